import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { siteContent } from "#src/content/site-collection.ts";
import { drawShareCard, uploadedShareCard } from "#src/lib/share-card.ts";
import { shareImageFolder, shareImagePath, sharedPages } from "#src/lib/share-image.ts";

/**
 * Each page's share image in each language, drawn by the build from the page's words (its title,
 * description and address), so a new page or a new title gets its own card with no developer and
 * no browser: /social/en/index.png, /social/de/pricing.png, /social/fr/lp/revops.png. A landing
 * page's picture uploaded for sharing takes the card's place, cut to its size.
 */
export const getStaticPaths = (async () =>
  sharedPages(await siteContent()).map(({ path, locale, title, description, address, upload }) => ({
    params: { image: shareImagePath(locale, path).slice(`/${shareImageFolder}/`.length, -".png".length) },
    props: { title, description, address, upload },
  }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props: { upload, ...words } }) =>
  new Response(new Uint8Array(upload ? await uploadedShareCard(upload) : await drawShareCard(words)), {
    headers: { "Content-Type": "image/png" },
  });
