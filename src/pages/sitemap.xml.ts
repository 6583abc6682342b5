import { pagePaths } from "#src/config/pages.ts";
import { siteUrl } from "#src/lib/links.ts";

/** The six pages on the configured origin; the 404 and blog paths are not pages. */
export function GET() {
  const urls = pagePaths.map((path) => `  <url><loc>${siteUrl(path)}</loc></url>`).join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml" } },
  );
}
