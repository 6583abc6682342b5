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
        // React and React Router load on every page: one chunk compresses better and costs one
        // request instead of a dozen. Icons stay with the routes that use them.
        codeSplitting: {
          groups: [{ name: "framework", test: /node_modules[\\/](?!lucide[\\/])/ }],
        },
      },
    },
  },
  define: {
    BUILD_SITE_ENV: JSON.stringify(env),
  },
});
