import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * A stand-in for the analytics collector (Plausible's POST /api/event) on loopback, for the events
 * path of every target (docs/decisions/015). It records each request as it arrived and answers like
 * Plausible (202, or 400 for a body that is not JSON), or, when told, as a broken collector:
 *   slow       reads the request and never answers (the proxy must give up by itself);
 *   dead       stops listening, so its port refuses connections;
 *   status N   answers N (a collector in trouble, 5xx; or one refusing the event, 4xx).
 * It runs on two ports: the collector's (the URL a build is made with) and a control port that
 * stays up while the collector is dead, for the tests in another process:
 *   GET  /recorded          every request recorded so far, as JSON (RecordedEvent[])
 *   POST /mode              body "normal", "slow", "dead" or "status 500"
 *   POST /reset             forgets the recorded requests and goes back to normal
 * Tests in the same process use the returned object instead.
 */
export interface RecordedEvent {
  method: string;
  path: string;
  /** The body exactly as it arrived, as base64 (compare bytes, not a re-encoding). */
  body: string;
  userAgent: string | null;
  forwardedFor: string | null;
  contentType: string | null;
  /** Host as the proxy sent it (an nginx block must name the upstream's host, not the site's). */
  host: string | null;
}

type CollectorMode = "normal" | "slow" | "dead" | { status: number };

export interface CollectorStandIn {
  /** The events URL to build with: http://127.0.0.1:<port>/api/event. */
  url: string;
  /** http://127.0.0.1:<control port>, for tests in another process (see above). */
  control: string;
  recorded: RecordedEvent[];
  setMode(mode: CollectorMode): Promise<void>;
  close(): Promise<void>;
}

const COLLECTOR_PATH = "/api/event";

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
};

function isJson(body: Buffer): boolean {
  try {
    JSON.parse(body.toString());
    return true;
  } catch {
    return false;
  }
}

function parseMode(text: string): CollectorMode | undefined {
  const trimmed = text.trim();
  if (trimmed === "normal" || trimmed === "slow" || trimmed === "dead") return trimmed;
  const status = /^status (\d{3})$/.exec(trimmed)?.[1];
  return status ? { status: Number(status) } : undefined;
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });

export async function startCollectorStandIn({
  port = 0,
  controlPort = 0,
  host = "127.0.0.1",
}: { port?: number; controlPort?: number; host?: string } = {}): Promise<CollectorStandIn> {
  const recorded: RecordedEvent[] = [];
  let mode: CollectorMode = "normal";
  // Requests held by the slow mode; dropped when the mode changes or the stand-in closes.
  const held = new Set<Socket>();

  const collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      recorded.push({
        method: request.method ?? "",
        path: request.url ?? "",
        body: Buffer.concat(chunks).toString("base64"),
        userAgent: header(request, "user-agent"),
        forwardedFor: header(request, "x-forwarded-for"),
        contentType: header(request, "content-type"),
        host: header(request, "host"),
      });
      if (mode === "slow") {
        held.add(request.socket);
        request.socket.once("close", () => held.delete(request.socket));
        return;
      }
      // As Plausible does: 202 for an event, 400 for a body that is not JSON (which an nginx
      // target forwards, docs/analytics-operators.md), 404 for another path.
      const status =
        typeof mode === "object"
          ? mode.status
          : request.url !== COLLECTOR_PATH
            ? 404
            : isJson(Buffer.concat(chunks))
              ? 202
              : 400;
      response.writeHead(status, { "Content-Type": "text/plain" });
      response.end(status === 202 ? "ok" : `stand-in: ${status}`);
    });
  });
  // A slow request is never timed out by the stand-in itself: the proxy must give up first.
  collector.requestTimeout = 0;
  collector.headersTimeout = 0;
  await listen(collector, port, host);
  const collectorPort = (collector.address() as { port: number }).port;

  const setMode = async (next: CollectorMode) => {
    for (const socket of held) socket.destroy();
    held.clear();
    mode = next;
    if (next === "dead") await close(collector);
    else if (!collector.listening) await listen(collector, collectorPort, host);
  };

  const controlServer = createServer((request: IncomingMessage, response: ServerResponse) => {
    const reply = (status: number, body: string, type = "text/plain") => {
      response.writeHead(status, { "Content-Type": type });
      response.end(body);
    };
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      if (request.method === "GET" && request.url === "/recorded")
        return reply(200, JSON.stringify(recorded), "application/json");
      if (request.method === "POST" && request.url === "/reset") {
        recorded.length = 0;
        return void setMode("normal").then(() => reply(200, "normal\n"));
      }
      if (request.method === "POST" && request.url === "/mode") {
        const next = parseMode(text);
        if (!next) return reply(400, 'stand-in: mode is "normal", "slow", "dead" or "status NNN"\n');
        return void setMode(next).then(
          () => reply(200, `${text.trim()}\n`),
          (error: Error) => reply(500, `stand-in: ${error.message}\n`),
        );
      }
      reply(404, "stand-in: GET /recorded, POST /mode, POST /reset\n");
    });
  });
  await listen(controlServer, controlPort, host);
  const control = `http://${host}:${(controlServer.address() as { port: number }).port}`;

  return {
    url: `http://${host}:${collectorPort}${COLLECTOR_PATH}`,
    control,
    recorded,
    setMode,
    close: async () => {
      for (const socket of held) socket.destroy();
      await Promise.all([close(collector), close(controlServer)]);
    },
  };
}
