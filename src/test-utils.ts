import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";
import type { PageRef } from "#src/components/ui/page-context.tsx";
import type { BuiltPicture } from "#src/components/ui/picture.tsx";
import { defaultLocale, type Locale } from "#src/config/locales.ts";
import type { PageId } from "#src/config/pages.ts";
import { readContent } from "#src/content/read-content.ts";
import { siteWords } from "#src/content/site-words.ts";

/**
 * Renders as the build does: with no `window` or `document`, so a component that reads the
 * browser while rendering fails here, or gives HTML that hydration then rejects.
 */
export function serverHtml(node: ReactNode): string {
  vi.stubGlobal("window", undefined);
  vi.stubGlobal("document", undefined);
  try {
    return renderToString(node);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A page as a page's root component gets it: which page, its language, and that language's shared words. */
export function testPage(id: PageId = "home", locale: Locale = defaultLocale): PageRef {
  return { id, locale, words: siteWords(readContent("navigation", locale)) };
}

/** A logo as the build makes one (lib/pictures.ts): AVIF at 1× and 2× its box, a WebP fallback, no description of its own. */
export function builtLogo(name: string, width: number, height: number): BuiltPicture {
  return {
    sources: [
      { type: "image/avif", srcSet: `/assets/${name}.avif ${width}w, /assets/${name}-2x.avif ${width * 2}w` },
    ],
    src: `/assets/${name}.webp`,
    width,
    height,
    sizes: `${width}px`,
    alt: "",
    eager: false,
  };
}
