import { connect } from "node:net";

export interface RawResponse {
  status: number;
  /** Lower-case names; a name sent twice has its values joined with ", ". */
  headers: Record<string, string>;
  /** Every header line as sent, for checks on what must never appear. */
  headerLines: string[];
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  /** The request target exactly as it goes on the wire (latin1, so "\xc0" is one byte). */
  target: string;
  headers?: Record<string, string>;
}

/**
 * One HTTP/1.1 request written byte for byte on its own connection (no client normalises the
 * path, the method or the escapes), read until the server closes. Resolves "no answer" when the
 * server closes without a status line.
 */
export function rawRequest(
  origin: string,
  { method = "GET", target, headers = {} }: RawRequest,
  timeoutMs = 10_000,
): Promise<RawResponse | "no answer"> {
  const { hostname, port } = new URL(origin);
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`${method} ${target.slice(0, 80)}: no answer within ${timeoutMs} ms`));
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (a server closing on a request it refused) still leaves the answer.
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      const data = Buffer.concat(chunks);
      const end = data.indexOf("\r\n\r\n");
      const lines = data
        .subarray(0, end === -1 ? data.length : end)
        .toString("latin1")
        .split("\r\n");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1];
      if (!status) return resolve("no answer");
      const headerLines = lines.slice(1);
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        parsed[name] = name in parsed ? `${parsed[name]}, ${value}` : value;
      }
      const body = end === -1 ? Buffer.alloc(0) : data.subarray(end + 4);
      resolve({
        status: Number(status),
        headers: parsed,
        headerLines,
        body: /chunked/i.test(parsed["transfer-encoding"] ?? "") ? dechunk(body) : body,
      });
    });
    socket.write(`${head}\r\n\r\n`, "latin1");
  });
}

/** The body of a chunked response, without the chunk sizes. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    const size = lineEnd === -1 ? 0 : Number.parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * Requests every hostile path answers with a 4xx on every server. The names say what each tries.
 */
export const hostileRequests: readonly (RawRequest & { name: string })[] = [
  { name: "NUL byte", target: "/%00" },
  { name: "NUL byte before an extension", target: "/index.html%00.txt" },
  { name: "9,000-character path", target: `/${"a".repeat(9_000)}` },
  { name: "9,000-character query", target: `/?q=${"a".repeat(9_000)}` },
  { name: "4,000-character path (under nginx's limit)", target: `/${"a".repeat(4_000)}` },
  { name: "a path below a file", target: "/robots.txt/x" },
  { name: "lone percent sign", target: "/%" },
  { name: "percent with non-hex digits", target: "/%zz" },
  { name: "truncated UTF-8 escape", target: "/%E2%82" },
  { name: "overlong UTF-8 for ../ (escaped)", target: "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd" },
  { name: "overlong UTF-8 for / (escaped)", target: "/assets%c0%af..%c0%af..%c0%afpackage.json" },
  { name: "overlong UTF-8 (raw bytes)", target: "/\xc0\xae\xc0\xae/etc/passwd" },
  { name: "traversal", target: "/../../etc/passwd" },
  { name: "traversal, escaped slashes", target: "/..%2f..%2fetc%2fpasswd" },
  { name: "traversal, escaped dots", target: "/%2e%2e/%2e%2e/etc/passwd" },
  { name: "traversal out of /assets", target: "/assets/..%2f..%2fpackage.json" },
  { name: "traversal with backslashes", target: "/..%5c..%5cetc%5cpasswd" },
  { name: "escaped CRLF with a header after it", target: "/%0d%0aSet-Cookie:%20injected=1" },
  { name: "escaped CRLF in a page path", target: "/pricing%0d%0aLocation:%20https://evil.example" },
  { name: "two Host headers", target: "/", headers: { Host: "evil.example" } },
  { name: "64 KB path", target: `/${"a".repeat(65_536)}` },
  { name: "TRACE", method: "TRACE", target: "/" },
  { name: "PUT", method: "PUT", target: "/index.html", headers: { "Content-Length": "0" } },
  { name: "DELETE", method: "DELETE", target: "/index.html" },
  { name: "POST", method: "POST", target: "/", headers: { "Content-Length": "0" } },
];

/**
 * Paths that try to turn a redirect into one to another site: a Location of `/\evil.example`,
 * `//evil.example` or `/<tab>/evil.example` is on this site to a string comparison but on
 * evil.example to a browser (the WHATWG URL parser reads `\` as `/` and drops tabs, CR and LF).
 * Each stem is sent with a trailing slash and with `.html` (the two spellings a clean-URL
 * redirect answers), at the root and under /blog/, byte for byte as written here (latin1).
 */
const redirectStems: readonly { name: string; stem: string }[] = [
  { name: "escaped backslash", stem: "/%5Cevil.example" },
  { name: "raw backslash", stem: "/\\evil.example" },
  { name: "escaped backslash, lower case", stem: "/%5cevil.example" },
  { name: "doubled escaped backslash", stem: "/%5C%5Cevil.example" },
  { name: "doubled raw backslash", stem: "/\\\\evil.example" },
  { name: "backslash then slash", stem: "/%5C/evil.example" },
  { name: "raw backslash then slash", stem: "/\\/evil.example" },
  { name: "backslash then escaped slash", stem: "/%5C%2Fevil.example" },
  { name: "escaped slash then backslash", stem: "/%2F%5Cevil.example" },
  { name: "escaped slashes", stem: "/%2F%2Fevil.example" },
  { name: "escaped tab", stem: "/%09/evil.example" },
  { name: "raw tab", stem: "/\t/evil.example" },
  { name: "escaped CR", stem: "/%0D/evil.example" },
  { name: "escaped LF", stem: "/%0A/evil.example" },
  { name: "escaped CRLF", stem: "/%0D%0A/evil.example" },
  { name: "escaped U+2028", stem: "/%E2%80%A8/evil.example" },
  { name: "raw U+2028 (UTF-8 bytes)", stem: "/\xe2\x80\xa8/evil.example" },
  { name: "leading //", stem: "//evil.example" },
  { name: "leading ///", stem: "///evil.example" },
  { name: "leading /./", stem: "/.//evil.example" },
  { name: "/./ then backslash", stem: "/./%5Cevil.example" },
  { name: "escaped dot segment", stem: "/%2E/%2Fevil.example" },
  { name: "escaped dot-dot then backslash", stem: "/x/%2e%2e/%5Cevil.example" },
  { name: "scheme in the path", stem: "/https:%2F%2Fevil.example" },
];

export const hostileRedirects: readonly { name: string; targets: readonly string[] }[] = redirectStems.map(
  ({ name, stem }) => ({
    name,
    targets: ["", "/blog"].flatMap((prefix) => [`${prefix}${stem}/`, `${prefix}${stem}.html`]),
  }),
);
