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
  define: {
    "process.env.SITE_ORIGIN": JSON.stringify(env.SITE_ORIGIN),
    "process.env.SITE_EXTERNAL_HOST": JSON.stringify(env.SITE_EXTERNAL_HOST),
  },
});
