import {
  answer,
  declaredTooLarge,
  forwardEvent,
  isJsonObject,
  readLimited,
  type EventAnswer,
} from "./events-proxy.ts";
import { collector } from "./_collector.js";

/**
 * Cloudflare Pages Function at /api/event (docs/decisions/015): the events script's POSTs, forwarded to the
 * collector this build was made with, by the same rules as `npm start` (functions/api/events-proxy.ts).
 * With counting off (`collector` null) it steps aside for the static handler, so the path answers
 * exactly as any missing path does.
 */

/**
 * `_headers` does not reach a Function's answers on Pages: the headers that matter for a tiny
 * text answer are set here.
 */
const reply = ({ status, body }: EventAnswer, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
      ...headers,
    },
  });

export const onRequest = async ({
  request,
  next,
}: {
  request: Request;
  next: () => Promise<Response>;
}): Promise<Response> => {
  if (collector === null) return next();
  if (request.method !== "POST") return reply(answer(405), { Allow: "POST" });
  if (declaredTooLarge(request.headers.get("Content-Length"))) return reply(answer(413));
  const body = await readLimited(request.body);
  if (body === 413) return reply(answer(413));
  if (!isJsonObject(body)) return reply(answer(400));
  // CF-Connecting-IP is the visitor's address as Cloudflare's edge saw it; the edge sets it on
  // every request and overwrites one a visitor sends, unlike X-Forwarded-For, which is not read.
  return reply(
    await forwardEvent(collector, body, {
      userAgent: request.headers.get("User-Agent") ?? "",
      address: request.headers.get("CF-Connecting-IP") ?? "",
    }),
  );
};
