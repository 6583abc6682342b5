import { readdirSync } from "node:fs";
import { join } from "node:path";
import { EVENT_LIMIT_BYTES } from "#functions/api/events-proxy.ts";
import {
  carriedName,
  carriedValue,
  datedCacheControl,
  endedCacheControl,
  fromInstantPattern,
  type Dates,
} from "#src/lib/campaigns.ts";
import { experimentCacheControl } from "#src/lib/experiments/choose.ts";
import {
  headersFor,
  namedCacheControl,
  notFoundPageFor,
  type CampaignsRule,
  type EventsRule,
  type ExperimentsRule,
  type HttpRules,
} from "./http-rules.ts";

/** Every not-found page of the rules: the default first, then each prefix's (`de/404.html`). */
const notFoundFiles = (rules: HttpRules) => [
  rules.notFoundPage,
  ...rules.notFoundPages.map(({ page }) => page),
];

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

/**
 * Netlify and Cloudflare Pages `_redirects`; `/blog/*` is a splat that is not reused in the target.
 * Pages answers a missing path with the nearest 404.html up the tree (`/de/nope` → de/404.html, with
 * status 404), and `_redirects` has no 404 status to say otherwise: so each prefix's not-found page
 * must be the 404.html of its prefix's folder, or the rules cannot be kept there.
 */
export function redirectsFile(rules: HttpRules): string {
  for (const { prefix, page } of [{ prefix: "/", page: rules.notFoundPage }, ...rules.notFoundPages])
    if (page !== `${prefix.slice(1)}404.html`)
      throw new Error(
        `_redirects: Cloudflare Pages serves ${prefix}404.html, not ${page}, for a missing path under ${prefix}`,
      );
  return (
    rules.redirects
      .map(({ source, destination, status }) => `${source.replace(/\/\*\*$/, "/*")} ${destination} ${status}`)
      .join("\n") + "\n"
  );
}

/**
 * A page's other spellings and its one URL, from the path of its HTML file in the build:
 * `/features.html` and `/features/` → `/features`; `/index.html` → `/`; `/docs/index.html` and
 * `/docs/` → `/docs`. The same mapping `npm start` applies (server/static-server.ts).
 */
function cleanUrlAliases(htmlFile: string): { page: string; aliases: string[] } {
  const page = htmlFile.replace(/(?:\/index)?\.html$/, "") || "/";
  return { page, aliases: page === "/" ? [htmlFile] : [htmlFile, `${page}/`] };
}

/** Every HTML file under `root` but the not-found pages, as URL paths (`/features.html`), sorted. */
export function builtPages(root: string, rules: HttpRules): string[] {
  const notFound = new Set(notFoundFiles(rules).map((page) => `/${page}`));
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name.endsWith(".html") && !notFound.has(`${prefix}${entry.name}`))
        found.push(`${prefix}${entry.name}`);
    }
  };
  walk(root, "/");
  return found.toSorted();
}

export interface NginxOptions {
  root: string;
  /** A `listen` value, e.g. "127.0.0.1:8080" or "443 ssl". */
  listen: string;
  https: boolean;
  /** The build's HTML files as URL paths (`builtPages`), whose other spellings redirect to their URL. */
  pages: readonly string[];
  /**
   * CA certificates nginx checks an https collector's certificate against (nginx checks none by
   * default). Debian's and Ubuntu's bundle unless told otherwise.
   */
  trustedCertificates?: string;
  /**
   * Where nginx listens for its own second hop of the events path (see eventsConfig), only with
   * counting on: a unix socket, so nothing but this nginx reaches it.
   */
  eventsSocket?: string;
}

/**
 * A body that is a JSON object (RFC 8259) in UTF-8, as PCRE2 (nginx's regex library) reads it: the
 * grammar written out with recursion, since nginx has no JSON parser (no njs in Debian's nginx).
 * Groups: 1 value, 2 object, 3 array, 4 string (valid UTF-8, escapes checked), 5 number. Every
 * repeat is possessive and every value atomic, so a failed match never backtracks into what it
 * already matched: the time is linear in the body, which is at most 4 KB. Written for nginx's
 * quoted strings: no backslash pair, no double quote (\x5c and \x22 instead).
 */
const JSON_OBJECT_PCRE = (() => {
  const ws = "[\\x20\\x09\\x0a\\x0d]*+";
  const utf8 = [
    "[\\xc2-\\xdf][\\x80-\\xbf]",
    "\\xe0[\\xa0-\\xbf][\\x80-\\xbf]",
    "[\\xe1-\\xec\\xee\\xef][\\x80-\\xbf]{2}",
    "\\xed[\\x80-\\x9f][\\x80-\\xbf]",
    "\\xf0[\\x90-\\xbf][\\x80-\\xbf]{2}",
    "[\\xf1-\\xf3][\\x80-\\xbf]{3}",
    "\\xf4[\\x80-\\x8f][\\x80-\\xbf]{2}",
  ].join("|");
  const value = "(?>(?2)|(?3)|(?4)|(?5)|true|false|null)";
  const object = `\\{${ws}(?:(?4)${ws}:${ws}(?1)${ws}(?:,${ws}(?4)${ws}:${ws}(?1)${ws})*+)?\\}`;
  const array = `\\[${ws}(?:(?1)${ws}(?:,${ws}(?1)${ws})*+)?\\]`;
  const string = `\\x22(?:[\\x20\\x21\\x23-\\x5b\\x5d-\\x7f]|${utf8}|\\x5c(?:[\\x22\\x5c/bfnrt]|u[0-9A-Fa-f]{4}))*+\\x22`;
  const number = "-?(?:0|[1-9][0-9]*+)(?:\\.[0-9]++)?(?:[eE][+-]?[0-9]++)?";
  return `\\A(?(DEFINE)(${value})(${object})(${array})(${string})(${number}))${ws}(?2)${ws}\\z`;
})();

interface EventsConfig {
  /** Before the site's server block, at the http level: the body check and the forwarding server. */
  http: string;
  /** Inside the site's server block: the events path itself. */
  location: string;
}

/**
 * The events path (docs/decisions/015) in nginx, in two hops, because nginx runs `if` before it reads a body:
 * 1. the site's `location = /api/event` (the front): POST only (405 with `Allow: POST`), bodies
 *    over 4 KB refused with 413 (before reading, by Content-Length; at the limit, chunked), the
 *    body read into memory; it passes the event to a server of its own on a unix socket, with
 *    X-Forwarded-For set to the address nginx took the connection from (never the visitor's
 *    header) and whether the body is a JSON object, which a `map` on $request_body decides by the
 *    time the request to that server is written (after the body is read);
 * 2. the checker, on the unix socket only: 400 when it is not JSON, else the event to the build's
 *    fixed upstream with the visitor's User-Agent, 2 s to connect and 2 s of silence at most, and
 *    the collector's 3xx or 5xx a 502.
 * Only a request the front sent reaches the checker, so its X-Forwarded-For is the front's.
 */
function eventsConfig(
  events: EventsRule,
  headers: (path: string, indent?: string) => string,
  { socket, trustedCertificates }: { socket: string; trustedCertificates: string },
): EventsConfig {
  // The rules' headers, but never stored: an answer to one event means nothing to a cache.
  const own = (indent?: string) =>
    headers(events.path, indent).replace(
      /add_header Cache-Control "[^"]*"/,
      'add_header Cache-Control "no-store"',
    );
  const upstream = new URL(events.upstream);
  // Written into the config unquoted: only a plain URL goes there, never one that could end a
  // directive or open a block.
  if (
    !/^https?:\/\/[A-Za-z0-9.:[\]-]+\/[A-Za-z0-9._~!&'()*+,;=:@%/?-]*$/.test(upstream.href) ||
    /[;{}'"\s]/.test(upstream.href)
  )
    throw new Error(
      `nginx config: the collector URL ${JSON.stringify(events.upstream)} cannot be written into the config (a ;, a quote or a $ would end the directive or name a variable)`,
    );
  if (!/^\/[A-Za-z0-9._/-]+$/.test(socket))
    throw new Error(`nginx config: no unix socket at ${JSON.stringify(socket)}`);
  const tls =
    upstream.protocol === "https:"
      ? [
          "    # TLS to the collector: the name it serves (SNI) and its certificate checked against it.",
          "    proxy_ssl_server_name on;",
          "    proxy_ssl_verify on;",
          "    proxy_ssl_verify_depth 4;",
          `    proxy_ssl_trusted_certificate ${trustedCertificates};`,
        ]
      : [];
  const limits = [
    // Over the limit by Content-Length: 413 before a byte of the body is read; chunked: at the
    // first byte past it. Held in memory in one buffer (the buffer is the limit), never on disk.
    `    client_max_body_size ${EVENT_LIMIT_BYTES};`,
    `    client_body_buffer_size ${EVENT_LIMIT_BYTES};`,
    "    client_body_in_single_buffer on;",
    "    client_body_timeout 10s;",
  ];
  const http = `# Counting (docs/decisions/015): whether an event's body is a JSON object (the front's $request_body, read
# by then), and the server that checks it and forwards it to the collector, on a unix socket only.
map $request_body $events_body_is_json {
  default 0;
  "~${JSON_OBJECT_PCRE}" 1;
}
server {
  listen unix:${socket};
  server_tokens off;
  location = ${events.path} {
    if ($http_x_events_body_is_json != 1) {
      return 400 "Bad Request\\n";
    }
${limits.join("\n")}
    # The upstream is written here at build time: nothing in the request chooses it. A host name is
    # resolved when nginx starts or reloads (docs/analytics-operators.md).
    proxy_pass ${upstream.href};
    proxy_http_version 1.1;
    proxy_pass_request_headers off;
    proxy_set_header Host $proxy_host;
    proxy_set_header Connection "";
    proxy_set_header Content-Type text/plain;
    proxy_set_header User-Agent $http_user_agent;
    proxy_set_header X-Forwarded-For $http_x_forwarded_for;
${tls.join("\n")}${tls.length > 0 ? "\n" : ""}    proxy_connect_timeout 2s;
    proxy_send_timeout 2s;
    proxy_read_timeout 2s;
    proxy_next_upstream off;
    proxy_redirect off;
    proxy_hide_header Set-Cookie;
    proxy_hide_header Cache-Control;
    # A collector's redirect or failure is a bad gateway to the visitor, as under npm start; nginx's
    # own 504 (the collector silent for 2 s) stays a 504.
    proxy_intercept_errors on;
    error_page 300 301 302 303 305 307 308 500 501 502 503 505 =502 @bad_gateway;
  }
  location @bad_gateway {
    return 502 "Bad Gateway\\n";
  }
  location / {
    return 404;
  }
}
`;
  const location = [
    `  location = ${events.path} {`,
    own(),
    "    if ($request_method != POST) {",
    own("      "),
    '      add_header Allow "POST" always;',
    "      return 405;",
    "    }",
    ...limits,
    `    proxy_pass http://unix:${socket}:${events.path};`,
    "    proxy_http_version 1.1;",
    "    proxy_pass_request_headers off;",
    '    proxy_set_header Connection "";',
    "    proxy_set_header User-Agent $http_user_agent;",
    "    proxy_set_header X-Forwarded-For $remote_addr;",
    "    proxy_set_header X-Events-Body-Is-Json $events_body_is_json;",
    // Past the checker's own 2 s, so the checker's 504 is the one the visitor gets.
    "    proxy_connect_timeout 1s;",
    "    proxy_send_timeout 3s;",
    "    proxy_read_timeout 3s;",
    "    proxy_next_upstream off;",
    // The checker's answers pass as they are; only the front's own failure to reach it is its own.
    "    error_page 502 @events_bad_gateway;",
    "  }",
    "  location @events_bad_gateway {",
    own(),
    '    return 502 "Bad Gateway\\n";',
    "  }",
  ].join("\n");
  return { http, location };
}

/** Characters a generated location may hold unquoted; a page named otherwise stops the build. */
const plainPath = /^\/[A-Za-z0-9._~/-]*$/;

/** An experiment's parameter or variant id as the config writes it: nothing nginx or PCRE reads as syntax. */
const plainName = /^[A-Za-z0-9_-]+$/;

/**
 * A location's `add_header` lines. nginx sets Content-Type from the file's extension; add_header
 * would send a second one, so a rule's Content-Type becomes the location's only type instead (see
 * pathRules in nginxServer).
 */
/** A value as an nginx quoted string (variables in it still expand). */
const quoted = (value: string) => `"${value.replaceAll('"', '\\"')}"`;

const headerLines = (record: Headers, indent = "    ") =>
  Object.entries(record)
    .filter(([key]) => key.toLowerCase() !== "content-type")
    .map(([key, value]) => `${indent}add_header ${key} ${quoted(value)} always;`)
    .join("\n");

/** A share split_clients can write: at least 0, in hundredths of a percent. */
const hundredths = (share: number) => share >= 0 && Math.abs(share * 100 - Math.round(share * 100)) < 1e-6;

interface ExperimentsConfig {
  /** Before the site's server block, at the http level: each experiment's draw and choice. */
  http: string;
  /** Inside the site's server block: one exact location per page an experiment runs on. */
  locations: string;
  /** Those pages' URL paths. */
  pages: readonly string[];
}

/**
 * The running experiments (docs/decisions/022) in nginx, the rule of src/lib/experiments/choose.ts in its own
 * terms, per experiment `n`:
 * - `$xp_n_draw`: split_clients by the shares on the time in milliseconds and the connection's and
 *   the request's serial numbers: a fresh draw for every request, from the server's own counters,
 *   nothing about the visitor. Not `$request_id` (random bytes per request): making it cost 15% of
 *   the page's requests per second (bench:load, 19,900 against 23,000 on loopback), past the 10%
 *   the draw may cost; murmur2 over these counters spreads as evenly (the 1,000-draw tests);
 * - `$xp_n_asked`: the variant the query names (`?xp-<name>=b`), when its first value is one of the
 *   experiment's ids, else the draw. nginx reads the query as written: a name or value spelled with
 *   escapes (`xp%2Dlead`, `%62`) names nothing here and is drawn;
 * - `$xp_n_variant`: "" (the plain page) with `Sec-GPC: 1`, else the asked or drawn id;
 * - `$xp_n_file_p`: page p's file for that variant, its plain file for "";
 * - `$xp_n_cache`: the answer's Cache-Control, the named one's (`namedCacheControl`) when the query
 *   names a variant and `Sec-GPC: 1` is absent, else the experiments' own.
 * Each page's exact location serves that file with the page's own headers (never the variants
 * folder's noindex) and `Cache-Control` replaced, so no shared cache keeps one variant as the page.
 */
function experimentsConfig(
  experiments: ExperimentsRule,
  pageHeaders: (path: string) => Headers,
  guard: (path: string) => string,
): ExperimentsConfig {
  const written = (value: string, what: string) => {
    if (!plainPath.test(value))
      throw new Error(`nginx config: no location for the ${what} ${JSON.stringify(value)}`);
    return value;
  };
  const http: string[] = [];
  const locations: string[] = [];
  const pages: string[] = [];
  for (const [n, rule] of experiments.running.entries()) {
    const { name, param, variants, shares } = rule;
    if (!plainName.test(param) || !variants.every((id) => plainName.test(id)))
      throw new Error(
        `nginx config: the experiment ${JSON.stringify(name)} has a parameter or variant id nginx cannot match as written`,
      );
    const total = shares.reduce((sum, share) => sum + share, 0);
    if (shares.length !== variants.length || Math.abs(total - 100) > 1e-6 || !shares.every(hundredths))
      throw new Error(
        `nginx config: the experiment ${JSON.stringify(name)}'s shares (${shares.join(", ")}) are not one per variant in hundredths of a percent, adding up to 100`,
      );
    // split_clients refuses a share of 0%; the last variant drawn takes the rest ("*").
    const drawn = variants.flatMap((id, index) =>
      shares[index]! > 0 ? [{ id, share: shares[index]! }] : [],
    );
    const draw = drawn.map(
      ({ id, share }, index) => `  ${index === drawn.length - 1 ? "*" : `${share}%`} ${id};`,
    );
    // The query's segments before the first one named `param` (`param`, `param=…`), then that one
    // with the variant's id as its whole value: URLSearchParams' `get`, over the query as written.
    // Possessive: a failed match never backtracks.
    const asked = (id: string) => `"~^(?:(?!${param}(?:[=&]|$))[^&]*+&)*+${param}=${id}(?:&|$)"`;
    const window = datesWindow(rule, `xp_${n}`);
    http.push(
      `# Experiment ${name} (docs/decisions/022): which file answers its pages, drawn per request (see config/server-configs.ts).
split_clients "\${msec}\${connection}\${connection_requests}" $xp_${n}_draw {
${draw.join("\n")}
}
map $args $xp_${n}_asked {
  default $xp_${n}_draw;
${variants.map((id) => `  ${asked(id)} ${id};`).join("\n")}
}
map $http_sec_gpc $xp_${n}_${window ? "chosen" : "variant"} {
  default $xp_${n}_asked;
  1 "";
}
map $args $xp_${n}_named_cache {
  default ${quoted(experiments.cacheControl)};
  ${asked(`(?:${variants.join("|")})`)} ${quoted(experiments.namedCacheControl)};
}
map $http_sec_gpc $xp_${n}_${window ? "chosen_cache" : "cache"} {
  default $xp_${n}_named_cache;
  1 ${quoted(experiments.cacheControl)};
}${
        window
          ? `
# Outside its dates (docs/decisions/027) no variant: the page as it is, as with Sec-GPC.
${window.http}
map ${window.live} $xp_${n}_variant {
  default "";
  1 $xp_${n}_chosen;
}
map ${window.live} $xp_${n}_cache {
  default ${quoted(experiments.cacheControl)};
  1 $xp_${n}_chosen_cache;
}`
          : ""
      }`,
    );
    for (const [p, page] of rule.pages.entries()) {
      if (page.files.length !== variants.length)
        throw new Error(
          `nginx config: the experiment ${JSON.stringify(name)} has no file per variant on ${page.path}`,
        );
      pages.push(written(page.path, `experiment page`));
      http.push(
        `map $xp_${n}_variant $xp_${n}_file_${p} {
  default ${written(page.pageFile, "plain page")};
${variants.map((id, index) => `  ${id} ${written(page.files[index]!, "variant file")};`).join("\n")}
}`,
      );
      const own = { ...pageHeaders(page.path) };
      for (const key of Object.keys(own)) if (key.toLowerCase() === "cache-control") delete own[key];
      locations.push(
        `  location = ${page.path} {
${guard(page.path)}${headerLines({ ...own, "Cache-Control": `$xp_${n}_cache` })}
    try_files $xp_${n}_file_${p} =404;
  }`,
      );
    }
  }
  if (new Set(pages).size !== pages.length)
    throw new Error(`nginx config: two experiments run on one page (${pages.join(", ")})`);
  return { http: `${http.join("\n")}\n`, locations: locations.join("\n"), pages };
}

/**
 * A dated thing's window in nginx (docs/decisions/027): per request, whether `$msec` (the server's
 * clock, seconds since 1970, whatever its time zone) has reached its start and its end, each a
 * `map` over `$msec` with the pattern of that instant (`fromInstantPattern`). `live` is a value
 * that is "1" from the start (included) to the end (excluded), for a `map`'s source or an `if`.
 * Undefined for a thing without dates.
 */
/** A `map` whose variable is 1 from the instant `written` on, by nginx's clock. */
const reached = (written: string, variable: string) => `map $msec ${variable} {
  default 0;
  "~${fromInstantPattern(written)}" 1;
}`;

function datesWindow(
  dates: Dates,
  name: string,
): { http: string; live: string; started?: string; ended?: string } | undefined {
  if (dates.start === undefined && dates.end === undefined) return undefined;
  const started = dates.start === undefined ? undefined : `$${name}_started`;
  const ended = dates.end === undefined ? undefined : `$${name}_ended`;
  const http = [
    ...(started ? [reached(dates.start!, started)] : []),
    ...(ended ? [reached(dates.end!, ended)] : []),
    // Braced (`${name}`), so a literal digit after a variable's name is not read as part of it.
    `map "${started ? `\${${started.slice(1)}}` : "1"}${ended ? `\${${ended.slice(1)}}` : "0"}" $${name}_live {
  default 0;
  10 1;
}`,
  ].join("\n");
  return { http, live: `$${name}_live`, ...(started ? { started } : {}), ...(ended ? { ended } : {}) };
}

interface CampaignsConfig {
  /** Before the site's server block, at the http level: each page's dates and the carried query. */
  http: string;
  /** Inside the site's server block: one exact location per dated page not answered by an experiment. */
  locations: string;
  /** What each dated page's location begins with: ended, 302; not yet started, 404. */
  guard: (path: string) => string;
  pages: readonly string[];
}

/**
 * The dated landing pages (docs/decisions/027) in nginx, the rule of src/lib/campaigns.ts in its own
 * terms. Per page: its window (`datesWindow`); its exact location, which once ended answers 302 to
 * the page named, never stored, and before its start 404 with the not-found page, never stored,
 * and else serves the page with `no-cache`. The redirect carries `$lp_carried`: each parameter of
 * the rules' list, in its order, when its first occurrence in the query (as written) has a plain
 * value (`carriedValue`), nothing else of the request: so nothing a visitor writes reaches Location
 * but those checked values.
 */
function campaignsConfig(
  campaigns: CampaignsRule,
  pageHeaders: (path: string) => Headers,
  notFoundHeaders: Headers,
  experimentPages: ReadonlySet<string>,
): CampaignsConfig {
  for (const name of campaigns.carried)
    if (!carriedName.test(name))
      throw new Error(`nginx config: the parameter ${JSON.stringify(name)} cannot be carried as written`);
  const carried = campaigns.carried.map(
    (name, index) => `map $args $lp_carry_${index} {
  default "";
  "~^(?:(?!${name}(?:[=&]|$))[^&]*+&)*+${name}=(?<lp_carry_value_${index}>${carriedValue})(?:&|$)" "&${name}=$lp_carry_value_${index}";
}`,
  );
  const http = [
    `# Dated landing pages (docs/decisions/027): the parameters an ended page's redirect carries on.`,
    ...carried,
    `map "${campaigns.carried.map((_, index) => `$lp_carry_${index}`).join("")}" $lp_carried {
  default "";
  "~^&(?<lp_carried_rest>.+)$" "?$lp_carried_rest";
}`,
  ];
  const guards = new Map<string, string>();
  const locations: string[] = [];
  const pages: string[] = [];
  const never = (headers: Headers) => {
    const own = { ...headers };
    for (const key of Object.keys(own)) if (key.toLowerCase() === "cache-control") delete own[key];
    return { ...own, "Cache-Control": campaigns.endedCacheControl };
  };
  for (const [n, rule] of campaigns.dated.entries()) {
    const window = datesWindow(rule, `lp_${n}`)!;
    http.push(`# ${rule.name}: ${rule.start ?? "no start"} to ${rule.end ?? "no end"}.\n${window.http}`);
    for (const page of rule.pages) {
      for (const [value, what] of [
        [page.path, "dated page"],
        [page.file, "dated page's file"],
        [page.endsAt, "page an ended campaign sends to"],
      ] as const)
        if (!plainPath.test(value))
          throw new Error(`nginx config: no location for the ${what} ${JSON.stringify(value)}`);
      pages.push(page.path);
      guards.set(
        page.path,
        [
          "    error_page 404 @lp_waiting;",
          ...(window.ended
            ? [
                `    if (${window.ended}) {`,
                headerLines(never(pageHeaders(page.path)), "      "),
                `      return 302 ${page.endsAt}$lp_carried;`,
                "    }",
              ]
            : []),
          ...(window.started ? [`    if (${window.started} = 0) {`, "      return 404;", "    }"] : []),
          "",
        ].join("\n"),
      );
      if (experimentPages.has(page.path)) continue;
      locations.push(`  location = ${page.path} {
${guards.get(page.path)}${headerLines(pageHeaders(page.path))}
    try_files ${page.file} =404;
  }`);
    }
  }
  if (new Set(pages).size !== pages.length)
    throw new Error(`nginx config: a dated page twice (${pages.join(", ")})`);
  locations.push(`  location @lp_waiting {
${headerLines(never(notFoundHeaders))}
    try_files $not_found_page =404;
  }`);
  return {
    http: `${http.join("\n")}\n`,
    locations: locations.join("\n"),
    guard: (path) => guards.get(path) ?? "",
    pages,
  };
}

/**
 * An nginx `server` block. add_header in a location replaces the server's, so each location lists all.
 * No redirect reflects the request: each clean-URL redirect is an exact location per spelling of a
 * page in the build, with that page's URL written out, so `/%5Cevil.example/` (whose decoded `$uri`
 * a regular-expression capture would echo as `/\evil.example`, which browsers read as
 * `//evil.example`) finds no redirect at all and gets the 404 page.
 */
export function nginxServer(
  rules: HttpRules,
  {
    root,
    listen,
    https,
    pages,
    trustedCertificates = "/etc/ssl/certs/ca-certificates.crt",
    eventsSocket = "/run/nginx-site-events.sock",
  }: NginxOptions,
): string {
  const headers = (path: string, indent = "    ") => headerLines(headersFor(rules, path, { https }), indent);
  const redirects = rules.redirects
    .map(({ source, destination, status }) => {
      const path = source.endsWith("/**") ? source.slice(0, -2) : source;
      const match = source.endsWith("/**") ? `^~ ${path}` : `= ${path}`;
      return `  location ${match} {\n${headers(path)}\n    return ${status} ${destination};\n  }`;
    })
    .join("\n");
  const cleanUrls = pages
    .flatMap((file) => {
      const { page, aliases } = cleanUrlAliases(file);
      if (!plainPath.test(file)) throw new Error(`nginx config: no clean URL for ${JSON.stringify(file)}`);
      return aliases.map(
        (alias) =>
          `  location = ${alias} {\n${headers(alias)}\n    return ${rules.cleanUrlRedirect} ${page}$is_args$args;\n  }`,
      );
    })
    .join("\n");
  // Per-path header rules: "/x" exactly, "/x/*" as a plain prefix. A missing file there gets the
  // 404 page with the path's own headers (X-Robots-Tag on /admin/nope), not the 404 page's.
  const pathRules = rules.headers.paths
    .map(({ path, headers: own }, index) => {
      const prefix = path.endsWith("/*") ? path.slice(0, -1) : path;
      const type = Object.entries(own).find(([key]) => key.toLowerCase() === "content-type")?.[1];
      return [
        `  location ${path.endsWith("/*") ? prefix : `= ${prefix}`} {`,
        headers(prefix),
        ...(type ? ["    types { }", `    default_type "${type}";`] : []),
        "    try_files $uri $uri.html $uri/index.html =404;",
        `    error_page 404 @not_found_${index};`,
        "  }",
        `  location @not_found_${index} {`,
        headers(prefix),
        "    try_files $not_found_page =404;",
        "  }",
      ].join("\n");
    })
    .join("\n");
  // Each request's not-found page, chosen before any location from its path (the longest prefix
  // wins, as in notFoundPageFor): every 404 below, a location's own `return 404` too, answers with
  // it, so /de/nope and /de/x.gz get de/404.html and /deutsch the default.
  for (const page of notFoundFiles(rules))
    if (!plainPath.test(`/${page}`) || !page.endsWith(".html"))
      throw new Error(`nginx config: no location for the not-found page ${JSON.stringify(page)}`);
  for (const { prefix } of rules.notFoundPages)
    if (!plainPath.test(prefix) || !prefix.endsWith("/"))
      throw new Error(
        `nginx config: the not-found prefix ${JSON.stringify(prefix)} is not a plain folder path`,
      );
  const notFoundChoice = [
    `  set $not_found_page /${rules.notFoundPage};`,
    ...rules.notFoundPages
      .toSorted((a, b) => a.prefix.length - b.prefix.length)
      .map(
        ({ prefix, page }) =>
          `  if ($uri ~ "^${prefix.replaceAll(".", "\\.")}") {\n    set $not_found_page /${page};\n  }`,
      ),
  ].join("\n");
  // The not-found pages are only ever an answer: at their own URLs (/404, /de/404) a 404,
  // and their files are internal below.
  const notFoundUrls = notFoundFiles(rules)
    .map((page) => `  location = /${page.replace(/\.html$/, "")} {\n    return 404;\n  }`)
    .join("\n");
  const notFoundPages = notFoundFiles(rules)
    .map((page) => `  location = /${page} {\n${headers(`/${page}`)}\n    internal;\n  }`)
    .join("\n");
  const { events } = rules;
  if (events && !plainPath.test(events.path))
    throw new Error(`nginx config: no location for the events path ${JSON.stringify(events.path)}`);
  // With counting on, any method reaches the events location, which answers other methods itself
  // (405 with Allow: POST); everywhere else stays GET and HEAD only.
  const methodCheck = events
    ? `  # GET and HEAD only, before any redirect: a static site has nothing to PUT, DELETE or TRACE.
  # The events path (counting) takes POST and answers other methods itself.
  set $method_and_path "$request_method $uri";
  if ($method_and_path !~ "^(?:(?:GET|HEAD) |\\S+ ${events.path.replaceAll(".", "\\.")}$)") {
    return 405;
  }`
    : `  # GET and HEAD only, before any redirect: a static site has nothing to PUT, DELETE or TRACE.
  if ($request_method !~ ^(GET|HEAD)$) {
    return 405;
  }`;
  const eventsParts = events
    ? eventsConfig(events, headers, { socket: eventsSocket, trustedCertificates })
    : undefined;
  const eventsBlock = eventsParts
    ? `\n  # Counting (docs/decisions/015): the one same-origin path the events script posts to.\n${eventsParts.location}\n`
    : "";
  const experimentPages = new Set(
    rules.experiments?.running.flatMap((rule) => rule.pages.map(({ path }) => path)),
  );
  const campaigns = rules.campaigns
    ? campaignsConfig(
        rules.campaigns,
        (path) => headersFor(rules, path, { https }),
        headersFor(rules, `/${rules.notFoundPage}`, { https }),
        experimentPages,
      )
    : undefined;
  const experiments = rules.experiments
    ? experimentsConfig(
        rules.experiments,
        (path) => headersFor(rules, path, { https }),
        campaigns?.guard ?? (() => ""),
      )
    : undefined;
  // An experiment's page is answered by its own exact location; "/" replaces the home page's.
  const taken = [
    ...rules.redirects.map(({ source }) => source),
    ...notFoundFiles(rules).map((page) => `/${page.replace(/\.html$/, "")}`),
    ...rules.headers.paths.map(({ path }) => path),
    ...(events ? [events.path] : []),
  ];
  for (const page of experiments?.pages ?? [])
    if (taken.includes(page))
      throw new Error(`nginx config: ${page} cannot be an experiment's page: the rules answer it otherwise`);
  for (const page of campaigns?.pages ?? [])
    if (taken.includes(page) || page === "/")
      throw new Error(`nginx config: ${page} cannot be a dated page: the rules answer it otherwise`);
  const campaignsBlock = campaigns
    ? `  # Dated landing pages (docs/decisions/027): served between their dates, sent on after, missing before.\n${campaigns.locations}\n`
    : "";
  const experimentsBlock = experiments
    ? `  # Experiments (docs/decisions/022): each running experiment's page, answered by the file chosen per request.\n${experiments.locations}\n`
    : "";
  const home = experiments?.pages.includes("/")
    ? ""
    : `  location = / {
${headers("/")}
    try_files /index.html =404;
  }
`;
  return `${eventsParts ? `${eventsParts.http}\n` : ""}${experiments ? `${experiments.http}\n` : ""}${campaigns ? `${campaigns.http}\n` : ""}server {
  listen ${listen};
  root ${root};
  charset utf-8;
  absolute_redirect off;
  server_tokens off;
  merge_slashes on;

  # Only what nginx answers before choosing a location (a malformed request's 400, the 405 below)
  # takes these; every location sets its own.
${headers("/", "  ")}

${methodCheck}
  # A decoded path with a control character (%09, %0D, %0A, %7F…) names no file: refused, as npm
  # start refuses it.
  if ($uri ~ "[\\x01-\\x1f\\x7f]") {
    return 400;
  }

${notFoundChoice}

  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_min_length 1024;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/plain application/xml;

${redirects}
${eventsBlock}
  # The precompressed twins are gzip_static's to send, never pages of their own; nor are the 404
  # pages, which are only ever an answer.
  location ~ \\.(?:br|gz)$ {
    return 404;
  }
${notFoundUrls}

  # One URL per page: /features serves features.html; /features/, /features.html and /index.html
  # redirect to the clean URL, keeping the query.
${cleanUrls}
${experimentsBlock}${campaignsBlock}${home}${pathRules}
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

  error_page 404 $not_found_page;
${notFoundPages}
}
`;
}

/**
 * The functions/ folders whose Functions answer paths of their own: the events path (api/event.ts)
 * and the editor's sign-in (oauth/). `_routes.json` runs Functions on these and on the experiments'
 * pages only; every other path is plain static, as it was before the catch-all Function.
 */
const functionRoutes = ["/api/*", "/oauth/*"];

/**
 * Cloudflare Pages `_routes.json`: where Functions run at all (version 1 of its format; at most 100
 * rules of at most 100 characters). Without it, the catch-all Function (functions/[[path]].ts)
 * would run on every request.
 */
export function routesFile(rules: HttpRules): string {
  // A page's path is a rule of its own: no "*" in it, which Pages would read as a wildcard. The
  // experiments' pages and the dated landing pages, each once.
  const paths = [
    ...new Set([
      ...(rules.experiments?.running ?? []).flatMap(({ pages }) => pages.map(({ path }) => path)),
      ...(rules.campaigns?.dated ?? []).flatMap(({ pages }) => pages.map(({ path }) => path)),
    ]),
  ];
  const include = [...functionRoutes, ...paths];
  if (
    include.length > 100 ||
    include.some((route) => route.length > 100) ||
    !paths.every((path) => plainPath.test(path))
  )
    throw new Error(`_routes.json: Cloudflare Pages cannot take these routes: ${include.join(", ")}`);
  return `${JSON.stringify(
    {
      version: 1,
      description: "Written by config/postbuild.ts: Functions on these paths only, every other path static.",
      include,
      exclude: [],
    },
    null,
    2,
  )}\n`;
}

/** Headers by their lower-case names, each with its name as written and its value. */
const byLowerName = (record: Headers) =>
  new Map(Object.entries(record).map(([name, value]) => [name.toLowerCase(), { name, value }]));

/**
 * functions/_experiments.js, which the catch-all Function imports (functions/_experiments.d.ts): the
 * running experiments, their pages' Cache-Control, and the headers `_headers` gives the variants'
 * files and not their pages, which the Function takes off (the noindex of /experiments/*). A header
 * the page has and the file lacks, or has with another value, could not be put right there: the
 * build stops.
 */
export function experimentsModule(rules: HttpRules): string {
  const running = rules.experiments?.running ?? [];
  const variantOnly = new Set<string>();
  for (const { pages } of running)
    for (const page of pages) {
      const own = byLowerName(headersFor(rules, page.path, { https: true }));
      own.delete("cache-control");
      for (const file of page.files) {
        const served = byLowerName(headersFor(rules, cleanUrlAliases(file).page, { https: true }));
        served.delete("cache-control");
        for (const [key, { name, value }] of served)
          if (!own.has(key)) variantOnly.add(name);
          else if (own.get(key)!.value !== value)
            throw new Error(`_experiments.js: ${file} gets another ${name} than its page ${page.path}`);
        for (const [key, { name }] of own)
          if (!served.has(key))
            throw new Error(`_experiments.js: ${file} lacks ${name}, which ${page.path} has`);
      }
    }
  return [
    "// Written by config/postbuild.ts from the running experiments; []: none runs.",
    `export const experiments = ${JSON.stringify(running)};`,
    `export const cacheControl = ${JSON.stringify(rules.experiments?.cacheControl ?? experimentCacheControl)};`,
    `export const namedCacheControl = ${JSON.stringify(rules.experiments?.namedCacheControl ?? namedCacheControl)};`,
    `export const variantOnlyHeaders = ${JSON.stringify([...variantOnly])};`,
    "",
  ].join("\n");
}

/**
 * functions/_campaigns.js, which the catch-all Function imports (functions/_campaigns.d.ts): the dated
 * landing pages, the parameters their redirects carry, their cache rules, and for each dated URL
 * its not-found page as Pages serves it and the headers `_headers` gives it, which the Function's
 * own redirect must carry itself.
 */
export function campaignsModule(rules: HttpRules): string {
  const dated = rules.campaigns?.dated ?? [];
  const paths = dated.flatMap(({ pages }) => pages.map(({ path }) => path));
  const withoutCache = (path: string) =>
    Object.fromEntries(
      Object.entries(headersFor(rules, path, { https: true })).filter(
        ([name]) => name.toLowerCase() !== "cache-control",
      ),
    );
  const experimentPages = new Set(
    rules.experiments?.running.flatMap(({ pages }) => pages.map(({ path }) => path)),
  );
  const campaigns = {
    dated,
    carried: rules.campaigns?.carried ?? [],
    cacheControl: rules.campaigns?.cacheControl ?? datedCacheControl,
    endedCacheControl: rules.campaigns?.endedCacheControl ?? endedCacheControl,
    notFound: Object.fromEntries(
      paths.map((path) => [path, cleanUrlAliases(`/${notFoundPageFor(rules, path)}`).page]),
    ),
    headers: Object.fromEntries(paths.map((path) => [path, withoutCache(path)])),
    experimentPages: paths.filter((path) => experimentPages.has(path)),
  };
  return `// Written by config/postbuild.ts from the dated landing pages; none: no page is dated.\nexport const campaigns = ${JSON.stringify(campaigns)};\n`;
}
