import { copyFileSync, createReadStream, mkdirSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { adminPath } from "../src/config/pages.ts";
import { adminPageHeaders } from "./http-rules.ts";

/**
 * Decap CMS ships as a prebuilt browser bundle (decap-cms.js, the chunks it loads on demand and
 * two WebAssembly files). It is served from node_modules while `npm run cms` runs and copied
 * into the build under /admin/, beside the page and config in public/admin/. Nothing here is
 * bundled by Vite, so the public pages' scripts never include any of it.
 */
const dist = dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
const isBundleFile = (name: string) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name);
const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
};

export function decapAdmin(): AstroIntegration {
  const files = new Set(readdirSync(dist).filter(isBundleFile));
  let publicDir = "public";
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
            // The policy the built site sends, so `npm run cms` shows what the deployed editor allows.
            for (const [header, value] of Object.entries(adminPageHeaders())) response.setHeader(header, value);
            createReadStream(join(publicDir, "admin.html")).pipe(response);
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
      "astro:build:done": ({ dir }) => {
        const target = join(fileURLToPath(dir), adminPath);
        mkdirSync(target, { recursive: true });
        for (const name of files) copyFileSync(join(dist, name), join(target, name));
      },
    },
  };
}
