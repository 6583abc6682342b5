import { defineCollection } from "astro:content";
import { plan, planWords } from "#src/content/schema/plans.ts";
import { singles } from "#src/content/schema/singles.ts";
import { contentDir } from "#src/content/dir.ts";
import { contentFiles } from "#src/content/astro-loader.ts";
import { planFiles, planWordFilesInEveryLanguage, singleFilesInEveryLanguage } from "#src/content/files.ts";

/**
 * The site's words, prices and lists live as YAML under content/ (edited by hand or at /admin),
 * and each other language's words under content/<code>/ (src/config/locales.ts). Each file is its
 * own collection with its own schema, an entry per language, so a mistake stops the build with the
 * file, the line and the field named, and what to do (src/content/friendly.ts), and a translation
 * that strays from English does too (src/content/parity.ts).
 */
const base = contentDir();

const single = <K extends keyof typeof singles>(name: K) =>
  defineCollection({
    loader: contentFiles(singles[name], () => singleFilesInEveryLanguage(name, base), base),
    schema: singles[name],
  });

export const collections = {
  navigation: single("navigation"),
  home: single("home"),
  features: single("features"),
  pricing: single("pricing"),
  about: single("about"),
  faq: single("faq"),
  contact: single("contact"),
  notFound: single("notFound"),
  roi: single("roi"),
  plans: defineCollection({ loader: contentFiles(plan, () => planFiles(base), base), schema: plan }),
  // Each plan's words in each other language, `<code>/<plan>`; prices stay in `plans`.
  planWords: defineCollection({
    loader: contentFiles(planWords, () => planWordFilesInEveryLanguage(base), base),
    schema: planWords,
  }),
};
