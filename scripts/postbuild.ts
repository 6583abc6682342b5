import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { httpRules } from "./http-rules.ts";
import { serveConfig } from "./serve-config.ts";
import { inputsHash, STAMP_FILE } from "./build-stamp.ts";

const client = "build/client";

// The catch-all route is prerendered at /404; static hosts serve 404.html with status 404.
// The folder goes, so /404 itself is a real 404 rather than a 200 copy.
const prerendered404 = join(client, "404", "index.html");
if (!existsSync(prerendered404))
  throw new Error(`postbuild: ${prerendered404} is missing; is /404 prerendered?`);
renameSync(prerendered404, join(client, httpRules.notFoundPage));
rmSync(join(client, "404"), { recursive: true, force: true });

// Server configs live beside the served folder, never inside it.
writeFileSync("build/serve.json", `${JSON.stringify(serveConfig(httpRules), null, 2)}\n`);

writeFileSync(STAMP_FILE, inputsHash());
console.log("postbuild: 404.html, build/serve.json and the build stamp written");
