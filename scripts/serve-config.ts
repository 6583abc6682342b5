import type { HttpRules } from "./http-rules.ts";

type HeaderList = { key: string; value: string }[];
const list = (headers: Readonly<Record<string, string>>): HeaderList =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/** serve.json for `serve` (serve-handler): later header rules override earlier ones per key. */
export function serveConfig(rules: HttpRules) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    redirects: rules.redirects.map(({ source, destination, status }) => ({
      source,
      destination,
      type: status,
    })),
    headers: [
      { source: "**", headers: list({ ...rules.headers.all, ...rules.headers.revalidate }) },
      { source: "assets/**", headers: list(rules.headers.hashedAssets) },
    ],
  };
}
