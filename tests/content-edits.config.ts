import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import base from "../playwright.config.ts";
import { axeTitles, layoutSpecs } from "./e2e/groups.ts";

// The rewritten content's Chromium run (tests/content-edits.ts), against `npm start`'s server
// only: what content can break (tests/e2e/groups.ts). The pages' behaviour runs here, not on
// today's content; the layout specs run on both. Axe stays on today's content, where the colours
// it holds are the ones readers get.
const [site] = Array.isArray(base.webServer) ? base.webServer : [base.webServer];
const project = (name: string) => {
  const found = base.projects?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`content-edits.config: playwright.config.ts has no "${name}" project`);
  return found;
};

export default defineConfig({
  ...base,
  testDir: "e2e",
  projects: [
    project("pages"),
    // A project's own testMatch stands in for the config's, so it is set on the project.
    { ...project("chromium"), testIgnore: undefined, testMatch: layoutSpecs, grepInvert: axeTitles },
  ],
  // The server runs from the project root, as under the main config.
  webServer: site && { ...site, cwd: fileURLToPath(new URL("..", import.meta.url)) },
});
