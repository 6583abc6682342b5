import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import base from "../playwright.config.ts";

// The content-edit run (tests/content-edits.ts): the browser specs in Chromium against `npm start`'s
// server only; nginx and Cloudflare's runtime add nothing to a content check. The HTTP suites
// (statuses, headers, the server itself) and the editor's sign-in do not read content; the
// editor's flows (cms.spec.ts: save, review, refuse) follow the schema, not the values, and took
// two minutes of this run (issue 43: CI's time).
const [site] = Array.isArray(base.webServer) ? base.webServer : [base.webServer];

export default defineConfig({
  ...base,
  testDir: "e2e",
  // A project's own testIgnore stands in for the config's, so it is set on the project.
  projects: (base.projects ?? [])
    .filter((project) => project.name === "chromium")
    .map((project) => ({
      ...project,
      testIgnore: [
        "http.spec.ts",
        "languages-http.spec.ts",
        "start.spec.ts",
        "editor-sign-in.spec.ts",
        "cms.spec.ts",
      ],
    })),
  // The server runs from the project root, as under the main config.
  webServer: site && { ...site, cwd: fileURLToPath(new URL("..", import.meta.url)) },
});
