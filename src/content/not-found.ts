import type { PagePath } from "~/config/pages";
import type { PageMetaContent } from "./types";

export const notFoundMeta = {
  title: "Page not found",
  description: "The page you are looking for does not exist.",
} as const satisfies PageMetaContent;

export const notFoundContent = {
  code: "404",
  message: "Oops! Page not found",
  homeLabel: "Return to Home",
  homePath: "/",
} as const satisfies { code: string; message: string; homeLabel: string; homePath: PagePath };
