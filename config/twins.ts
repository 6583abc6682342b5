import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Precompressed twins, brotli and gzip, beside a file, for servers that send them as they are
 * (`npm start`, nginx gzip_static), so no file is compressed on a request. A twin that would not
 * be smaller is left out (and an old one removed).
 */
export function writeTwins(file: string): void {
  const content = readFileSync(file);
  const twins = {
    br: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gz: gzipSync(content, { level: 9 }),
  };
  for (const [suffix, twin] of Object.entries(twins)) {
    if (twin.length < content.length) writeFileSync(`${file}.${suffix}`, twin);
    else rmSync(`${file}.${suffix}`, { force: true });
  }
}
