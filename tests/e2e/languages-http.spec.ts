import { readFileSync } from "node:fs";
import { test, expect } from "@playwright/test";
import { headersFor, notFoundPageFor, type HttpRules } from "#config/http-rules.ts";
import {
  defaultLocale,
  htmlLang,
  localeCodes,
  localePath,
  prefixedLocales,
  type Locale,
} from "#src/config/locales.ts";
import { pagePaths } from "#src/config/pages.ts";
import { rawRequest, type RawRequest, type RawResponse } from "./raw-http.ts";

// Every page in every language (docs/decisions/018), on the three targets http.spec.ts runs on (npm start,
// nginx, Cloudflare Pages' local runtime): one URL each, the other spellings redirected to it, each
// language's own not-found page for its missing paths, and nothing chosen by Accept-Language.
// The languages and pages come from src/config (locales.ts, pages.ts); the bytes from the build.
const rules = JSON.parse(readFileSync("build/http-rules.json", "utf8")) as HttpRules;

type Target = "chromium" | "nginx" | "cloudflare";
const target = () => test.info().project.name as Target;
/** Pages answers the other spellings of a page with its own 308, as for English (http.spec.ts). */
const cleanUrlStatus = () => (target() === "cloudflare" ? 308 : rules.cleanUrlRedirect);

// As in http.spec.ts: the list reporter marks an expected failure ✘ although it counts as passed.
test.beforeAll(() => {
  if (target() === "cloudflare")
    console.log(
      `cloudflare: "<language>'s not-found page is never a page of its own" is expected to fail for ${prefixedLocales.join(", ")} (Pages serves each at /<code>/404 with 200, as it serves /404); the reporter marks it ✘ and counts it as passed.`,
    );
});

async function raw(baseURL: string | undefined, request: RawRequest): Promise<RawResponse> {
  const response = await rawRequest(baseURL!, request);
  if (response === "no answer") throw new Error(`${request.method ?? "GET"} ${request.target}: no answer`);
  return response;
}

/** The built file of a clean URL: `/` → index.html, `/de` → de.html, `/de/pricing` → de/pricing.html. */
const builtPage = (url: string) => readFileSync(`build/client${url === "/" ? "/index" : url}.html`);
/** A language's not-found page as the build wrote it: 404.html for English, de/404.html for German. */
const builtNotFound = (locale: Locale) =>
  readFileSync(`build/client/${locale === defaultLocale ? "" : `${locale}/`}404.html`);

/** Where a redirect sends the browser, as a path and query on this site (or the whole URL if not). */
const redirectTarget = (baseURL: string, location: string | undefined) => {
  const next = new URL(location ?? "", baseURL);
  return next.origin === new URL(baseURL).origin ? next.pathname + next.search : next.href;
};

for (const locale of localeCodes) {
  const urls = pagePaths.map((path) => localePath(locale, path));

  test.describe(`${locale}: one URL per page`, () => {
    test("every page answers 200 at its URL with its own file", async ({ baseURL }) => {
      const seen = [];
      for (const url of urls) {
        // Global Privacy Control: a running experiment's page answers with its own file, as it is.
        const response = await raw(baseURL, { target: url, headers: { "Sec-GPC": "1" } });
        seen.push({
          url,
          status: response.status,
          type: response.headers["content-type"]?.split(";")[0],
          file: response.body.equals(builtPage(url)),
          lang: response.body.toString().match(/<html\b[^>]*\slang="([^"]*)"/)?.[1],
          // The same rules as every English page: revalidated, the site's one policy.
          cache: response.headers["cache-control"],
          csp: response.headers["content-security-policy"],
        });
      }
      const https = target() === "cloudflare";
      expect(seen).toEqual(
        urls.map((url) => ({
          url,
          status: 200,
          type: "text/html",
          file: true,
          lang: htmlLang(locale),
          cache: headersFor(rules, url, { https })["Cache-Control"],
          csp: headersFor(rules, url, { https })["Content-Security-Policy"],
        })),
      );
    });

    test("the other spellings redirect permanently to it, keeping the query", async ({ baseURL }) => {
      // English's home has no other spelling but /index.html (http.spec.ts); each other language's
      // home is /de, which /de/ (a folder in the build too) and /de.html redirect to.
      const cases = urls.flatMap((url) =>
        url === "/"
          ? []
          : [
              [`${url}/`, url],
              [`${url}.html`, url],
              [`${url}/?a=1&b=2`, `${url}?a=1&b=2`],
              [`${url}.html?x=1`, `${url}?x=1`],
            ],
      );
      const seen = [];
      for (const [from] of cases) {
        const response = await raw(baseURL, { target: from! });
        seen.push([from, response.status, redirectTarget(baseURL!, response.headers["location"])]);
      }
      expect(seen).toEqual(cases.map(([from, to]) => [from, cleanUrlStatus(), to]));
    });
  });
}

test.describe("a missing path gets its language's not-found page", () => {
  for (const locale of prefixedLocales) {
    const home = localePath(locale, "/");
    test(`under ${home}/: 404 with ${locale}'s page`, async ({ baseURL }) => {
      const page = builtNotFound(locale);
      expect(page.toString()).toMatch(new RegExp(`<html\\b[^>]*\\slang="${htmlLang(locale)}"`));
      const paths = [
        `${home}/anything-missing`,
        `${home}/a/b`,
        `${home}/pricing/extra`,
        `${home}/missing.js`,
      ];
      const seen = [];
      for (const path of paths) {
        expect(notFoundPageFor(rules, path), `the rules name ${locale}'s page for ${path}`).toBe(
          `${locale}/${rules.notFoundPage}`,
        );
        const response = await raw(baseURL, { target: path });
        seen.push({
          path,
          status: response.status,
          type: response.headers["content-type"]?.split(";")[0],
          page: response.body.equals(page),
        });
      }
      expect(seen).toEqual(paths.map((path) => ({ path, status: 404, type: "text/html", page: true })));
    });

    test(`${locale}'s not-found page is never a page of its own`, async ({ baseURL }) => {
      test.fail(
        target() === "cloudflare",
        `Pages serves ${locale}/404.html at ${home}/404 as a clean URL, with 200, as it serves 404.html at /404 (http.spec.ts); _redirects has no 404 status to stop it`,
      );
      for (const path of [`${home}/404`, `${home}/404.html`]) {
        const response = await raw(baseURL, { target: path });
        expect(response.status, path).toBe(404);
        expect(response.body.equals(builtNotFound(locale)), path).toBe(true);
      }
    });
  }

  test("English and every path outside a language folder keep the English page", async ({ baseURL }) => {
    const page = builtNotFound(defaultLocale);
    const paths = [
      "/anything-missing",
      "/a/b",
      ...prefixedLocales.flatMap((code) => [
        `/${code}-x`,
        `/${code}x`,
        `/${code}x/missing`,
        `/x/${code}/missing`,
      ]),
    ];
    const seen = [];
    for (const path of paths) {
      const response = await raw(baseURL, { target: path });
      seen.push({ path, status: response.status, page: response.body.equals(page) });
    }
    expect(seen).toEqual(paths.map((path) => ({ path, status: 404, page: true })));
  });
});

test.describe("nothing varies by the visitor's language", () => {
  const [first] = prefixedLocales as [Locale, ...Locale[]];
  const paths = [
    "/",
    "/pricing",
    localePath(first, "/"),
    localePath(first, "/pricing"),
    `${localePath(first, "/pricing")}/`,
    "/anything-missing",
    `${localePath(first, "/")}/anything-missing`,
  ];
  const languages = [...prefixedLocales, `${first}-CH, ${first};q=0.9, en;q=0.5`, "*"];
  for (const path of paths) {
    test(`${path}: the same status, Location and bytes whatever Accept-Language says`, async ({
      baseURL,
    }) => {
      const answer = async (headers: Record<string, string>) => {
        const response = await raw(baseURL, { target: path, headers });
        return {
          status: response.status,
          location: response.headers["location"],
          body: response.body.toString("base64"),
          // An answer chosen by the language would have to say so; none is, so none does.
          varyOnLanguage: /accept-language|\*/i.test(response.headers["vary"] ?? ""),
        };
      };
      const plain = await answer({});
      expect(plain.varyOnLanguage).toBe(false);
      for (const language of languages)
        expect(await answer({ "Accept-Language": language }), `Accept-Language: ${language}`).toEqual(plain);
    });
  }
});
