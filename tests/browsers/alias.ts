import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * The suite reads expected figures through src/lib, whose modules import `~/…` and leave out
 * extensions, as Vite resolves them. Node does neither: this hook resolves both the way the
 * build does (tsconfig `paths`), for `node --import` before the suite starts.
 */
const src = join(import.meta.dirname, "../../src");

function withExtension(path: string) {
  return [path, `${path}.ts`, `${path}.tsx`, join(path, "index.ts")].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith("/"),
  );
}

registerHooks({
  resolve(specifier, context, next) {
    const fromSrc = context.parentURL?.startsWith(pathToFileURL(src).href);
    let path: string | undefined;
    if (specifier.startsWith("~/")) path = join(src, specifier.slice(2));
    else if (fromSrc && specifier.startsWith(".") && !/\.[cm]?[jt]sx?$/.test(specifier) && context.parentURL)
      path = join(fileURLToPath(new URL(".", context.parentURL)), specifier);
    const file = path && withExtension(path);
    return next(file ? pathToFileURL(file).href : specifier, context);
  },
});
