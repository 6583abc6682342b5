import { headersFor, type HttpRules } from "./http-rules.ts";

type Headers = Readonly<Record<string, string>>;

/**
 * Cloudflare Pages `_headers` (Netlify reads the same file, but not the "! Name" lines).
 * Every block whose path matches applies, and a name set twice would be sent with both values
 * joined; so a block that replaces a header first detaches it with "! Name".
 */
const headerBlock = (path: string, headers: Headers, { replace }: { replace: boolean }) =>
  [
    path,
    ...Object.entries(headers).flatMap(([key, value]) => [
      ...(replace ? [`  ! ${key}`] : []),
      `  ${key}: ${value}`,
    ]),
  ].join("\n");

export function headersFile(rules: HttpRules): string {
  return (
    [
      headerBlock(
        "/*",
        { ...rules.headers.all, ...rules.headers.https, ...rules.headers.revalidate },
        { replace: false },
      ),
      headerBlock(`/${rules.hashedAssetsDir}/*`, rules.headers.hashedAssets, { replace: true }),
      ...rules.headers.paths.map(({ path, headers }) => headerBlock(path, headers, { replace: true })),
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
  const headers = (path: string, indent = "    ") =>
    Object.entries(headersFor(rules, path, { https }))
      .map(([key, value]) => `${indent}add_header ${key} "${value.replaceAll('"', '\\"')}" always;`)
      .join("\n");
  const redirects = rules.redirects
    .map(({ source, destination, status }) => {
      const path = source.endsWith("/**") ? source.slice(0, -2) : source;
      const match = source.endsWith("/**") ? `^~ ${path}` : `= ${path}`;
      return `  location ${match} {\n${headers(path)}\n    return ${status} ${destination};\n  }`;
    })
    .join("\n");
  // Per-path header rules: "/x" exactly, "/x/*" as a plain prefix, so the clean-URL redirects
  // (regular expressions, which win over a plain prefix) still apply below it.
  const pathRules = rules.headers.paths
    .map(({ path }) =>
      [
        `  location ${path.endsWith("/*") ? path.slice(0, -1) : `= ${path}`} {`,
        headers(path.endsWith("/*") ? path.slice(0, -1) : path),
        "    try_files $uri $uri.html $uri/index.html =404;",
        "  }",
      ].join("\n"),
    )
    .join("\n");
  return `server {
  listen ${listen};
  root ${root};
  index index.html;
  charset utf-8;
  absolute_redirect off;
  server_tokens off;
  merge_slashes on;

  # GET and HEAD only, before any redirect: a static site has nothing to PUT, DELETE or TRACE.
  if ($request_method !~ ^(GET|HEAD)$) {
    return 405;
  }

  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/plain application/xml;

${redirects}

  # The precompressed twins are gzip_static's to send, never pages of their own; nor is the 404
  # page, which is only ever an answer.
  location ~ \\.(?:br|gz)$ {
    return 404;
  }
  location = /${rules.notFoundPage.replace(/\.html$/, "")} {
    return 404;
  }

  # One URL per page: /features serves features.html; /features/, /features.html and /index.html
  # redirect to the clean URL, keeping the query.
  location ~ ^(?<clean>/.+)/$ {
${headers("/")}
    return ${rules.cleanUrlRedirect} $clean$is_args$args;
  }
  location ~ ^(?<page>/.*?)(?:/?index)?\\.html$ {
${headers("/")}
    return ${rules.cleanUrlRedirect} $page$is_args$args;
  }
${pathRules}
  location ^~ /${rules.hashedAssetsDir}/ {
${headers(`/${rules.hashedAssetsDir}/`)}
    location ~ \\.(?:br|gz)$ {
      return 404;
    }
    try_files $uri =404;
  }

  location / {
${headers("/")}
    try_files $uri $uri.html $uri/index.html =404;
  }

  error_page 404 /${rules.notFoundPage};
  location = /${rules.notFoundPage} {
${headers(`/${rules.notFoundPage}`)}
    internal;
  }
}
`;
}
