import { resolve } from "node:path";

/**
 * Where the content files are: content/ in the project, or CONTENT_DIR when set. The editor's
 * end-to-end test builds from a copy this way, so it never touches the working tree.
 */
export function contentDir(): string {
  return resolve(process.env.CONTENT_DIR ?? "content");
}
