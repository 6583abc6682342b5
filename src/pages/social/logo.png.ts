import type { APIRoute } from "astro";
import sharp from "sharp";
import { logoMarkSvg } from "#src/components/layout/logo-mark.ts";
import { brandColour } from "#src/lib/brand-colours.ts";

/**
 * The mark as a 512 px picture, the Organization's `logo` in every page's structured data (search
 * engines ask for a raster image): drawn from logo-mark.ts, its corners transparent.
 */
export const GET: APIRoute = async () =>
  new Response(
    new Uint8Array(
      await sharp(Buffer.from(logoMarkSvg({ tile: brandColour.primary, ink: "#ffffff", size: 512 })))
        .png()
        .toBuffer(),
    ),
    { headers: { "Content-Type": "image/png" } },
  );
