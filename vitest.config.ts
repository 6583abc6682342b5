import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Components and pure logic only: Astro's pages are covered by the browser tests on the build.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./src/test-setup.ts"],
  },
});
