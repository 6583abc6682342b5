import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/config/pages.ts";

// Static host/CDN deployment: every page is HTML at build time, no server runtime.
export default {
  ssr: false,
  prerender: [...prerenderPaths],
} satisfies Config;
