import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import base from "../playwright.config.ts";

// The counting run (tests/analytics.ts), on a build made with ANALYTICS_COLLECTOR pointed at the
// stand-in collector. The three servers are the main config's, on the ports the runner chose.
const port = Number(process.env.ANALYTICS_PORT ?? 4573);
const nginxPort = Number(process.env.ANALYTICS_NGINX_PORT ?? port + 100);
const cloudflarePort = Number(process.env.ANALYTICS_CLOUDFLARE_PORT ?? port + 200);
const origin = (at: number) => `http://127.0.0.1:${at}`;
const root = fileURLToPath(new URL("..", import.meta.url));
const [start, nginx, cloudflare] = Array.isArray(base.webServer) ? base.webServer : [];
if (!start || !nginx || !cloudflare)
  throw new Error("analytics.config: the main config's three servers are gone");
const launchArgs = (base.use?.launchOptions?.args ?? []).map((arg) =>
  arg.startsWith("--explicitly-allowed-ports=")
    ? `--explicitly-allowed-ports=${port},${nginxPort},${cloudflarePort}`
    : arg,
);

export default defineConfig({
  ...base,
  testDir: "analytics",
  // One stand-in collector for every target, told to be slow or dead by the specs: one at a time.
  workers: 1,
  fullyParallel: false,
  use: {
    ...base.use,
    baseURL: origin(port),
    launchOptions: { ...base.use?.launchOptions, args: launchArgs },
  },
  projects: [
    // The events path, by requests, on each target.
    { name: "start", testMatch: "proxy.spec.ts", use: { baseURL: origin(port) } },
    { name: "nginx", testMatch: "proxy.spec.ts", use: { baseURL: origin(nginxPort) } },
    { name: "cloudflare", testMatch: "proxy.spec.ts", use: { baseURL: origin(cloudflarePort) } },
    // The events the pages send, in a browser against npm start's server (the browser half of
    // counting, docs/decisions/015): tests/analytics/events.spec.ts goes here. The stand-in's record is at
    // ANALYTICS_STAND_IN (readRecorded in tests/analytics/stand-in.ts).
    // Browsing stores nothing and asks no other origin, with counting on as with it off.
    {
      name: "privacy",
      testDir: "e2e",
      testMatch: "privacy.spec.ts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: origin(port) },
    },
    {
      name: "chromium",
      testMatch: "events.spec.ts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: origin(port) },
    },
  ],
  webServer: [
    { ...start, cwd: root, env: { ...start.env, PORT: String(port) }, url: `${origin(port)}/` },
    { ...nginx, cwd: root, env: { NGINX_PORT: String(nginxPort) }, url: `${origin(nginxPort)}/` },
    {
      ...cloudflare,
      cwd: root,
      env: { CLOUDFLARE_PORT: String(cloudflarePort) },
      url: `${origin(cloudflarePort)}/`,
    },
  ],
});
