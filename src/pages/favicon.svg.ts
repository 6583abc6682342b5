import type { APIRoute } from "astro";
import { logoMarkSvg } from "#src/components/layout/logo-mark.ts";
import { brandColour } from "#src/lib/brand-colours.ts";

/** The favicon: the mark on the light theme's primary, from its one drawing (logo-mark.ts). */
export const GET: APIRoute = () =>
  new Response(`${logoMarkSvg({ tile: brandColour.primary, ink: "#ffffff" })}\n`, {
    headers: { "Content-Type": "image/svg+xml" },
  });
