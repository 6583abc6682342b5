import { siteUrl } from "~/lib/links";

export function GET() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl("/sitemap.xml")}\n`);
}
