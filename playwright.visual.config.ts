import { defineConfig, devices } from "@playwright/test";
import e2e, { startServer, wholeBrowser } from "./playwright.config.ts";
import { tolerance } from "#tests/visual/matrix.ts";

/**
 * The visual suite's Chromium half (`npm run test:visual`): every page and state against the
 * baselines committed in tests/visual/baselines/chromium/, on `npm start`'s server at E2E_PORT +
 * 50 (the e2e suite's servers take E2E_PORT, + 100 and + 200). `npm run visual:update` rewrites them.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 50;
const chromiumArgs = (e2e.use?.launchOptions?.args ?? []).filter(
  (arg) => !arg.startsWith("--explicitly-allowed-ports="),
);

export default defineConfig({
  testDir: "tests/visual",
  forbidOnly: !!process.env.CI,
  // Two cores: one worker per core; the shots themselves are quick, the pages wait on little.
  fullyParallel: true,
  workers: 2,
  reporter: "list",
  // Its own folder: Playwright empties its output folder at the start, and the other suites' results
  // sit in test-results/ too.
  outputDir: "test-results/visual",
  // A missing baseline fails the run and is written beside the test results, never into the
  // baselines: only `npm run visual:update` writes those.
  updateSnapshots: "none",
  snapshotPathTemplate: "{testDir}/baselines/{projectName}/{arg}{ext}",
  expect: {
    // A shot is taken until two in a row agree; on two busy cores a long page took over 5 s.
    timeout: 30_000,
    toHaveScreenshot: {
      ...tolerance,
      animations: "disabled",
      caret: "hide",
      scale: "css",
    },
  },
  use: {
    ...e2e.use,
    baseURL: `http://127.0.0.1:${port}`,
    reducedMotion: "reduce",
    // As a visitor asks, without the e2e suite's Global Privacy Control: an experiment's page shows
    // the variant its shot names (matrix.ts, visualPath), as in Firefox and WebKit.
    extraHTTPHeaders: {},
    launchOptions: {
      ...e2e.use?.launchOptions,
      // The whole browser, as readers have it: its headless shell draws text otherwise.
      executablePath: wholeBrowser,
      args: [...chromiumArgs, `--explicitly-allowed-ports=${port}`],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], deviceScaleFactor: 1 } }],
  webServer: startServer(port),
});
