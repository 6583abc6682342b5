import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { cspPoliciesFile } from "./integrations/csp-header.ts";
import { analyticsEnv } from "#src/config/env.ts";
import { adminPath } from "#src/config/pages.ts";
import { inputsHash, STAMP_FILE } from "./build-stamp.ts";
import { writeTwins } from "./twins.ts";
import { httpRules, type PageSources } from "./http-rules.ts";
import { experimentRules } from "#src/content/experiments.ts";
import { campaignRules } from "#src/content/landing-pages.ts";
import { siteExperiments, siteLandingPages } from "#src/content/read-content.ts";
import {
  builtPages,
  campaignsModule,
  experimentsModule,
  headersFile,
  nginxServer,
  redirectsFile,
  routesFile,
} from "./server-configs.ts";

/**
 * After `astro build`: the response-header CSP from the sources Astro hashed into each page's
 * policy (handed over as headers, never a <meta>: integrations/csp-header.ts), the server configurations generated from the one HTTP declaration, precompressed
 * copies of text files, and the build stamp `npm start` compares with the sources.
 */
const client = "build/client";

function* files(dir: string, pattern: RegExp): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path, pattern);
    else if (pattern.test(entry.name)) yield path;
  }
}

/** The value of one directive in a policy string, split into its sources. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The CSP source of every inline script a page runs: no `src`, and a type the browser executes
 * (classic, module, or speculation rules, which script-src governs too); data blocks (JSON,
 * JSON-LD) run nothing and need no hash.
 */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes))
    .filter(([, attributes = ""]) => {
      const type = /\stype="([^"]*)"/.exec(attributes)?.[1] ?? "";
      return ["", "module", "text/javascript", "speculationrules"].includes(type);
    })
    .map(([, , text = ""]) => cspHash(text));
}

/** The CSP source of every inline <style> a page has. */
function inlineStyleSources(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text = ""]) => cspHash(text));
}

/** Each page's policy as Astro wrote it, by its URL path ("/", "/de/pricing", "/404"). */
const policies = JSON.parse(readFileSync(cspPoliciesFile, "utf8")) as Record<string, string>;
const pathOf = (file: string) => {
  const name = relative(client, file)
    .split("\\")
    .join("/")
    .replace(/\.html$/, "");
  return name === "index" ? "/" : `/${name}`;
};

// Styles likewise: Astro's policy also allows an empty <style> that no page has.
const style = new Set<string>(["'self'"]);
// Astro's policy lists the hashes of all its client directives' scripts on every page, used or
// not (six of twelve on this site); the header lists only the scripts some page really runs: a
// tighter policy, and about 330 B less on every page's first round trip (bench/budgets.ts,
// documentBytes).
const script = new Set<string>(["'self'"]);
// The editor's page (public/admin.html) is not built by Astro and has a policy of its own
// (http-rules.ts); every page Astro built must have its policy.
const editorPage = join(client, `${adminPath.slice(1)}.html`);
for (const file of files(client, /\.html$/)) {
  if (file === editorPage) continue;
  const html = readFileSync(file, "utf8");
  if (/\sstyle="/.test(html))
    throw new Error(`postbuild: ${file} has a style attribute, which the CSP blocks`);
  const policy = policies[pathOf(file)];
  if (!policy)
    throw new Error(
      `postbuild: ${file} has no CSP in ${cspPoliciesFile}; is security.csp on in astro.config.ts?`,
    );
  if (/<meta http-equiv="content-security-policy"/i.test(html))
    throw new Error(
      `postbuild: ${file} carries its CSP as a <meta>; the header alone should (csp-header.ts)`,
    );
  const allowed = directive(policy, "script-src");
  for (const source of inlineScriptSources(html)) {
    if (!allowed.includes(source))
      throw new Error(`postbuild: ${file} has an inline script its CSP does not allow (${source})`);
    script.add(source);
  }
  const allowedStyles = directive(policy, "style-src");
  for (const source of inlineStyleSources(html)) {
    if (!allowedStyles.includes(source))
      throw new Error(`postbuild: ${file} has an inline style its CSP does not allow (${source})`);
    style.add(source);
  }
}
// 'self' first, then the hashes in a stable order, so the header changes only when they do.
const ordered = (sources: Set<string>) =>
  [...sources].toSorted((a, b) => Number(b === "'self'") - Number(a === "'self'") || a.localeCompare(b));
const sources: PageSources = { script: ordered(script), style: ordered(style) };
// Counting's collector, from the build's environment only (ANALYTICS_COLLECTOR): every target's
// events path forwards to it, and to nothing a request names.
const analytics = analyticsEnv(process.env);
// The running experiments (docs/decisions/022): which files answer their pages, on every target.
// The dated landing pages (docs/decisions/027): each server compares their dates with its clock per request.
const rules = httpRules(
  sources,
  analytics,
  experimentRules(siteExperiments()),
  campaignRules(siteLandingPages()),
);
// Every not-found page the rules name (each language's own, src/config/locales.ts) must be in the
// build: without it nginx would answer with its own bare page and Pages with the default's.
for (const notFound of [rules.notFoundPage, ...rules.notFoundPages.map(({ page }) => page)])
  if (!existsSync(join(client, notFound)))
    throw new Error(
      `postbuild: ${join(client, notFound)} is missing; every language needs its not-found page`,
    );

// Precompressed twins for every text file (config/twins.ts).
await Promise.all(Array.from(files(client, /\.(js|json|css|html|svg|xml|txt)$/), writeTwins));

// Server configs live beside the served folder, never inside it.
mkdirSync("build/deploy", { recursive: true });
writeFileSync("build/deploy/_headers", headersFile(rules));
writeFileSync("build/deploy/_redirects", redirectsFile(rules));
writeFileSync(
  "build/deploy/nginx-server.conf",
  nginxServer(rules, {
    root: "/var/www/site",
    listen: "443 ssl",
    https: true,
    pages: builtPages(client, rules),
  }),
);
writeFileSync("build/http-rules.json", `${JSON.stringify(rules, null, 2)}\n`);
// The Pages Function at the events path imports its upstream from this generated module (not in
// git; functions/api/_collector.d.ts says why), so a deploy from the root carries this build's.
writeFileSync(
  "functions/api/_collector.js",
  `// Written by config/postbuild.ts from ANALYTICS_COLLECTOR; null: counting is off.\nexport const collector = ${JSON.stringify(rules.events?.upstream ?? null)};\n`,
);
// Likewise the running experiments for the catch-all Function (functions/_experiments.d.ts), and
// the routes Pages runs Functions on: the experiments' pages, /api/* and /oauth/*, nothing else.
writeFileSync("functions/_experiments.js", experimentsModule(rules));
// And the dated landing pages, which the same Function answers by its clock (docs/decisions/027).
writeFileSync("functions/_campaigns.js", campaignsModule(rules));
writeFileSync("build/deploy/_routes.json", routesFile(rules));

writeFileSync(STAMP_FILE, inputsHash());
console.log(
  `postbuild: CSP header with ${sources.script.length - 1} script and ${sources.style.length - 1} style hashes, server configs in build/ written`,
);
