import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nginxTempPaths, nginxUser } from "#tests/servers/nginx-scratch.ts";
import { freePort } from "#tests/support/free-port.ts";
import { startCollectorStandIn, type CollectorStandIn } from "#tests/support/collector-stand-in.ts";
import { localePath, prefixedLocales } from "#src/config/locales.ts";
import type { CampaignRule } from "#src/lib/campaigns.ts";
import { variantPath, type ExperimentRule } from "#src/lib/experiments/choose.ts";
import { headersFor, httpRules, notFoundPageFor, type HttpRules } from "./http-rules.ts";
import {
  builtPages,
  experimentsModule,
  headersFile,
  nginxServer,
  redirectsFile,
  routesFile,
} from "./server-configs.ts";

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

describe("not-found pages", () => {
  it("gives every language but the default its own, from src/config/locales.ts", () => {
    expect(base.notFoundPage).toBe("404.html");
    expect(base.notFoundPages).toEqual(
      prefixedLocales.map((code) => ({ prefix: `${localePath(code, "/")}/`, page: `${code}/404.html` })),
    );
  });

  it("picks a path's by its longest prefix, the default for every other path", () => {
    const [code] = prefixedLocales;
    const nested: HttpRules = {
      ...base,
      notFoundPages: [...base.notFoundPages, { prefix: `/${code}/docs/`, page: `${code}/docs/404.html` }],
    };
    expect(notFoundPageFor(nested, `/${code}/nope`)).toBe(`${code}/404.html`);
    expect(notFoundPageFor(nested, `/${code}/a/b`)).toBe(`${code}/404.html`);
    expect(notFoundPageFor(nested, `/${code}/docs/x`)).toBe(`${code}/docs/404.html`);
    const others = ["/nope", `/${code}`, `/${code}-x`, `/${code}x/nope`, "/"];
    expect(others.map((path) => notFoundPageFor(nested, path))).toEqual(others.map(() => "404.html"));
  });

  it("leaves them out of the pages whose other spellings redirect", () => {
    const dir = mkdtempSync(join(tmpdir(), "built-pages-test-"));
    try {
      for (const file of ["index.html", "404.html", "de.html", "de/pricing.html", "de/404.html"]) {
        mkdirSync(join(dir, file, ".."), { recursive: true });
        writeFileSync(join(dir, file), "x");
      }
      const german: HttpRules = { ...base, notFoundPages: [{ prefix: "/de/", page: "de/404.html" }] };
      expect(builtPages(dir, german)).toEqual(["/de.html", "/de/pricing.html", "/index.html"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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

  // Pages answers a missing path with the nearest 404.html up the tree by itself, which is each
  // language's page (tests/e2e/languages-http.spec.ts); a rule it cannot follow stops the build.
  it("refuses a not-found page Cloudflare Pages would not find for its prefix", () => {
    for (const notFoundPages of [
      [{ prefix: "/de/", page: "de/not-found.html" }],
      [{ prefix: "/de/", page: "404.html" }],
      [{ prefix: "/de/", page: "fr/404.html" }],
    ])
      expect(() => redirectsFile({ ...base, notFoundPages })).toThrow(
        /Cloudflare Pages serves \/de\/404\.html/,
      );
    expect(() => redirectsFile({ ...base, notFoundPage: "missing.html" })).toThrow(/serves \/404\.html/);
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
    expect(location("@not_found_1")).toContain("try_files $not_found_page =404;");
  });

  it("chooses each request's not-found page by its prefix, longest last, before any location", () => {
    const [code] = prefixedLocales;
    const nested: HttpRules = {
      ...rules,
      notFoundPages: [{ prefix: `/${code}/docs/`, page: `${code}/docs/404.html` }, ...rules.notFoundPages],
    };
    const written = nginxServer(nested, { root: "/srv", listen: "80", https: false, pages: [] });
    const choice = written.slice(written.indexOf("  set $not_found_page"), written.indexOf("\n\n  gzip on;"));
    expect(choice).toBe(
      [
        "  set $not_found_page /404.html;",
        ...rules.notFoundPages.map(
          ({ prefix, page }) => `  if ($uri ~ "^${prefix}") {\n    set $not_found_page /${page};\n  }`,
        ),
        `  if ($uri ~ "^/${code}/docs/") {\n    set $not_found_page /${code}/docs/404.html;\n  }`,
      ].join("\n"),
    );
    expect(written.indexOf("set $not_found_page")).toBeLessThan(written.indexOf("  location "));
    expect(written).toContain("\n  error_page 404 $not_found_page;\n");
    expect(written).not.toMatch(/error_page 404 \/404\.html/);
  });

  it("answers each not-found page's own URL with 404, and keeps its file internal", () => {
    for (const page of ["404.html", ...rules.notFoundPages.map((entry) => entry.page)]) {
      expect(location(`= /${page.replace(/\.html$/, "")}`)).toMatch(
        /^location = \S+ \{\n    return 404;\n  $/,
      );
      expect(location(`= /${page}`)).toContain("    internal;");
      expect(location(`= /${page}`)).toContain(`add_header Content-Security-Policy "${strictCsp}" always;`);
    }
  });

  it("refuses a not-found prefix or page it cannot write unquoted", () => {
    for (const notFoundPages of [
      [{ prefix: "/d e/", page: "de/404.html" }],
      [{ prefix: "/de", page: "de/404.html" }],
      [{ prefix: "/de/", page: "de/4$04.html" }],
    ])
      expect(() =>
        nginxServer({ ...rules, notFoundPages }, { root: "/srv", listen: "80", https: false, pages: [] }),
      ).toThrow(/not-found/);
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

const nginxAt = "/usr/sbin/nginx";

/**
 * nginx on a small folder made of `files` (path → body), serving `served`'s rules on a free port:
 * its origin once `ready` answers, and its process, to stop after.
 */
async function serveFolder(dir: string, files: Record<string, string>, served: HttpRules, ready: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(dir, "site", file, ".."), { recursive: true });
    writeFileSync(join(dir, "site", file), `${body}\n`);
  }
  const pages = builtPages(join(dir, "site"), served);
  writeFileSync(
    join(dir, "nginx.conf"),
    wrap(
      dir,
      nginxServer(served, { root: join(dir, "site"), listen: `127.0.0.1:${port}`, https: false, pages }),
    ),
  );
  const nginx = spawn(nginxAt, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "inherit",
  });
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`${origin}${ready}`).then(
      () => true,
      () => false,
    );
    if (up) return { origin, nginx };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  nginx.kill("SIGQUIT");
  throw new Error("nginx did not start");
}
/** An object holding `depth` nested arrays. */
const deep = (depth: number) => `{"a":${"[".repeat(depth)}${"]".repeat(depth)}}`;
/** A config file around a generated server block, as the test server writes it. */
const wrap = (dir: string, server: string) =>
  `${nginxUser()}pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
${nginxTempPaths(dir)}
${server}}
`;
describe("nginx, the events path (counting on)", () => {
  const on = httpRules(
    { script: ["'self'"], style: ["'self'"] },
    { collector: "http://127.0.0.1:9/api/event", domain: "x" },
  );
  const conf = nginxServer(on, { root: "/srv/site", listen: "127.0.0.1:8080", https: false, pages: [] });
  // The checker (map and server on the unix socket) comes first; the front is the site's location.
  const checker = conf.slice(0, conf.indexOf("server {\n  listen 127.0.0.1:8080;"));
  const front = conf.slice(
    conf.lastIndexOf("location = /api/event {"),
    conf.indexOf("location @events_bad_gateway"),
  );

  it("is written only with counting on, and leaves the config as it was without it", () => {
    const off = nginxServer(base, { root: "/srv/site", listen: "127.0.0.1:8080", https: false, pages: [] });
    expect(off).not.toContain("/api/event");
    expect(off).toContain("if ($request_method !~ ^(GET|HEAD)$) {\n    return 405;");
    expect(checker).toContain("proxy_pass http://127.0.0.1:9/api/event;");
    expect(front).toContain("proxy_pass http://unix:/run/nginx-site-events.sock:/api/event;");
  });

  it("sends only the headers the collector needs, the address from the connection", () => {
    for (const hop of [front, checker]) {
      expect(hop).toContain("proxy_pass_request_headers off;");
      expect(hop).toContain("proxy_set_header User-Agent $http_user_agent;");
    }
    // The front sets the address; the checker, reached only through the front's unix socket, passes it on.
    expect(front).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(front).not.toContain("$http_x_forwarded_for");
    expect(checker).toMatch(/listen unix:\S+;\n/);
    expect(checker).not.toMatch(/listen (?!unix:)/);
    expect(checker).toContain("proxy_set_header Host $proxy_host;");
    expect(conf).not.toContain("proxy_ssl");
  });

  it("checks an https collector's name (SNI) and certificate", () => {
    const tls = nginxServer(
      httpRules({ script: [], style: [] }, { collector: "https://plausible.io/api/event", domain: "x" }),
      { root: "/srv", listen: "80", https: true, pages: [] },
    );
    expect(tls).toContain("proxy_pass https://plausible.io/api/event;");
    expect(tls).toContain("proxy_ssl_server_name on;");
    expect(tls).toContain("proxy_ssl_verify on;");
  });

  // As postbuild writes it for an https collector (a name nginx resolves at start: localhost here,
  // offline), with the TLS checks and the default unix socket.
  it.runIf(existsSync(nginxAt))("is a configuration nginx accepts, https collector included", () => {
    const dir = mkdtempSync(join(tmpdir(), "nginx-conf-test-"));
    try {
      const tls = httpRules(
        { script: [], style: [] },
        { collector: "https://localhost:9/api/event", domain: "x" },
      );
      writeFileSync(
        join(dir, "nginx.conf"),
        wrap(dir, nginxServer(tls, { root: "/srv/site", listen: "127.0.0.1:8080", https: true, pages: [] })),
      );
      const result = spawnSync(nginxAt, ["-t", "-p", dir, "-c", join(dir, "nginx.conf")], {
        encoding: "utf8",
      });
      expect(result.stderr).toContain("syntax is ok");
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a collector URL that could break out of its directive", () => {
    for (const collector of ["http://127.0.0.1/a;b", "http://127.0.0.1/a$host", "http://127.0.0.1/a'b"])
      expect(() =>
        nginxServer(httpRules({ script: [], style: [] }, { collector, domain: "x" }), {
          root: "/srv",
          listen: "80",
          https: false,
          pages: [],
        }),
      ).toThrow(/cannot be written/);
  });

  // nginx itself, forwarding to the stand-in collector on loopback.
  describe.runIf(existsSync(nginxAt))("served by nginx", () => {
    let collector: CollectorStandIn;
    let nginx: ChildProcess;
    let origin = "";
    const dir = mkdtempSync(join(tmpdir(), "nginx-events-test-"));
    const event = '{"n":"pageview","u":"http://127.0.0.1/","d":"x","r":null}';

    beforeAll(async () => {
      collector = await startCollectorStandIn();
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      mkdirSync(join(dir, "site"));
      writeFileSync(join(dir, "site", "404.html"), "<title>not found</title>");
      // A host name, not an address: resolved when nginx starts.
      const upstream = collector.url.replace("127.0.0.1", "localhost");
      const served = httpRules({ script: [], style: [] }, { collector: upstream, domain: "x" });
      writeFileSync(
        join(dir, "nginx.conf"),
        wrap(
          dir,
          nginxServer(served, {
            root: join(dir, "site"),
            listen: `127.0.0.1:${port}`,
            https: false,
            pages: [],
            eventsSocket: join(dir, "events.sock"),
          }),
        ),
      );
      nginx = spawn(nginxAt, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
        stdio: "inherit",
      });
      for (let i = 0; i < 50; i++) {
        if (
          await fetch(`${origin}/`).then(
            () => true,
            () => false,
          )
        )
          return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error("nginx did not start");
    });
    afterAll(async () => {
      nginx?.kill("SIGQUIT");
      await collector?.close();
      rmSync(dir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      collector.recorded.length = 0;
      await collector.setMode("normal");
    });
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${origin}/api/event`, {
        method: "POST",
        body,
        headers: { "User-Agent": "Visitor/1.0", ...headers },
      });

    it("forwards the body byte for byte with the visitor's User-Agent and address, and relays 202", async () => {
      const response = await post(event, {
        "X-Forwarded-For": "203.0.113.9",
        Cookie: "a=b",
        Referer: "http://x/",
      });
      expect(response.status).toBe(202);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const [sent] = collector.recorded;
      expect(Buffer.from(sent!.body, "base64").toString()).toBe(event);
      expect(sent!.userAgent).toBe("Visitor/1.0");
      expect(sent!.forwardedFor).toBe("127.0.0.1");
      expect(sent!.contentType).toBe("text/plain");
      expect(sent!.host).toBe(new URL(collector.url.replace("127.0.0.1", "localhost")).host);
    });

    it.each(["GET", "HEAD", "PUT", "DELETE"])("%s: 405 with Allow: POST", async (method) => {
      const response = await fetch(`${origin}/api/event`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    });

    it("POST elsewhere is still 405", async () => {
      expect((await fetch(`${origin}/api/other`, { method: "POST", body: event })).status).toBe(405);
    });

    // The body check, by nginx's own regex engine, against JSON.parse on the same bodies.
    it.each([
      ["an event", '{"n":"pageview","u":"https://x/","d":"x","r":null,"p":{"cta":"home.hero.trial"}}', true],
      ["an empty object", "{}", true],
      [
        "every kind of value, escapes and whitespace",
        ' \t\r\n{ "a" : [ 1 , -0.5e+10 , true , false , null , "\\u00e9\\n\\"" , { } ] } \n',
        true,
      ],
      ["UTF-8 text", '{"é":"🙂 ü → ﬁ"}', true],
      ["1,000 levels deep", deep(1_000), true],
      ["words", "not json", false],
      ["nothing", "", false],
      ["an array", "[1,2]", false],
      ["a string", '"a"', false],
      ["null", "null", false],
      ["a trailing comma", '{"a":1,}', false],
      ["a leading zero", '{"a":01}', false],
      ["a bare point", '{"a":1.}', false],
      ["a bad escape", '{"a":"\\x"}', false],
      ["a raw tab in a string", '{"a":"tab\there"}', false],
      ["single quotes", "{'a':1}", false],
      ["two objects", '{"a":1}{"b":2}', false],
      ["trailing words", '{"a":1} x', false],
      ["a mismatched bracket", '{"a":[1,2}', false],
      ["1,000 levels deep, one short", deep(1_000).slice(0, -1), false],
      ["1,500 items, unclosed", `{"a":[${"1,".repeat(1_500)}}`, false],
    ])("%s: forwarded %s", async (_name, body, json) => {
      expect(JSON.parse.bind(null, body), "the case itself").toSatisfy((parse: () => unknown) => {
        try {
          const value = parse();
          return json === (typeof value === "object" && value !== null && !Array.isArray(value));
        } catch {
          return !json;
        }
      });
      const response = await post(body);
      expect(response.status).toBe(json ? 202 : 400);
      expect(collector.recorded).toHaveLength(json ? 1 : 0);
    });

    it("a body that is not UTF-8: 400", async () => {
      for (const bytes of [
        [0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d],
        [0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d],
      ])
        expect((await post(new Uint8Array(bytes))).status).toBe(400);
      expect(collector.recorded).toEqual([]);
    });

    it("a body over 4 KB: 413, nothing forwarded; exactly 4 KB passes", async () => {
      expect((await post("x".repeat(4097))).status).toBe(413);
      expect(collector.recorded).toEqual([]);
      expect((await post(`{"n":"${"x".repeat(4096 - 8)}"}`)).status).toBe(202);
    });

    it("a slow collector: 504 after 2 s; a dead one: 502 at once; a failing one: 502", async () => {
      await collector.setMode("slow");
      let started = Date.now();
      expect((await post(event)).status).toBe(504);
      expect(Date.now() - started).toBeLessThan(2_500);
      await collector.setMode("dead");
      started = Date.now();
      const dead = await post(event);
      expect(dead.status).toBe(502);
      expect(await dead.text()).toBe("Bad Gateway\n");
      expect(Date.now() - started).toBeLessThan(1_000);
      await collector.setMode({ status: 500 });
      expect((await post(event)).status).toBe(502);
      await collector.setMode({ status: 400 });
      expect((await post(event)).status).toBe(400);
      expect((await fetch(`${origin}/nope`)).status).toBe(404);
    });
  });
});

/** A variant's file in the build, as postbuild names it. */
const variantFile = (name: string, id: string, path: string) => `${variantPath(name, id, path)}.html`;
/** Pearson's χ² of the counts against the shares. */
const chiSquare = (counts: Record<string, number>, rule: ExperimentRule) => {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return rule.variants.reduce((sum, id, index) => {
    const expected = (total * rule.shares[index]!) / 100;
    return expected === 0 ? sum : sum + ((counts[id] ?? 0) - expected) ** 2 / expected;
  }, 0);
};
// χ² at p = 0.001 with one degree of freedom (two variants drawn): a fair split fails 1 run in 1,000.
const chiSquareAtP001 = 10.828;
/** `_routes.json` as Pages reads it. */
const routes = (written: HttpRules) =>
  JSON.parse(routesFile(written)) as { version: number; include: string[]; exclude: string[] };
/** The generated module, imported as the Function's bundle would. */
const imported = (text: string) =>
  import(`data:text/javascript,${encodeURIComponent(text)}`) as Promise<{
    experiments: ExperimentRule[];
    cacheControl: string;
    namedCacheControl: string;
    variantOnlyHeaders: string[];
  }>;

/** The shipped example's shape: /features in English and German, 50/50. */
const lead: ExperimentRule = {
  name: "features-lead",
  param: "xp-features-lead",
  variants: ["a", "b"],
  shares: [50, 50],
  pages: ["/features", "/de/features"].map((path) => ({
    path,
    pageFile: `${path}.html`,
    files: ["a", "b"].map((id) => variantFile("features-lead", id, path)),
  })),
};

describe("nginx, experiments", () => {
  const sources = { script: ["'self'"], style: ["'self'"] };
  // Three variants, one never drawn (share 0) but still honoured when asked for, on the home page.
  const home: ExperimentRule = {
    name: "home",
    param: "xp-home",
    variants: ["a", "b", "c"],
    shares: [20, 0, 80],
    pages: [
      {
        path: "/",
        pageFile: "/index.html",
        files: ["a", "b", "c"].map((id) => variantFile("home", id, "/")),
      },
    ],
  };
  const options = { root: "/srv/site", listen: "127.0.0.1:8080", https: false, pages: ["/features.html"] };

  it("is written only while one runs: without, the config has none of it", () => {
    const off = nginxServer(httpRules(sources), options);
    expect(off).not.toMatch(/split_clients|\$xp_|sec_gpc|private, no-cache/);
    expect(off).toContain("  location = / {\n");
  });

  it("only adds to the config: without its http-level part and its locations, it is the config without", () => {
    const on = httpRules(sources, null, [lead]);
    const { experiments: _, ...without } = on;
    const written = nginxServer(on, options);
    const added = written.slice(0, written.indexOf("server {\n"));
    expect(added).toMatch(/^# Experiment features-lead/);
    const start = written.indexOf("  # Experiments (");
    const end = written.indexOf("  location = / {\n");
    expect(start).toBeGreaterThan(0);
    expect(written.slice(start, end).match(/^ {2}location = (\S+) \{$/gm)).toEqual([
      "  location = /features {",
      "  location = /de/features {",
    ]);
    expect(written.slice(added.length, start) + written.slice(end)).toBe(nginxServer(without, options));
  });

  it("draws by the shares on the server's counters, honours each id asked for, and the plain page under Sec-GPC", () => {
    const written = nginxServer(httpRules(sources, null, [lead, home]), options);
    expect(written).toContain(
      'split_clients "${msec}${connection}${connection_requests}" $xp_0_draw {\n  50% a;\n  * b;\n}',
    );
    // A share of 0% is never drawn (split_clients refuses one).
    expect(written).toContain(
      'split_clients "${msec}${connection}${connection_requests}" $xp_1_draw {\n  20% a;\n  * c;\n}',
    );
    expect(written).toContain('map $http_sec_gpc $xp_1_variant {\n  default $xp_1_asked;\n  1 "";\n}');
    expect(written).toContain(
      "map $xp_0_variant $xp_0_file_1 {\n  default /de/features.html;\n  a /experiments/features-lead/a/de/features.html;\n  b /experiments/features-lead/b/de/features.html;\n}",
    );
    // The home page's location is the experiment's, not the plain one beside it.
    expect(written.match(/location = \/ \{/g)).toHaveLength(1);
    expect(written).toContain("    try_files $xp_1_file_0 =404;");
  });

  it("refuses an experiment it cannot write or keep", () => {
    const refused = (rule: ExperimentRule, pattern: RegExp) =>
      expect(() => nginxServer(httpRules(sources, null, [rule]), options)).toThrow(pattern);
    refused({ ...lead, param: "xp-a(b" }, /cannot match/);
    refused({ ...lead, variants: ["a", "b c"] }, /cannot match/);
    refused({ ...lead, shares: [50, 40] }, /adding up to 100/);
    refused({ ...lead, shares: [50] }, /one per variant/);
    refused({ ...lead, shares: [33.333, 66.667] }, /hundredths/);
    refused({ ...lead, pages: [{ ...lead.pages[0]!, path: "/a b" }] }, /no location/);
    refused({ ...lead, pages: [{ ...lead.pages[0]!, path: "/blog" }] }, /answer it otherwise/);
    refused({ ...lead, pages: [{ ...lead.pages[0]!, files: ["/a.html"] }] }, /no file per variant/);
    expect(() =>
      nginxServer(httpRules(sources, null, [lead, { ...lead, name: "other", param: "xp-other" }]), options),
    ).toThrow(/two experiments run on one page/);
  });

  // nginx itself on a small folder: the plain pages, each variant's file, and the 404 pages.
  describe.runIf(existsSync(nginxAt))("served by nginx", () => {
    let nginx: ChildProcess;
    let origin = "";
    const dir = mkdtempSync(join(tmpdir(), "nginx-experiments-test-"));
    const served = httpRules(sources, null, [lead, home]);
    /** Each file's body names it: "plain" or the variant's id. */
    const files: Record<string, string> = {
      "/index.html": "plain",
      "/features.html": "plain",
      "/de/features.html": "plain",
      "/404.html": "not found",
      ...Object.fromEntries(served.notFoundPages.map(({ page }) => [`/${page}`, "not found"])),
      ...Object.fromEntries(
        [lead, home].flatMap(({ variants, pages }) =>
          pages.flatMap(({ files: own }) => own.map((file, index) => [file, variants[index]!])),
        ),
      ),
    };

    beforeAll(async () => {
      ({ origin, nginx } = await serveFolder(dir, files, served, "/features"));
    });
    afterAll(() => {
      nginx?.kill("SIGQUIT");
      rmSync(dir, { recursive: true, force: true });
    });

    /** The file that answered a request (its body), after checking the answer is the page's. */
    const answered = async (path: string, headers: Record<string, string>, cache: string) => {
      const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(cache);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("location")).toBeNull();
      return (await response.text()).trim();
    };
    /**
     * Answers to `count` requests, 25 at a time, counted by file, each with `cache` as its
     * Cache-Control: the experiments' own unless the request names its variant.
     */
    const tally = async (
      path: string,
      count: number,
      headers: Record<string, string> = {},
      cache = served.experiments!.cacheControl,
    ) => {
      const counts: Record<string, number> = {};
      for (let sent = 0; sent < count; sent += 25)
        for (const body of await Promise.all(
          Array.from({ length: Math.min(25, count - sent) }, () => answered(path, headers, cache)),
        ))
          counts[body] = (counts[body] ?? 0) + 1;
      return counts;
    };

    it("answers a page with the page's headers but Cache-Control, and no noindex", async () => {
      for (const path of ["/features", "/de/features", "/"]) {
        const response = await fetch(`${origin}${path}`);
        const { "Cache-Control": _, ...expected } = headersFor(served, path, { https: false });
        const sent = Object.fromEntries(
          Object.keys(expected).map((name) => [name, response.headers.get(name)]),
        );
        expect(sent).toEqual(expected);
        expect(response.headers.get("cache-control")).toBe("private, no-cache");
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(response.headers.get("x-robots-tag")).toBeNull();
      }
      // The variants' own URLs are for the servers only: noindex, and their page's other headers.
      const own = await fetch(`${origin}/experiments/features-lead/b/features`);
      expect(own.status).toBe(200);
      expect(await own.text()).toBe("b\n");
      expect(own.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(own.headers.get("cache-control")).toBe(served.headers.revalidate["Cache-Control"]);
    });

    it("draws 1,000 requests by the shares (χ², p > 0.001)", { timeout: 30_000 }, async () => {
      const features = await tally("/features", 1_000);
      expect(Object.keys(features).toSorted()).toEqual(["a", "b"]);
      expect(chiSquare(features, lead)).toBeLessThan(chiSquareAtP001);
      const page = await tally("/", 1_000);
      expect(Object.keys(page).toSorted()).toEqual(["a", "c"]);
      expect(chiSquare(page, home)).toBeLessThan(chiSquareAtP001);
    });

    it("honours a variant the query names, its first value, whatever its share, and lets the browser keep it", async () => {
      const named = served.experiments!.namedCacheControl;
      expect(named).toMatch(/^private, max-age=\d+/);
      for (const [query, id] of [
        ["?xp-features-lead=b", "b"],
        ["?xp-features-lead=a", "a"],
        ["?utm_source=x&xp-features-lead=b&cta=y", "b"],
        ["?xp-features-lead=b&xp-features-lead=a", "b"],
        ["?xp-home=b&xp-features-lead=a", "b"],
      ] as const) {
        const path = query.includes("xp-home=") ? "/" : "/features";
        expect(await tally(`${path}${query}`, 20, {}, named)).toEqual({ [id]: 20 });
      }
      expect(await tally("/de/features?xp-features-lead=a", 20, {}, named)).toEqual({ a: 20 });
    });

    it("gives Sec-GPC: 1 the plain page, whatever the query asks", async () => {
      expect(await tally("/features?xp-features-lead=b", 20, { "Sec-GPC": "1" })).toEqual({ plain: 20 });
      expect(await tally("/", 20, { "Sec-GPC": "1" })).toEqual({ plain: 20 });
      expect(Object.keys(await tally("/features", 50, { "Sec-GPC": "0" })).toSorted()).toEqual(["a", "b"]);
    });

    it("draws for a value that names no variant, never an error", async () => {
      for (const query of [
        "?xp-features-lead=%3Cscript%3E",
        "?xp-features-lead=z",
        "?xp-features-lead=B",
        "?xp-features-lead=bb",
        "?xp-features-lead=",
        "?xp-features-lead",
        "?xp-features-lead=z&xp-features-lead=b",
        "?xp-features-leadx=b",
        "?x-xp-features-lead=b",
        `?xp-features-lead=${"b".repeat(5_000)}`,
        `?${"a=1&".repeat(1_000)}xp-features-lead=%zz`,
        "?%zz&&=&xp-features-lead=%ff%fe",
      ])
        expect({ query, drawn: Object.keys(await tally(`/features${query}`, 60)).toSorted() }).toEqual({
          query,
          drawn: ["a", "b"],
        });
    });

    it("still redirects the page's other spellings to its one URL, keeping the query", async () => {
      for (const path of ["/features.html", "/features/"]) {
        const response = await fetch(`${origin}${path}?xp-features-lead=b`, { redirect: "manual" });
        expect(response.status).toBe(301);
        expect(response.headers.get("location")).toBe("/features?xp-features-lead=b");
      }
    });
  });
});

describe("Cloudflare Pages, experiments", () => {
  const sources = { script: ["'self'"], style: ["'self'"] };
  const on = httpRules(sources, null, [lead]);

  it("runs Functions on their own folders only, and on each experiment's page", () => {
    const off = routes(httpRules(sources));
    expect(off).toEqual({
      version: 1,
      description: expect.any(String),
      include: ["/api/*", "/oauth/*"],
      exclude: [],
    });
    expect(routes(on).include).toEqual(["/api/*", "/oauth/*", "/features", "/de/features"]);
    // Every folder of functions/ is listed: a new one would otherwise never run on Pages.
    const folders = readdirSync("functions", { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map(({ name }) => `/${name}/*`).toSorted()).toEqual(off.include.toSorted());
  });

  it("refuses routes Pages would not take", () => {
    const many = {
      ...lead,
      pages: Array.from({ length: 99 }, (_, i) => ({ ...lead.pages[0]!, path: `/p${i}` })),
    };
    expect(() => routesFile(httpRules(sources, null, [many]))).toThrow(/cannot take/);
  });

  it("hands the Function the running experiments, and the variants' noindex to take off", async () => {
    const module = await imported(experimentsModule(on));
    expect(module.experiments).toEqual(on.experiments!.running);
    expect(module.cacheControl).toBe("private, no-cache");
    expect(module.namedCacheControl).toBe(on.experiments!.namedCacheControl);
    expect(module.variantOnlyHeaders).toEqual(["X-Robots-Tag"]);
    expect(await imported(experimentsModule(httpRules(sources)))).toMatchObject({
      experiments: [],
      variantOnlyHeaders: [],
    });
  });

  it("stops when the variants' files would get another header than their page", () => {
    const page = {
      ...on,
      headers: {
        ...on.headers,
        paths: [...on.headers.paths, { path: "/features", headers: { "X-A": "1" } }],
      },
    };
    expect(() => experimentsModule(page)).toThrow(/lacks X-A/);
    const variant = {
      ...on,
      headers: {
        ...on.headers,
        paths: [
          ...on.headers.paths,
          { path: "/experiments/*", headers: { "X-Frame-Options": "SAMEORIGIN" } },
        ],
      },
    };
    expect(() => experimentsModule(variant)).toThrow(/another X-Frame-Options/);
  });
});

/** An instant `seconds` from now, to the second, as the content writes it. */
const fromNow = (seconds: number) =>
  new Date((Math.floor(Date.now() / 1000) + seconds) * 1000).toISOString().replace(".000Z", "Z");
/** A dated landing page in English and German. */
const dated = (name: string, dates: { start?: string; end?: string }, endsAt = "/pricing"): CampaignRule => ({
  name,
  ...dates,
  pages: [
    { path: `/lp/${name}`, file: `/lp/${name}.html`, endsAt },
    { path: `/de/lp/${name}`, file: `/de/lp/${name}.html`, endsAt: `/de${endsAt}` },
  ],
});

describe("nginx, dated landing pages", () => {
  const sources = { script: ["'self'"], style: ["'self'"] };
  // Days either side of now: nginx's clock, whatever the machine's time zone, decides.
  const campaigns = [
    dated("ended", { start: fromNow(-30 * 86_400), end: fromNow(-86_400) }),
    dated("waiting", { start: fromNow(86_400) }),
    dated("live", { start: fromNow(-86_400), end: fromNow(86_400) }),
  ];
  // An experiment whose end has passed, on a page of its own: no variant any more.
  const past: ExperimentRule = { ...lead, end: fromNow(-60) };
  const served = httpRules(sources, null, [past], campaigns);
  const options = { root: "/srv/site", listen: "127.0.0.1:8080", https: false, pages: ["/features.html"] };

  it("is written only with a dated page: without, the config has none of it", () => {
    expect(nginxServer(httpRules(sources), options)).not.toMatch(/\$lp_|\$msec|no-store/);
  });

  it("compares $msec with each date, and carries only the checked parameters", () => {
    const written = nginxServer(served, options);
    expect(written).toContain("map $msec $lp_0_ended {");
    expect(written).toContain("map $msec $lp_1_started {");
    expect(written).toContain('map "${lp_1_started}0" $lp_1_live {');
    expect(written).toContain("      return 302 /pricing$lp_carried;");
    expect(written).toContain("      return 302 /de/pricing$lp_carried;");
    expect(written).toMatch(
      /map \$args \$lp_carry_0 \{\n {2}default "";\n {2}"~\^\(\?:\(\?!utm_source\(\?:\[=&\]\|\$\)\)/,
    );
    expect(() =>
      nginxServer(httpRules(sources, null, [], [dated("x", { end: fromNow(1) }, "/a b")]), options),
    ).toThrow(/no location for the page an ended campaign sends to/);
    // A dated page an experiment also runs on: one location, the dates' answers first, then the draw.
    const onBoth = { ...lead, pages: [{ ...lead.pages[0]!, path: "/lp/both", pageFile: "/lp/both.html" }] };
    const both = nginxServer(
      httpRules(sources, null, [onBoth], [dated("both", { end: fromNow(60) })]),
      options,
    );
    expect(both.match(/location = \/lp\/both \{/g)).toHaveLength(1);
    expect(both).toMatch(
      /location = \/lp\/both \{\n {4}error_page 404 @lp_waiting;\n {4}if \(\$lp_0_ended\) \{[\s\S]*?return 302 \/pricing\$lp_carried;[\s\S]*?try_files \$xp_0_file_0 =404;/,
    );
  });

  describe.runIf(existsSync(nginxAt))("served by nginx, by its clock", () => {
    let nginx: ChildProcess;
    let origin = "";
    const dir = mkdtempSync(join(tmpdir(), "nginx-dated-test-"));
    const files: Record<string, string> = {
      "/index.html": "home",
      "/pricing.html": "pricing",
      "/features.html": "plain",
      "/404.html": "not found",
      ...Object.fromEntries(served.notFoundPages.map(({ page }) => [`/${page}`, `not found ${page}`])),
      ...Object.fromEntries(campaigns.flatMap(({ pages }) => pages.map(({ file }) => [file, file]))),
      ...Object.fromEntries(
        past.pages.flatMap(({ files: own }) => own.slice(1).map((file) => [file, "variant"])),
      ),
    };

    beforeAll(async () => {
      ({ origin, nginx } = await serveFolder(dir, files, served, "/pricing"));
    });
    afterAll(() => {
      nginx?.kill("SIGQUIT");
      rmSync(dir, { recursive: true, force: true });
    });
    const get = (path: string, init: RequestInit = {}) =>
      fetch(`${origin}${path}`, { redirect: "manual", ...init });

    it("ended: 302 to the page named in each language, never stored, with the campaign and the variant and nothing else", async () => {
      const response = await get(
        "/lp/ended?next=//evil.example&utm_source=linkedin&utm_campaign=q4%2Dwebinar&cta=x&xp-features-lead=b&utm_medium=%0d%0aSet-Cookie:x",
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        "/pricing?utm_source=linkedin&utm_campaign=q4%2Dwebinar&xp-features-lead=b",
      );
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("set-cookie")).toBeNull();
      const german = await get("/de/lp/ended", { method: "HEAD" });
      expect([german.status, german.headers.get("location")]).toEqual([302, "/de/pricing"]);
      expect((await get("/lp/ended?utm_source=a&utm_source=b")).headers.get("location")).toBe(
        "/pricing?utm_source=a",
      );
      expect((await get("/lp/ended?utm_source=a%2")).headers.get("location")).toBe("/pricing");
    });

    it("not yet started: 404 with the language's not-found page, never stored", async () => {
      for (const [path, body] of [
        ["/lp/waiting", "not found"],
        ["/de/lp/waiting", "not found de/404.html"],
      ] as const) {
        const response = await get(path);
        expect(response.status).toBe(404);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect((await response.text()).trim()).toBe(body);
      }
    });

    it("between its dates: the page, asked for again on every use", async () => {
      const response = await get("/de/lp/live");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect((await response.text()).trim()).toBe("/de/lp/live.html");
    });

    it("an experiment past its end draws no variant, named or not", async () => {
      for (const query of ["", "?xp-features-lead=b"])
        for (let i = 0; i < 20; i++)
          expect((await (await get(`/features${query}`)).text()).trim()).toBe("plain");
    });
  });
});
