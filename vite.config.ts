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
    rolldownOptions: {
      output: {
        // React and React Router load on every page: one chunk compresses better and costs one
        // request instead of a dozen. Icons stay with the routes that use them.
        codeSplitting: {
          groups: [{ name: "framework", test: /node_modules[\\/](?!lucide-react[\\/])/ }],
        },
      },
    },
  },
  define: {
    "process.env.SITE_ORIGIN": JSON.stringify(env.SITE_ORIGIN),
    "process.env.SITE_EXTERNAL_HOST": JSON.stringify(env.SITE_EXTERNAL_HOST),
  },
});
