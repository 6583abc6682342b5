import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import base from "../playwright.config.ts";

// The content-edit run (tests/content-edits.ts): the browser specs in Chromium against
// `npm start`'s server only; nginx and Cloudflare's runtime add nothing to a content check.
const [site] = Array.isArray(base.webServer) ? base.webServer : [base.webServer];

export default defineConfig({
  ...base,
  testDir: "e2e",
  projects: (base.projects ?? []).filter((project) => project.name === "chromium"),
  // The server runs from the project root, as under the main config.
  webServer: site && { ...site, cwd: fileURLToPath(new URL("..", import.meta.url)) },
});
