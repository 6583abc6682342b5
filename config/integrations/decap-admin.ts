import { copyFileSync, createReadStream, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import tailwindcss from "@tailwindcss/vite";
import { build, type Rollup } from "vite";
import { editorConfigYaml } from "#src/content/cms-config.ts";
import { contentAsWritten, previewContent } from "#src/content/editor-content.ts";
import { ContentError } from "#src/content/content-errors.ts";
import { readReadouts } from "#src/content/readouts.ts";
import { buildTimeEnv } from "#src/config/env.ts";
import { adminPath } from "#src/config/pages.ts";
import { adminConfigPath, adminConfigType, adminPageHeaders, cmsLocalBackend } from "#config/http-rules.ts";

/**
 * Decap CMS ships as a prebuilt browser bundle (decap-cms.js, the chunks it loads on demand and
 * two WebAssembly files). It is served from node_modules while `npm run cms` runs and copied
 * into the build under /admin/, with the editor's own scripts (below) and its config.yml, written
 * from the content schema (src/content/cms-config.ts) and, for the landing pages' translations that
 * start as a copy of English, from the content. None of it is part of the site's own
 * bundle, so the public pages' scripts never include any of it.
 */
const dist = dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
const isBundleFile = (name: string) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name);
const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
};

/**
 * The editor's own scripts, each one classic script under /admin/, built apart from the site so no
 * page's script ever carries them: init.js (before decap-cms.js: starts the editor with the site's
 * sign-in route), checks.js (after it: the build's checks, run before every save in every
 * language) and previews.js with previews.css (the site's own components and stylesheet drawing
 * the entry being edited in its language, with the other content files as they are at build time).
 * Both carry every content file as written at build time (EDITOR_CONTENT), for the check between a
 * translation and English.
 */
const ownScripts: Record<string, { entry: string; name: string; styles?: string }> = {
  "init.js": { entry: "admin-init.ts", name: "editorInit" },
  "checks.js": { entry: "admin-checks.ts", name: "editorChecks" },
  "previews.js": { entry: "admin-previews.tsx", name: "editorPreviews", styles: "previews.css" },
};
const ownStyles = new Map(
  Object.entries(ownScripts).flatMap(([script, { styles }]) => (styles ? [[styles, script] as const] : [])),
);

async function bundleScript(fileName: string): Promise<{ code: string; css?: string }> {
  const { entry, name, styles } = ownScripts[fileName]!;
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const result = await build({
    configFile: false,
    logLevel: "warn",
    // Production React (no jsxDEV), also when the dev server (npm run cms, NODE_ENV=development)
    // builds it.
    mode: "production",
    oxc: { jsx: { runtime: "automatic", development: false } },
    root,
    plugins: styles ? [tailwindcss()] : [],
    resolve: { alias: { "~": join(root, "src") } },
    define: {
      BUILD_SITE_ENV: JSON.stringify(buildTimeEnv(process.env)),
      "process.env.NODE_ENV": JSON.stringify("production"),
      // What the previews draw beside the entry, in each language.
      PREVIEW_CONTENT: JSON.stringify(previewContent()),
      EDITOR_CONTENT: JSON.stringify(contentAsWritten()),
      // Each experiment's last readout: numbers and words only, never the key they were read with.
      EXPERIMENT_READOUTS: JSON.stringify(readReadouts()),
    },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      lib: {
        entry: fileURLToPath(new URL(entry, import.meta.url)),
        formats: ["iife"],
        name,
        fileName: () => fileName,
        ...(styles ? { cssFileName: styles.replace(/\.css$/, "") } : {}),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const items = outputs.flatMap((output) => output.output);
  const chunk = items.find((item) => item.type === "chunk");
  if (!chunk || chunk.type !== "chunk")
    throw new Error(`decap-admin: the editor's ${fileName} did not bundle`);
  const css = items.find((item) => item.type === "asset" && item.fileName.endsWith(".css"));
  if (styles && css?.type !== "asset") throw new Error(`decap-admin: the editor's ${styles} did not bundle`);
  return { code: chunk.code, ...(css?.type === "asset" ? { css: String(css.source) } : {}) };
}

/**
 * The content as written, for the editor's configuration, read again at each request under
 * `npm run cms`: a file with a mistake (which the terminal reports, in the build's words) leaves
 * the editor open, only without the landing pages' translations started from English.
 */
function contentIfReadable() {
  try {
    return contentAsWritten();
  } catch (error) {
    if (error instanceof ContentError) return undefined;
    throw error;
  }
}

export function decapAdmin(): AstroIntegration {
  const files = new Set(readdirSync(dist).filter(isBundleFile));
  let publicDir = "public";
  const bundled = new Map<string, Promise<{ code: string; css?: string }>>();
  return {
    name: "decap-admin",
    hooks: {
      "astro:config:done": ({ config }) => {
        publicDir = fileURLToPath(config.publicDir);
      },
      "astro:server:setup": ({ server }) => {
        // The built site serves admin.html at /admin, as it does every page; do the same here.
        server.middlewares.use(adminPath, (request, response, next) => {
          const name = (request.url ?? "").split("?")[0]?.replace(/^\//, "") ?? "";
          if (name === "") {
            response.setHeader("Content-Type", "text/html; charset=utf-8");
            // The policy the built site sends, plus decap-server on this machine (deployed sites never
            // allow it).
            for (const [header, value] of Object.entries(adminPageHeaders({ localBackend: true })))
              response.setHeader(header, value);
            createReadStream(join(publicDir, "admin.html")).pipe(response);
            return;
          }
          if (`${adminPath}/${name}` === adminConfigPath) {
            // The deployed config names no local backend; only here does the editor look for
            // decap-server, at the one address npm run cms starts it on.
            response.setHeader("Content-Type", adminConfigType);
            response.end(
              editorConfigYaml({ localBackend: `${cmsLocalBackend}/api/v1`, content: contentIfReadable() }),
            );
            return;
          }
          const script = ownStyles.get(name) ?? (name in ownScripts ? name : undefined);
          if (script) {
            if (!bundled.has(script)) bundled.set(script, bundleScript(script));
            bundled.get(script)!.then(
              ({ code, css }) => {
                response.setHeader("Content-Type", script === name ? types[".js"]! : types[".css"]!);
                response.end(script === name ? code : css);
              },
              (error: unknown) => next(error),
            );
            return;
          }
          if (!files.has(name)) return next();
          response.setHeader(
            "Content-Type",
            types[name.slice(name.lastIndexOf("."))] ?? "application/octet-stream",
          );
          createReadStream(join(dist, name)).pipe(response);
        });
      },
      "astro:build:done": async ({ dir }) => {
        const target = join(fileURLToPath(dir), adminPath);
        mkdirSync(target, { recursive: true });
        for (const name of files) copyFileSync(join(dist, name), join(target, name));
        writeFileSync(
          join(fileURLToPath(dir), adminConfigPath),
          editorConfigYaml({ content: contentAsWritten() }),
        );
        for (const [name, { styles }] of Object.entries(ownScripts)) {
          const { code, css } = await bundleScript(name);
          writeFileSync(join(target, name), code);
          if (styles && css !== undefined) writeFileSync(join(target, styles), css);
        }
      },
    },
  };
}
