import { createServer, request, type Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { slowPhone } from "./slow-phone.ts";

/**
 * A loopback proxy in front of the site that gives the browser's own speculative fetches the
 * slow phone's network. DevTools' network emulation throttles what a page requests, but not the
 * prefetches Chromium makes for speculation rules (measured on Chromium 156: /pricing's 8 KB
 * prefetch was ready about 60 ms after it started under the 150 ms profile), so without this the
 * bench would time a prefetch no phone gets. Requests marked `Sec-Purpose: prefetch` wait one
 * round trip for their headers and receive their body at the profile's download rate; every other
 * request passes untouched (DevTools throttles those). One prefetch at a time is not modelled as
 * sharing the link with others: they start after the page has loaded, when it has nothing left.
 *
 * `every: true` throttles every request the same way, for engines whose requests DevTools cannot
 * throttle (Firefox and WebKit, bench/navigation-engines.ts): each waits one round trip for its
 * headers and gets its body at the download rate, in parallel without sharing the link.
 */
export async function startPrefetchThrottle(
  target: string,
  port: number,
  { every = false } = {},
): Promise<{ origin: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const speculative = every || String(incoming.headers["sec-purpose"] ?? "").includes("prefetch");
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      async (response) => {
        if (speculative) await sleep(slowPhone.latency);
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        if (!speculative) {
          response.pipe(outgoing);
          return;
        }
        // The body at the profile's rate: each chunk waits as long as the link would take for it.
        for await (const chunk of response as AsyncIterable<Buffer>) {
          await sleep((chunk.length / slowPhone.downloadThroughput) * 1000);
          outgoing.write(chunk);
        }
        outgoing.end();
      },
    );
    forward.on("error", () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((listening) => server.listen(port, "127.0.0.1", listening));
  return { origin: `http://127.0.0.1:${port}`, server };
}
