import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { HttpRules } from "#config/http-rules.ts";
import { builtPages, nginxServer } from "#config/server-configs.ts";
import { nginxTempPaths, nginxUser } from "./nginx-scratch.ts";

// Serves build/client with the nginx config generated from the same rules as npm start's,
// as a foreground process on a loopback port, for the HTTP-behaviour tests.
const port = process.env.NGINX_PORT ?? "4273";
const rules = JSON.parse(readFileSync("build/http-rules.json", "utf8")) as HttpRules;
const dir = join(tmpdir(), `site-nginx-${port}`);
mkdirSync(join(dir, "logs"), { recursive: true });

const conf = `${nginxUser()}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${nginxTempPaths(dir)}
  sendfile on;
  keepalive_timeout 5;
${nginxServer(rules, {
  root: resolve("build/client"),
  listen: `127.0.0.1:${port}`,
  https: false,
  pages: builtPages("build/client", rules),
  // With counting on, the events path's second hop (config/server-configs.ts) listens here.
  eventsSocket: join(dir, "events.sock"),
})}
}
`;
writeFileSync(join(dir, "nginx.conf"), conf);

const nginx = spawn(
  process.env.NGINX_BIN ?? "/usr/sbin/nginx",
  ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"],
  {
    stdio: "inherit",
  },
);
console.log(`nginx: serving build/client at http://127.0.0.1:${port}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => nginx.kill("SIGQUIT"));
nginx.on("exit", (code) => process.exit(code ?? 0));
