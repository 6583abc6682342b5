import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { headersFor, httpRules, type HttpRules } from "./http-rules.ts";
import { headersFile, nginxServer, redirectsFile } from "./server-configs.ts";

// The generated deploy configs honour a per-path header rule, the shape a page with a looser
// Content-Security-Policy (a CMS at /admin, say) would take. The suite in tests/e2e/http.spec.ts
// runs the configs of the real rules on nginx and on Cloudflare's runtime.
const base = httpRules({ script: ["'self'"], style: ["'self'"] });
const looseCsp = "default-src 'self'; script-src 'self' 'unsafe-eval'";
const rules: HttpRules = {
  ...base,
  headers: {
    ...base.headers,
    paths: [
      { path: "/admin", headers: { "Content-Security-Policy": looseCsp } },
      { path: "/admin/*", headers: { "Content-Security-Policy": looseCsp } },
    ],
  },
};
const strictCsp = base.headers.all["Content-Security-Policy"]!;

describe("headersFor", () => {
  it("gives a path its cache group and the per-path rules that match it", () => {
    expect(headersFor(rules, "/assets/a.js", { https: false })["Cache-Control"]).toBe(
      base.headers.hashedAssets["Cache-Control"],
    );
    expect(headersFor(rules, "/pricing", { https: false })["Cache-Control"]).toBe(
      base.headers.revalidate["Cache-Control"],
    );
    expect(headersFor(rules, "/pricing", { https: true })["Strict-Transport-Security"]).toBeDefined();
    expect(headersFor(rules, "/pricing", { https: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(headersFor(rules, "/admin", { https: false })["Content-Security-Policy"]).toBe(looseCsp);
    expect(headersFor(rules, "/admin/config.yml", { https: false })["Content-Security-Policy"]).toBe(
      looseCsp,
    );
    expect(headersFor(rules, "/administrator", { https: false })["Content-Security-Policy"]).toBe(strictCsp);
  });
});

describe("_headers", () => {
  const file = headersFile(rules);
  it("detaches the general value before setting the path's own, so it is not sent joined to it", () => {
    for (const path of ["/admin", "/admin/*"]) {
      expect(file).toContain(
        `\n\n${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${looseCsp}\n`,
      );
    }
    expect(file).toContain(
      `/assets/*\n  ! Cache-Control\n  Cache-Control: ${base.headers.hashedAssets["Cache-Control"]}\n`,
    );
  });

  it("has no per-path block when the rules have none", () => {
    const none: HttpRules = { ...base, headers: { ...base.headers, paths: [] } };
    expect(headersFile(none).match(/^\/\S*$/gm)).toEqual(["/*", "/assets/*"]);
  });

  it("gives the site's own per-path rules (the editor at /admin) a block each", () => {
    expect(headersFile(base).match(/^\/\S*$/gm)).toEqual([
      "/*",
      "/assets/*",
      "/admin",
      "/admin/*",
      "/admin/config.yml",
    ]);
  });
});

describe("_redirects", () => {
  it("sends /blog and everything below it to the fixed URL", () => {
    const target = base.redirects[0]!.destination;
    expect(redirectsFile(base)).toBe(`/blog ${target} 301\n/blog/* ${target} 301\n`);
  });
});

describe("nginx", () => {
  const pages = ["/index.html", "/features.html", "/docs/index.html", "/admin.html"];
  const conf = nginxServer(rules, { root: "/srv/site", listen: "127.0.0.1:8080", https: false, pages });
  const location = (name: string) =>
    conf.slice(conf.indexOf(`location ${name} {`), conf.indexOf("}", conf.indexOf(`location ${name} {`)));

  it("gives each per-path rule a location with the looser policy, and only there", () => {
    for (const name of ["= /admin", "/admin/"]) {
      expect(location(name)).toContain(`add_header Content-Security-Policy "${looseCsp}" always;`);
      expect(location(name)).not.toContain(strictCsp);
    }
    expect(location("/")).toContain(strictCsp);
  });

  it("redirects only the other spellings of built pages, each to its page's URL written out", () => {
    const returns = [...conf.matchAll(/location = (\S+) \{[^}]*?return 301 (\S+);/g)].map(([, from, to]) => [
      from,
      to,
    ]);
    expect(returns).toEqual([
      ["/blog", base.redirects[0]!.destination],
      ["/index.html", "/$is_args$args"],
      ["/features.html", "/features$is_args$args"],
      ["/features/", "/features$is_args$args"],
      ["/docs/index.html", "/docs$is_args$args"],
      ["/docs/", "/docs$is_args$args"],
      ["/admin.html", "/admin$is_args$args"],
      ["/admin/", "/admin$is_args$args"],
    ]);
    // No redirect carries a part of the request's path: a capture ($1, $clean…) or $uri.
    for (const [, target] of conf.matchAll(/return 30\d (\S+);/g))
      expect(target).not.toMatch(/\$(?!is_args|args)/);
  });

  it("refuses a page whose file name nginx would need quoted", () => {
    expect(() =>
      nginxServer(rules, { root: "/srv", listen: "80", https: false, pages: ["/a b.html"] }),
    ).toThrow(/a b/);
  });

  it("sends a rule's Content-Type as the location's only type, never as a second header", () => {
    const real = nginxServer(base, { root: "/srv/site", listen: "80", https: false, pages: [] });
    const start = real.indexOf("location = /admin/config.yml {");
    const block = real.slice(start, real.indexOf("\n  }", start));
    expect(block).toContain("types { }");
    expect(block).toContain('default_type "text/yaml; charset=utf-8";');
    expect(real).not.toMatch(/add_header Content-Type/i);
  });

  it("answers a missing file below a per-path rule with the 404 page and that path's headers", () => {
    expect(location("/admin/")).toContain("error_page 404 @not_found_1;");
    expect(location("@not_found_1")).toContain(`add_header Content-Security-Policy "${looseCsp}" always;`);
    expect(location("@not_found_1")).toContain("try_files /404.html =404;");
  });

  // nginx -t on the generated block, where nginx is installed (CI installs it for the HTTP suite).
  it.runIf(existsSync("/usr/sbin/nginx"))("is a configuration nginx accepts", () => {
    const dir = mkdtempSync(join(tmpdir(), "nginx-conf-test-"));
    try {
      writeFileSync(
        join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n${conf}}\n`,
      );
      const result = spawnSync("/usr/sbin/nginx", ["-t", "-p", dir, "-c", join(dir, "nginx.conf")], {
        encoding: "utf8",
      });
      expect(result.stderr).toContain("syntax is ok");
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
