import { defineConfig } from "vitest/config";
import { iconSpriteDefine } from "./src/components/ui/icon-sprite.ts";

// Components and pure logic only: Astro's pages are covered by the browser tests on the build.
export default defineConfig({
  // The icon sprite's path, as the build gives it to components (src/components/ui/icon-sprite.ts).
  define: iconSpriteDefine(),
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "config/**/*.test.ts",
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
