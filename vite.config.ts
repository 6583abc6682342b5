import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeEnv } from "./app/config/env.ts";

// Importing env.ts validates SITE_ORIGIN and SITE_EXTERNAL_HOST: a malformed value
// stops the build here with a message naming the variable.
const env = buildTimeEnv(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Vite would give every dynamic import (the islands) a table of the files it needs, for
    // preloading: 2 KB of file names on every page to speed up a client-side navigation that
    // most visitors never make. The router already preloads route modules itself.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // What every page loads goes in two chunks instead of ~20: each response carries the
        // full security headers (~1.5 KB), and one file compresses better than many (−2 KB gzip
        // per page). React and React Router in one; the header, config and helpers every page
        // hydrates in the other ("shell"). Sections and their icons stay with their pages.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](?!lucide[\\/])/ },
            {
              name: "shell",
              test: /app[\\/](root|components[\\/](islands|layout[\\/](?!site-footer)|ui[\\/](button|cta-link|external-link|icon))|lib[\\/](cn|links|meta|island|use-hydrated)|config[\\/]|content[\\/]navigation)|lucide[\\/].*[\\/](x|menu|chevron-down)\.js/,
            },
          ],
        },
      },
    },
  },
  define: {
    BUILD_SITE_ENV: JSON.stringify(env),
  },
});
