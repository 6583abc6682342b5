import { navigation } from "./navigation.ts";
import { about, contact, faq, features, home, notFound } from "./pages.ts";
import { pricing } from "./pricing.ts";
import { roi } from "./roi.ts";

/** The files that hold one page's (or the site's) content each, by collection name. */
export const singles = { navigation, home, features, pricing, about, faq, contact, notFound, roi } as const;

/** Each single collection's file under content/, without the .yaml extension. */
export const singleFiles = {
  navigation: "navigation",
  home: "home",
  features: "features",
  pricing: "pricing",
  about: "about",
  faq: "faq",
  contact: "contact",
  notFound: "not-found",
  roi: "roi-calculator",
} as const satisfies Record<keyof typeof singles, string>;
