import { defineConfig } from "vitest/config";
import { roiCopy } from "./config/integrations/roi-copy.ts";

// Components and pure logic only: Astro's pages are covered by the browser tests on the build.
export default defineConfig({
  // `virtual:roi-copy`, which the calculator's early module imports (its test runs it as the page does).
  plugins: [roiCopy()],
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "config/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "functions/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./src/test-setup.ts"],
    // A click a test dispatches on a link must not send happy-dom off to fetch it: the tests run
    // offline, and the calls to action point at the external host.
    environmentOptions: {
      happyDOM: {
        settings: {
          // Nor run a module script a test's page adds (the head's preload script adds the
          // calculator's early module): happy-dom loads no script file, and says so as an error.
          handleDisabledFileLoadingAsSuccess: true,
          navigation: {
            disableMainFrameNavigation: true,
            disableChildFrameNavigation: true,
            disableChildPageNavigation: true,
          },
        },
      },
    },
    // One module graph per worker, not per file: no test here relies on a fresh one, and a fresh
    // start per file (about 1 s each on these two cores) was a third of the run (41 s → 27 s).
    isolate: false,
  },
});
