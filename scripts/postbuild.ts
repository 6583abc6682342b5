import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pagePaths } from "../app/config/pages.ts";
import { site } from "../app/config/site.ts";
import { httpRules } from "./http-rules.ts";
import { headersFile, nginxServer, redirectsFile, serveConfig } from "./server-configs.ts";
import { inputsHash, STAMP_FILE } from "./build-stamp.ts";

const client = "build/client";

// The catch-all route is prerendered at /404; static hosts serve 404.html with status 404.
const prerendered404 = join(client, "404", "index.html");
if (!existsSync(prerendered404))
  throw new Error(`postbuild: ${prerendered404} is missing; is /404 prerendered?`);
renameSync(prerendered404, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true, force: true });
// Every route is prerendered, so no server falls back to the SPA shell.
rmSync(join(client, "__spa-fallback.html"), { force: true });

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

// Hydration waits for the page's load event and its first paint. React Router's bootstrap is an inline module
// script plus modulepreload hints, which start every chunk before first paint and cost
// ~1.5 s of simulated LCP on a phone (npm run bench). The HTML is complete without them,
// so the bootstrap moves to a content-hashed file that a tiny inline script loads after
// load. The chunk list per page is kept for the byte budgets.
const pageScripts: Record<string, string[]> = {};
for (const file of htmlFiles(client)) {
  let html = readFileSync(file, "utf8");
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
    (match) => match[1]!,
  );
  html = html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
  let boot = "";
  html = html.replace(/<script type="module" async="">([\s\S]*?)<\/script>/, (_, code: string) => {
    boot = `/assets/boot-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.js`;
    writeFileSync(join(client, boot), code);
    // After load *and* after the first paint: a small page can fire `load` before it paints
    // (measured: load at 130-170 ms, first paint at 170-220 ms on localhost), and a script
    // started before the paint joins the simulated critical path. A timeout queued from a frame
    // callback runs once that frame has painted.
    return `<script>addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.type="module";s.src="${boot}";document.head.appendChild(s)})})})</script>`;
  });
  if (!boot) throw new Error(`postbuild: no React Router bootstrap found in ${file}`);
  pageScripts[
    file
      .slice(client.length)
      .replace(/index\.html$/, "")
      .replace(/\.html$/, "") || "/"
  ] = [boot, ...preloads];
  writeFileSync(file, html);
}
writeFileSync("build/page-scripts.json", `${JSON.stringify(pageScripts, null, 2)}\n`);

// Prerendered output is deterministic, so the hashes of its inline scripts are known now.
const hashes = new Set<string>();
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, "utf8");
  if (/\sstyle="/.test(html))
    throw new Error(`postbuild: ${file} has a style attribute, which the CSP blocks`);
  // A Suspense boundary React left pending ("<!--$?-->") is filled in later by inline script:
  // without JavaScript its content would never show. entry.server prevents it; this proves it.
  if (html.includes("<!--$?-->"))
    throw new Error(
      `postbuild: ${file} has a streamed Suspense boundary; its content needs script to appear`,
    );
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(match[1] ?? "")) continue;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}`,
    );
  }
}
const rules = httpRules([...hashes].toSorted());

// Sitemap and robots from the page list: the 404 and blog paths are not pages.
const url = (path: string) => new URL(path, site.origin).href;
writeFileSync(
  join(client, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pagePaths
    .map((path) => `  <url><loc>${url(path)}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);
writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${url("/sitemap.xml")}\n`);

// Precompressed copies for servers that can send them as they are (nginx gzip_static),
// so hashed assets are not compressed again on every request.
function* compressible(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* compressible(path);
    else if (/\.(js|css|html|svg)$/.test(entry.name)) yield path;
  }
}
for (const file of compressible(client))
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));

// Server configs live beside the served folder, never inside it.
writeFileSync("build/serve.json", `${JSON.stringify(serveConfig(rules), null, 2)}\n`);
mkdirSync("build/deploy", { recursive: true });
writeFileSync("build/deploy/_headers", headersFile(rules));
writeFileSync("build/deploy/_redirects", redirectsFile(rules));
writeFileSync(
  "build/deploy/nginx-server.conf",
  nginxServer(rules, { root: "/var/www/site", listen: "443 ssl", https: true }),
);
writeFileSync("build/http-rules.json", `${JSON.stringify(rules, null, 2)}\n`);

writeFileSync(STAMP_FILE, inputsHash());
console.log(`postbuild: 404.html, ${hashes.size} inline script hashes, server configs in build/ written`);
