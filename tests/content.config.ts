import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import base from "../playwright.config.ts";

// Chromium on content other than the suite was written against, against `npm start`'s server
// only (tests/suites.ts says what runs where):
// - "pages", the pages' behaviour, on the rewritten content of `npm run test:content-edits`;
// - "layout", every page at every width in every language, the budgets and valid HTML, there and
//   in `npm run test:content` on content/ as a marketer left it.
// Axe stays on today's content in `npm test`, where the colours it holds are the ones readers get.
const [site] = Array.isArray(base.webServer) ? base.webServer : [base.webServer];
const project = (name: string) => {
  const found = base.projects?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`tests/content.config.ts: playwright.config.ts has no "${name}" project`);
  return found;
};

export default defineConfig({
  ...base,
  testDir: "e2e",
  projects: [project("pages"), project("layout")],
  // The server runs from the project root, as under the main config.
  webServer: site && { ...site, cwd: fileURLToPath(new URL("..", import.meta.url)) },
});
