import { defineConfig, devices } from "@playwright/test";
import { axeTitles, layoutSpecs, pageSpecs } from "./tests/suites.ts";

/**
 * `npm start`'s server on `port`, exactly as `npm start` runs it (`npm test` builds first, so it
 * finds a current build): the e2e suite's first server, and the visual suite's only one.
 */
export const startServer = (port: number) => ({
  command: "node server/start.ts",
  env: { PORT: String(port) },
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  timeout: 180_000,
});

const port = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = port + 100;
const cloudflarePort = port + 200;

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

/**
 * Debian's Chromium builds; Playwright's own browser download is not reachable here. The specs
 * run in its headless shell (`chromium-headless-shell`), the same engine without the browser
 * around it, as Playwright runs headless Chromium by default: the suite took 12.6 min there
 * against 22.1 in the whole browser (docs/performance-log.md, "How long the tests take").
 * Speculation rules are the browser's, so their spec runs in the whole browser, as the bench does,
 * and so do the screenshots (playwright.visual.config.ts), which the shell draws text in otherwise.
 */
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const wholeBrowser = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    // Chromium refuses some ports outright (6000 is X11's); E2E_PORT may be any of them.
    `--explicitly-allowed-ports=${port},${nginxPort},${cloudflarePort}`,
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-gpu",
  ],
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI's two shared cores a page now and then misses a timeout under three workers (seen on
  // 2026-11-25: the editor's Save taking over 5 s, a slow-phone page load over 90 s; each passed
  // at once alone and 6 of 6 in a row). One retry there; Playwright still reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: the specs wait on pages more than they compute (a run used about a third
  // of both cores), and three workers took the suite from about 450 s to 375 s.
  workers: 3,
  reporter: "list",
  use: {
    // 127.0.0.1, not localhost: the resolver rules below send every hostname nowhere.
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    // Every request says Global Privacy Control, so a page with a running experiment is answered
    // as it is, and the specs that read its words from content/ hold whatever the draw.
    // The variants themselves are experiments.spec.ts's, which sends no such header.
    extraHTTPHeaders: { "Sec-GPC": "1" },
    launchOptions: launchOptions(headlessShell),
  },
  projects: [
    // First: much of their time is waiting on a server's refusals and timeouts, which then overlaps
    // the Chromium specs' computing rather than ending the run with the cores idle.
    // The HTTP behaviour again, against nginx serving the same build with its generated config,
    // and against Cloudflare Pages' runtime serving it with the generated _headers and _redirects
    // and the editor's sign-in route (functions/).
    {
      name: "nginx",
      testMatch: ["http.spec.ts", "languages-http.spec.ts", "experiments.spec.ts"],
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${nginxPort}` },
    },
    {
      name: "cloudflare",
      testMatch: ["http.spec.ts", "languages-http.spec.ts", "experiments.spec.ts", "editor-sign-in.spec.ts"],
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${cloudflarePort}` },
    },
    {
      name: "chromium",
      // The editor's sign-in route exists only where its Functions run: Cloudflare's runtime.
      testIgnore: ["editor-sign-in.spec.ts", "speculation.spec.ts", ...pageSpecs, ...layoutSpecs],
      use: desktop,
    },
    {
      name: "speculation",
      testMatch: "speculation.spec.ts",
      use: { ...desktop, launchOptions: launchOptions(wholeBrowser) },
    },
    // The pages' specs in two parts: `npm test` runs their behaviour on rewritten content
    // (tests/content-edits.ts) and only their axe checks here; tests/suites.ts says why.
    { name: "pages", testMatch: pageSpecs, grepInvert: axeTitles, use: desktop },
    { name: "pages-a11y", testMatch: pageSpecs, grep: axeTitles, use: desktop },
    // The layout specs: `npm test` runs them on rewritten content (tests/content-edits.ts) and
    // `npm run test:content` on content/ as it stands; tests/suites.ts says why.
    { name: "layout", testMatch: layoutSpecs, use: desktop },
  ],
  webServer: [
    startServer(port),
    {
      command: "node tests/servers/nginx-test-server.ts",
      env: { NGINX_PORT: String(nginxPort) },
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      timeout: 30_000,
    },
    {
      command: "node tests/servers/cloudflare-test-server.ts",
      env: { CLOUDFLARE_PORT: String(cloudflarePort) },
      url: `http://127.0.0.1:${cloudflarePort}/`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      timeout: 120_000,
    },
  ],
});
