import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";

/**
 * Starts one build's Astro cache (`to`) with the pictures another build has made (`from`). Each
 * picture Astro makes is named by its source and its options, so a build reuses those its content
 * shares and makes only the rest, AVIF's slow encoding above all (docs/performance-log.md has the
 * figures). Never the content store beside them, which belongs to one content set.
 */
export function seedPictures(from: string, to: string) {
  const made = join(from, "assets");
  if (existsSync(made)) cpSync(made, join(to, "assets"), { recursive: true, force: false });
}
