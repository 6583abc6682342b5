import type { HttpRules } from "./http-rules.ts";

type Headers = Readonly<Record<string, string>>;
const list = (headers: Headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

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
      { source: `${rules.hashedAssetsDir}/**`, headers: list(rules.headers.hashedAssets) },
    ],
  };
}

/** Netlify and Cloudflare Pages `_headers`: later blocks add to earlier matching ones. */
const headerBlock = (path: string, headers: Headers) =>
  [path, ...Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`)].join("\n");

export function headersFile(rules: HttpRules): string {
  return (
    [
      headerBlock("/*", { ...rules.headers.all, ...rules.headers.https, ...rules.headers.revalidate }),
      // "! Cache-Control" removes the inherited value before the immutable one is set.
      `/${rules.hashedAssetsDir}/*\n  ! Cache-Control\n  Cache-Control: ${rules.headers.hashedAssets["Cache-Control"]}`,
    ].join("\n\n") + "\n"
  );
}

/** Netlify and Cloudflare Pages `_redirects`; `/blog/*` is a splat that is not reused in the target. */
export function redirectsFile(rules: HttpRules): string {
  return (
    rules.redirects
      .map(({ source, destination, status }) => `${source.replace(/\/\*\*$/, "/*")} ${destination} ${status}`)
      .join("\n") + "\n"
  );
}

export interface NginxOptions {
  root: string;
  /** A `listen` value, e.g. "127.0.0.1:8080" or "443 ssl". */
  listen: string;
  https: boolean;
}

/** An nginx `server` block. add_header in a location replaces the server's, so each location lists all. */
export function nginxServer(rules: HttpRules, { root, listen, https }: NginxOptions): string {
  const common = { ...rules.headers.all, ...(https ? rules.headers.https : {}) };
  const headers = (extra: Headers, indent = "    ") =>
    Object.entries({ ...common, ...extra })
      .map(([key, value]) => `${indent}add_header ${key} "${value.replaceAll('"', '\\"')}" always;`)
      .join("\n");
  const redirects = rules.redirects
    .map(({ source, destination, status }) =>
      source.endsWith("/**")
        ? `  location ^~ ${source.slice(0, -2)} {\n    return ${status} ${destination};\n  }`
        : `  location = ${source} {\n    return ${status} ${destination};\n  }`,
    )
    .join("\n");
  return `server {
  listen ${listen};
  root ${root};
  index index.html;
  absolute_redirect off;
  server_tokens off;
  merge_slashes on;

  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/plain application/xml;

${redirects}

  # Clean URLs: /features serves features/index.html; a trailing slash is dropped.
  location ~ ^(?<clean>/.+)/$ {
    return 301 $clean;
  }

  location ^~ /${rules.hashedAssetsDir}/ {
${headers(rules.headers.hashedAssets)}
    try_files $uri =404;
  }

  location / {
${headers(rules.headers.revalidate)}
    try_files $uri $uri.html $uri/index.html =404;
  }

  error_page 404 /${rules.notFoundPage};
  location = /${rules.notFoundPage} {
${headers(rules.headers.revalidate)}
    internal;
  }
}
`;
}
