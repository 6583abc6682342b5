/**
 * The events path's rules (docs/decisions/015), shared by `npm start` (server/static-server.ts) and the
 * Cloudflare Pages Function (functions/api/event.ts): web-platform code only (fetch, streams,
 * TextDecoder, AbortSignal), so it runs in Node and in workerd alike. nginx applies the same rules
 * in its own terms (config/server-configs.ts). docs/analytics-operators.md has the table.
 */

/** The largest event accepted; a Plausible event is a few hundred bytes. */
export const EVENT_LIMIT_BYTES = 4096;

/** How long the visitor's request may wait on the collector, connection to status line. */
export const COLLECTOR_TIMEOUT_MS = 2000;

/** What the visitor gets back: a status and a one-line body, never the collector's own body. */
export interface EventAnswer {
  status: number;
  body: string;
}

const TEXT: Readonly<Record<number, string>> = {
  400: "Bad Request",
  405: "Method Not Allowed",
  413: "Content Too Large",
  502: "Bad Gateway",
  504: "Gateway Timeout",
};

export const answer = (status: number, text = TEXT[status] ?? "Forwarded"): EventAnswer => ({
  status,
  body: `${text}\n`,
});

/** A body too large to read at all: its declared length is over the limit. */
export function declaredTooLarge(contentLength: string | null | undefined): boolean {
  if (contentLength === null || contentLength === undefined) return false;
  const length = Number(contentLength);
  return !Number.isFinite(length) || length > EVENT_LIMIT_BYTES;
}

/**
 * Reads a body as it arrives and stops at the limit: `413` as soon as one byte more has come (the
 * rest is never read, nothing past the limit is kept), else the bytes.
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
): Promise<Uint8Array<ArrayBuffer> | 413> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > EVENT_LIMIT_BYTES) {
      void reader.cancel().catch(() => {});
      return 413;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Whether a body is an event at all: UTF-8 text that parses as a JSON object (Plausible's
 * `{n,u,d,r,p}`). Its fields are the collector's to judge; this only keeps garbage from being
 * forwarded and answers it with the visitor's own 400.
 */
export function isJsonObject(bytes: Uint8Array): boolean {
  try {
    const value: unknown = JSON.parse(utf8.decode(bytes));
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** `::ffff:127.0.0.1`, as a dual-stack socket reports an IPv4 peer, is 127.0.0.1 to a collector. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

export interface Visitor {
  /** The visitor's own User-Agent, or "" (never the runtime's default: Plausible would count it). */
  userAgent: string;
  /** The visitor's address as this server (or Cloudflare's edge) saw it, never a header the visitor set. */
  address: string;
}

/**
 * Sends one checked event to the fixed upstream and says what to answer the visitor: the
 * collector's status when it is a 2xx or 4xx (202 normally), 502 for a 3xx or 5xx or no connection,
 * 504 when no status line came within COLLECTOR_TIMEOUT_MS. Never throws, never reads the
 * collector's body (it is cancelled unread), never follows a redirect.
 */
export async function forwardEvent(
  upstream: string,
  body: Uint8Array<ArrayBuffer>,
  visitor: Visitor,
  {
    fetch: send = fetch,
    timeoutMs = COLLECTOR_TIMEOUT_MS,
  }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<EventAnswer> {
  try {
    const response = await send(upstream, {
      method: "POST",
      body,
      headers: {
        "Content-Type": "text/plain",
        // Sent even when empty: Node's fetch would otherwise send its own name as the agent.
        "User-Agent": visitor.userAgent,
        ...(visitor.address ? { "X-Forwarded-For": visitor.address } : {}),
      },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    void response.body?.cancel().catch(() => {});
    const { status } = response;
    return (status >= 200 && status < 300) || (status >= 400 && status < 500)
      ? answer(status, status === 202 ? "Accepted" : `Collector answered ${status}`)
      : answer(502);
  } catch (error) {
    return answer((error as Error).name === "TimeoutError" ? 504 : 502);
  }
}
