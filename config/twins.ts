import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const compress = {
  br: (content: Buffer) =>
    promisify(brotliCompress)(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  gz: (content: Buffer) => promisify(gzip)(content, { level: 9 }),
};

/**
 * Twins of large files already made, by the hash of what they compress: the editor's bundle (5 MB,
 * most of the compressing) is the same file in every build, so it is compressed once per machine,
 * not per build. The same bytes always compress to the same twin. Small files compress in a blink
 * and change with every edit, so they are not kept.
 */
const cacheDir = join("node_modules", ".cache", "twins");
const cachedFrom = 100_000;

async function twin(content: Buffer, suffix: keyof typeof compress): Promise<Buffer> {
  if (content.length < cachedFrom) return compress[suffix](content);
  const cached = join(cacheDir, `${createHash("sha256").update(content).digest("hex")}.${suffix}`);
  const kept = await readFile(cached).catch(() => undefined);
  if (kept) return kept;
  const made = await compress[suffix](content);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, made);
  return made;
}

/**
 * Precompressed twins, brotli and gzip, beside a file, for servers that send them as they are
 * (`npm start`, nginx gzip_static), so no file is compressed on a request. A twin that would not
 * be smaller is left out (and an old one removed). zlib's own thread pool compresses, so the twins
 * of many files written at once use every core.
 */
export async function writeTwins(file: string): Promise<void> {
  const content = await readFile(file);
  for (const suffix of ["br", "gz"] as const) {
    const made = await twin(content, suffix);
    if (made.length < content.length) await writeFile(`${file}.${suffix}`, made);
    else await rm(`${file}.${suffix}`, { force: true });
  }
}
