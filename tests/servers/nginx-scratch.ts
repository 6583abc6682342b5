import { userInfo } from "node:os";

/**
 * What an nginx started by a test needs beside its server block: started as root (CI), nginx
 * would drop its workers to "nobody", who cannot read a checkout in a private folder, so the
 * workers stay the test user's own processes; and its scratch files go under `dir`, not
 * /var/lib/nginx, which the test user cannot write.
 */
export const nginxUser = () => (process.getuid?.() === 0 ? `user ${userInfo().username};\n` : "");

export const nginxTempPaths = (dir: string) =>
  (["client_body", "proxy", "fastcgi", "uwsgi", "scgi"] as const)
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind === "client_body" ? "body" : kind};`)
    .join("\n");
