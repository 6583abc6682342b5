import { localeCodes, localePath } from "#src/config/locales.ts";
import { landingPath, pagePaths } from "#src/config/pages.ts";
import { siteContent } from "#src/content/site-collection.ts";
import { campaignPhase } from "#src/lib/campaigns.ts";
import { siteUrl } from "#src/lib/links.ts";
import { alternates } from "#src/lib/meta.ts";

/**
 * Every page in every language on the configured origin, each with the same alternates its head
 * names (hreflang, and x-default), as search engines read them from a sitemap, and each landing page
 * search engines may index, in the languages it has, if served at build time. The 404 and blog paths are not pages.
 */
export async function GET() {
  // A dated page only between its dates at build time: before its start it is linked from nowhere,
  // and after its end its address sends visitors on (docs/decisions/027).
  const now = Date.now();
  const indexed = (await siteContent()).site.landingPages
    .filter((landing) => landing.data.en?.index && campaignPhase(landing.data.en, now) === "live")
    .map((landing) => ({ path: landingPath(landing.slug), languages: landing.languages }));
  const pages = [...pagePaths.map((path) => ({ path, languages: localeCodes })), ...indexed];
  const urls = pages.flatMap(({ path, languages }) =>
    languages.map((locale) => {
      const links = alternates(path, languages)
        .map(
          ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${siteUrl(localePath(locale, path))}</loc>\n${links}\n  </url>`;
    }),
  );
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml" } },
  );
}
