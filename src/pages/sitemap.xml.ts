import { localeCodes, localePath } from "#src/config/locales.ts";
import { pagePaths } from "#src/config/pages.ts";
import { siteUrl } from "#src/lib/links.ts";
import { alternates } from "#src/lib/meta.ts";

/**
 * Every page in every language on the configured origin, each with the same alternates its head
 * names (hreflang, and x-default), as search engines read them from a sitemap. The 404 and blog
 * paths are not pages.
 */
export function GET() {
  const urls = pagePaths.flatMap((path) =>
    localeCodes.map((locale) => {
      const links = alternates(path)
        .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${siteUrl(localePath(locale, path))}</loc>\n${links}\n  </url>`;
    }),
  );
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml" } },
  );
}
