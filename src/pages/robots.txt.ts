import { siteUrl } from "#src/lib/links.ts";

export function GET() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl("/sitemap.xml")}\n`);
}
