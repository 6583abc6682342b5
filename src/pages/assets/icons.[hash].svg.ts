import type { APIRoute } from "astro";
import { iconSprite } from "#src/components/ui/icon-sprite.ts";

/** The icon sprite (src/components/ui/icon-sprite.ts), written to /assets/ under its hash. */
export const getStaticPaths = () => [{ params: { hash: iconSprite().hash } }];

export const GET: APIRoute = () =>
  new Response(iconSprite().text, { headers: { "Content-Type": "image/svg+xml" } });
