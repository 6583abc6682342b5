import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import {
  campaignAt,
  headersFor,
  notFoundPageFor,
  pathMatches,
  redirectMatches,
  type EventsRule,
  type HttpRules,
} from "#config/http-rules.ts";
import {
  answer as eventAnswer,
  declaredTooLarge,
  EVENT_LIMIT_BYTES,
  forwardEvent,
  isJsonObject,
  plainAddress,
  type EventAnswer,
} from "#functions/api/events-proxy.ts";
import { campaignPhase, carriedQuery } from "#src/lib/campaigns.ts";
import { chosenVariant, gpcOn, type ExperimentRule } from "#src/lib/experiments/choose.ts";

/**
 * The server behind `npm start` (decision 008): the built folder read once into memory, with the
 * brotli and gzip twins postbuild wrote, answered by the rules in build/http-rules.json. Nothing
 * touches the file system per request, so no request path ever reaches it, and nothing is
 * compressed per request. Only URLs of files that exist at start are served.
 */

/** nginx's default (large_client_header_buffers 4 8k) answers longer request lines with 414. */
const MAX_TARGET_LENGTH = 8192;

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".yaml": "text/yaml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** The precompressed twins postbuild writes, in order of preference. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];

/** One encoding of one file, with its response headers flattened as writeHead takes them. */
interface Representation {
  body: Buffer;
  etag: string;
  /** Content-Type, ETag, Vary, Content-Encoding, Content-Length: what the file, not the rules, decides. */
  entity: Record<string, string>;
  headers: string[];
  /** The same without Content-Length, for 304. */
  notModified: string[];
}

interface Resource {
  identity: Representation;
  encoded: Partial<Record<Encoding, Representation>>;
}

export interface Site {
  rules: HttpRules;
  /** Decoded URL path → file; a page at its clean URL (`/features`, `/`). */
  files: Map<string, Resource>;
  /** The clean URLs of the pages. */
  pages: Set<string>;
  /** Other spellings of a page (`/features.html`, `/index.html`) → its URL. */
  aliases: Map<string, string>;
  /** Each not-found page of the rules (`notFoundPage`, and each of `notFoundPages`) by its file name. */
  notFound: Map<string, Resource>;
  /**
   * An experiment's page (docs/decisions/022) → its rule, its page file and each variant's, with the page's
   * headers and the experiment's Cache-Control, and each variant with the named one's
   * (`namedCacheControl`): answered at the page's URL by `chosenVariant`.
   */
  experiments: Map<
    string,
    { rule: ExperimentRule; pageFile: Resource; variants: Resource[]; named: Resource[] }
  >;
  /**
   * The time now, in milliseconds since 1970, which dated pages and experiments are compared with
   * per request (src/lib/campaigns.ts): the system clock. Only code that builds a Site can give
   * another (a test's); nothing in a request or the environment reaches it.
   */
  now: () => number;
}

const flat = (headers: Record<string, string>) => Object.entries(headers).flat();

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function loadResource(
  rules: HttpRules,
  file: string,
  urlPath: string,
  overrides: Record<string, string> = {},
): Resource {
  const body = readFileSync(file);
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const twins = ENCODINGS.filter(({ suffix }) => existsSync(file + suffix));
  const ruled = { ...headersFor(rules, urlPath, { https: false }), ...overrides };
  const representation = (content: Buffer, encoding?: Encoding): Representation => {
    const etag = `"${tag}${encoding ? `-${encoding}` : ""}"`;
    const entity: Record<string, string> = {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      ETag: etag,
      ...(twins.length > 0 ? { Vary: "Accept-Encoding" } : {}),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    };
    return {
      body: content,
      etag,
      entity: { ...entity, "Content-Length": String(content.length) },
      headers: flat({ ...ruled, ...entity, "Content-Length": String(content.length) }),
      notModified: flat({ ...ruled, ...entity }),
    };
  };
  const encoded: Resource["encoded"] = {};
  for (const { name, suffix } of twins) encoded[name] = representation(readFileSync(file + suffix), name);
  return { identity: representation(body), encoded };
}

/** Reads `root` into memory: every file at its own path, each page at its clean URL. */
export function loadSite(
  root: string,
  rules: HttpRules,
  { now = Date.now }: { now?: () => number } = {},
): Site {
  const files = new Map<string, Resource>();
  const pages = new Set<string>();
  const aliases = new Map<string, string>();
  const notFound = new Map<string, Resource>();
  const notFoundFiles = new Set([rules.notFoundPage, ...rules.notFoundPages.map(({ page }) => page)]);
  for (const file of walk(root)) {
    const path = `/${relative(root, file).split(sep).join("/")}`;
    const twin = ENCODINGS.find(
      ({ suffix }) => path.endsWith(suffix) && existsSync(file.slice(0, -suffix.length)),
    );
    if (twin) continue; // served as an encoding of its original, never at its own URL
    if (notFoundFiles.has(path.slice(1))) {
      // Only ever an answer, never a page: /404 and /de/404 are missing paths like any other.
      notFound.set(path.slice(1), loadResource(rules, file, path));
    } else if (path.endsWith(".html")) {
      // features.html → /features, index.html → /, docs/index.html → /docs
      const page = path.replace(/(?:\/index)?\.html$/, "") || "/";
      files.set(page, loadResource(rules, file, page));
      pages.add(page);
      aliases.set(path, page);
    } else {
      files.set(path, loadResource(rules, file, path));
    }
  }
  for (const page of notFoundFiles)
    if (!notFound.has(page)) throw new Error(`static-server: ${page} is missing from ${root}`);
  const experiments: Site["experiments"] = new Map();
  for (const rule of rules.experiments?.running ?? [])
    for (const { path, pageFile, files: variants } of rule.pages) {
      // Each file with the page's headers (headersFor gives an experiment's page its Cache-Control),
      // and each variant once more as the answer to a request that names it (its own cache rule).
      const load = (file: string) => loadResource(rules, join(root, file), path);
      const named = { "Cache-Control": rules.experiments!.namedCacheControl };
      experiments.set(path, {
        rule,
        pageFile: load(pageFile),
        variants: variants.map(load),
        named: variants.map((file) => loadResource(rules, join(root, file), path, named)),
      });
    }
  return { rules, files, pages, aliases, notFound, experiments, now };
}

const acceptCache = new Map<string, ReadonlySet<string>>();

/** The codings an Accept-Encoding header allows (q > 0), "*" standing for any not named. */
export function acceptedEncodings(header: string): ReadonlySet<string> {
  let accepted = acceptCache.get(header);
  if (accepted) return accepted;
  const allowed = new Set<string>();
  const refused = new Set<string>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    (q && !(Number(q.slice(2)) > 0) ? refused : allowed).add(name);
  }
  if (allowed.has("*")) for (const { name } of ENCODINGS) if (!refused.has(name)) allowed.add(name);
  accepted = allowed;
  if (acceptCache.size < 256) acceptCache.set(header, accepted);
  return accepted;
}

function choose(resource: Resource, acceptEncoding: string | undefined): Representation {
  if (acceptEncoding) {
    const accepted = acceptedEncodings(acceptEncoding);
    for (const { name } of ENCODINGS) {
      const representation = resource.encoded[name];
      if (representation && accepted.has(name)) return representation;
    }
  }
  return resource.identity;
}

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

function send(req: IncomingMessage, res: ServerResponse, status: number, representation: Representation) {
  const ifNoneMatch = req.headers["if-none-match"];
  if (status === 200 && ifNoneMatch && matchesEtag(ifNoneMatch, representation.etag)) {
    res.writeHead(304, representation.notModified).end();
    return;
  }
  res.writeHead(status, representation.headers);
  res.end(req.method === "HEAD" ? undefined : representation.body);
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  302: "Found",
  400: "Bad Request",
  405: "Method Not Allowed",
  414: "URI Too Long",
  500: "Internal Server Error",
};

/** A short plain-text answer (errors, redirects) with the headers the rules give `path`. */
function plain(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  { path = "/", headers = {} }: { path?: string; headers?: Record<string, string> } = {},
) {
  const body = `${STATUS_TEXT[status] ?? "Moved Permanently"}\n`;
  res.writeHead(status, {
    ...headersFor(site.rules, path, { https: false }),
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Only a query of visible ASCII is carried into a same-site redirect; anything else is dropped. */
const safeQuery = (query: string) => (/^\?[\x21-\x7e]*$/.test(query) ? query : "");

/** A decoded path no file can have: a control character (NUL, CR, LF…), or "." or ".." as a segment. */
function refusedPath(path: string): boolean {
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return /(?:^|\/)\.\.?(?:\/|$)/.test(path);
}

/** Whether a request target's path is the events path, decoded as nginx decodes it before matching. */
function isEventsTarget(target: string, events: EventsRule): boolean {
  const queryAt = target.indexOf("?");
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!rawPath.includes("%")) return rawPath === events.path;
  try {
    return decodeURIComponent(rawPath) === events.path;
  } catch {
    return false;
  }
}

/** An answer on the events path: the rules' headers, never stored, a one-line body. */
function eventReply(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  { status, body }: EventAnswer,
  headers: Record<string, string> = {},
) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    ...headersFor(site.rules, site.rules.events!.path, { https: false }),
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Reads at most EVENT_LIMIT_BYTES of the body: 413 at the first byte past it, with what came before
 * dropped; "gone" when the visitor went away first.
 */
function readEventBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer> | 413 | "gone"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > EVENT_LIMIT_BYTES) {
        req.off("data", onData);
        chunks.length = 0;
        resolve(413);
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks, size)));
    req.once("error", () => resolve("gone"));
    req.once("close", () => {
      if (!req.complete) resolve("gone");
    });
  });
}

/**
 * POST on the events path (docs/decisions/015): the body checked here, then forwarded to the build's fixed
 * collector (functions/api/events-proxy.ts) with the visitor's User-Agent and the socket's own address as
 * X-Forwarded-For. An X-Forwarded-For the visitor sent is never passed on: `npm start` is the edge
 * (decision 008), so that header could only come from the visitor, who could then pose as any
 * number of visitors to the collector, which counts unique visitors by address and agent.
 */
async function handleEvent(site: Site, req: IncomingMessage, res: ServerResponse, events: EventsRule) {
  if (req.method !== "POST") return eventReply(site, req, res, eventAnswer(405), { Allow: "POST" });
  // Too large, by its own word or as it arrives: refused, the connection closed after the answer.
  // What is still arriving is read and dropped (never kept), so the visitor sees the 413 rather
  // than a reset; the server's request timeout bounds how long.
  const tooLarge = () => {
    eventReply(site, req, res, eventAnswer(413), { Connection: "close" });
    req.resume();
  };
  if (declaredTooLarge(req.headers["content-length"])) return tooLarge();
  const body = await readEventBody(req);
  if (body === "gone") return;
  if (body === 413) return tooLarge();
  if (!isJsonObject(body)) return eventReply(site, req, res, eventAnswer(400));
  const address = req.socket.remoteAddress;
  if (address === undefined) return; // the connection is already closed
  const result = await forwardEvent(events.upstream, body, {
    userAgent: req.headers["user-agent"] ?? "",
    address: plainAddress(address),
  });
  eventReply(site, req, res, result);
}

function handle(site: Site, req: IncomingMessage, res: ServerResponse): void {
  const { events } = site.rules;
  if (events && isEventsTarget(req.url ?? "", events)) {
    handleEvent(site, req, res, events).catch((error: unknown) => {
      console.error("static-server: events path:", error);
      if (!res.headersSent) plain(site, req, res, 500);
      else res.destroy();
    });
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    return plain(site, req, res, 405, { headers: { Allow: "GET, HEAD" } });
  }
  let target = req.url ?? "";
  if (target.length > MAX_TARGET_LENGTH) return plain(site, req, res, 414);
  // RFC 9112, 3.2: a request with more than one Host field is answered 400 (Node keeps the first).
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") hosts++;
  if (hosts > 1) return plain(site, req, res, 400);
  if (!target.startsWith("/")) {
    // The absolute form (GET http://host/path) is valid HTTP/1.1; only its path and query count.
    if (!/^https?:\/\//i.test(target) || !URL.canParse(target)) return plain(site, req, res, 400);
    const url = new URL(target);
    target = url.pathname + url.search;
  }
  const queryAt = target.indexOf("?");
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt);
  let path = rawPath;
  if (rawPath.includes("%")) {
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return plain(site, req, res, 400); // a bad escape, or bytes that are not UTF-8 (overlong forms too)
    }
  }
  if (refusedPath(path)) return plain(site, req, res, 400);

  for (const redirect of site.rules.redirects) {
    if (redirectMatches(redirect.source, path)) {
      return plain(site, req, res, redirect.status, { path, headers: { Location: redirect.destination } });
    }
  }

  // A dated page (docs/decisions/027), by the clock now: ended, its address sends visitors on, never
  // stored, carrying only the campaign's and the variant's parameters; not yet started, it is missing.
  const campaign = campaignAt(site.rules, path);
  if (campaign) {
    const { endedCacheControl, carried } = site.rules.campaigns!;
    const phase = campaignPhase(campaign.rule, site.now());
    if (phase === "ended")
      return plain(site, req, res, 302, {
        path,
        headers: {
          Location: campaign.page.endsAt + carriedQuery(query, carried),
          "Cache-Control": endedCacheControl,
        },
      });
    if (phase === "before") return sendNotFound(site, req, res, path, { "Cache-Control": endedCacheControl });
  }

  const experiment = site.experiments.get(path);
  // Outside its dates an experiment draws nothing: the page as it is, below.
  if (experiment && campaignPhase(experiment.rule, site.now()) === "live") {
    const { variant, named } = chosenVariant(
      experiment.rule,
      query,
      gpcOn(req.headers["sec-gpc"]?.toString()),
    );
    const file =
      variant === null ? experiment.pageFile : (named ? experiment.named : experiment.variants)[variant]!;
    return send(req, res, 200, choose(file, req.headers["accept-encoding"]));
  }

  const resource = site.files.get(path);
  if (resource) return send(req, res, 200, choose(resource, req.headers["accept-encoding"]));

  const page =
    site.aliases.get(path) ??
    (path.endsWith("/") && site.pages.has(path.slice(0, -1)) ? path.slice(0, -1) : undefined);
  if (page !== undefined) {
    const location = encodeURI(page) + safeQuery(query);
    return plain(site, req, res, site.rules.cleanUrlRedirect, { path, headers: { Location: location } });
  }

  sendNotFound(site, req, res, path);
}

/**
 * The not-found page of the path's prefix (a language's own: /de/nope gets de/404.html), with 404;
 * `headers` over the path's own (a dated page not yet started is never stored).
 */
function sendNotFound(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  headers?: Record<string, string>,
) {
  const page = choose(site.notFound.get(notFoundPageFor(site.rules, path))!, req.headers["accept-encoding"]);
  if (headers || site.rules.headers.paths.some((rule) => pathMatches(rule.path, path))) {
    // A per-path rule covers this missing path: the 404 page with that path's headers.
    res.writeHead(404, { ...headersFor(site.rules, path, { https: false }), ...page.entity, ...headers });
    res.end(req.method === "HEAD" ? undefined : page.body);
    return;
  }
  send(req, res, 404, page);
}

/**
 * Connections kept at once, well below the open-file limit (Node raises its soft limit to the hard
 * one, often 20,000 or more): one more is closed at once rather than starving the process of
 * descriptors. With the idle timeout below, a crowd of silent connections is shed within seconds.
 */
export const MAX_CONNECTIONS = 4_096;

/** A connection that sends or receives nothing for this long is closed (Node's default: never). */
export const IDLE_TIMEOUT_MS = 10_000;

/** A status line and the rules' headers for an answer Node's parser gives before any handler runs. */
function earlyAnswer(site: Site, status: number, text: string): string {
  const headers = Object.entries(headersFor(site.rules, "/", { https: false })).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return `HTTP/1.1 ${status} ${text}\r\n${headers.join("")}Content-Length: 0\r\nConnection: close\r\n\r\n`;
}

export function createSiteServer(site: Site): Server {
  const server = createServer(
    {
      // A request's head must arrive within 10 s, the whole request within 20 s; Node's defaults
      // (60 s, 300 s) let slow senders hold a connection for minutes.
      headersTimeout: 10_000,
      requestTimeout: 20_000,
      connectionsCheckingInterval: 1_000,
      keepAliveTimeout: 5_000,
    },
    (req, res) => {
      try {
        handle(site, req, res);
      } catch (error) {
        console.error("static-server:", error);
        if (!res.headersSent) plain(site, req, res, 500);
        else res.destroy();
      }
    },
  );
  server.maxConnections = MAX_CONNECTIONS;
  server.timeout = IDLE_TIMEOUT_MS;
  // Node hands CONNECT to this event and, with no listener, drops the connection unanswered.
  server.on("connect", (_req, socket) => {
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
  });
  // What Node's parser refuses (a malformed request, a head over its 16 KB limit) gets the same
  // headers as every other answer; a head whose request line alone is over the limit gets 414, as
  // nginx gives it, rather than 431.
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    // As Node's own handler: no answer on a dead socket or over a response already under way.
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) return socket.destroy();
    let answer = earlyAnswer(site, 400, "Bad Request");
    if (error.code === "HPE_HEADER_OVERFLOW") {
      const lineEnd = error.rawPacket?.indexOf("\r\n") ?? -1;
      answer =
        lineEnd === -1 || lineEnd > MAX_TARGET_LENGTH
          ? earlyAnswer(site, 414, "URI Too Long")
          : earlyAnswer(site, 431, "Request Header Fields Too Large");
    } else if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      answer = earlyAnswer(site, 408, "Request Timeout");
    }
    socket.end(answer);
  });
  return server;
}

/**
 * Stops accepting connections, lets requests in flight finish, closes idle keep-alive
 * connections at once and any still open after `graceMs`.
 */
export function stopGracefully(server: Server, graceMs = 3_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
