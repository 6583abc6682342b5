import type { Locale } from "#src/config/locales.ts";
import { calculatorId } from "#src/config/pages.ts";
import { islandChunkUrls, roiCopyModule } from "#src/lib/island-chunks.ts";
import { intlWarmUpWorkers } from "#src/lib/intl-warm-up-chunk.ts";
import { roiEarlyModules } from "#src/lib/roi-early-chunk.ts";
import { roiFieldOrder } from "#src/lib/roi/model.ts";

/**
 * What a page with the calculator tells the browser about it, in its language: the head's preload
 * (`LinkedPreload`'s props: a copied link starts the calculator's code with the stylesheet) and the
 * island's `client:linked` options (it loads a screen before the viewport, or at once when the URL
 * links to it: #roi-calculator, or inputs in the query). One place for both, so the home page and a
 * landing page cannot name different chunks. The words come first in the preload: small, and what
 * the early answer waits for (a browser fetches six requests at once).
 */
export function calculatorLinks(locale: Locale) {
  const words = islandChunkUrls(`${roiCopyModule}/${locale}`);
  const [workers, modules] = [intlWarmUpWorkers(), roiEarlyModules()];
  const code = islandChunkUrls("src/components/islands/roi-calculator-island.tsx");
  return {
    preload: { id: calculatorId, params: roiFieldOrder, urls: [...words, ...code], workers, modules },
    island: {
      id: calculatorId,
      params: roiFieldOrder,
      rootMargin: "100% 0px",
      data: words,
      workers,
      modules,
    },
  };
}
