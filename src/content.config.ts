import { defineCollection } from "astro:content";
import { plan, plansFolder, singleFiles, singles } from "#src/content/schema.ts";
import { contentDir } from "#src/content/dir.ts";
import { contentFiles } from "#src/content/astro-loader.ts";

/**
 * The site's words, prices and lists live as YAML under content/ (edited by hand or at /admin).
 * Each file is its own collection with its own schema, so a mistake stops the build with the
 * file, the line and the field named, and what to do (src/content/friendly.ts).
 */
const base = contentDir();

const single = <K extends keyof typeof singles>(name: K) =>
  defineCollection({
    loader: contentFiles(base, singles[name], `${singleFiles[name]}.yaml`),
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
  plans: defineCollection({
    loader: contentFiles(`${base}/${plansFolder}`, plan),
    schema: plan,
  }),
};
