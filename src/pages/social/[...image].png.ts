import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { siteContent } from "#src/content/site-collection.ts";
import { drawShareCard } from "#src/lib/share-card.ts";
import { shareImageFolder, shareImagePath, sharedPages } from "#src/lib/share-image.ts";

/**
 * Each page's share image in each language, drawn by the build from the page's words (its title,
 * description and address), so a new page or a new title gets its own card with no developer and
 * no browser: /social/en/index.png, /social/de/pricing.png, /social/fr/lp/revops.png.
 */
export const getStaticPaths = (async () =>
  sharedPages(await siteContent()).map(({ path, locale, title, description, address }) => ({
    params: { image: shareImagePath(locale, path).slice(`/${shareImageFolder}/`.length, -".png".length) },
    props: { title, description, address },
  }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) =>
  new Response(new Uint8Array(await drawShareCard(props)), { headers: { "Content-Type": "image/png" } });
