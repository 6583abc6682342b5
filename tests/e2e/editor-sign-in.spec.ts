import { adminPath } from "#src/config/pages.ts";
import { stateCookie } from "#functions/oauth/handshake.ts";
import { standIn } from "#tests/support/github-stand-in.ts";
import { expect, test } from "./fixtures.ts";

// The deployed editor's GitHub sign-in, end to end on Cloudflare Pages' own runtime (wrangler
// pages dev serving the build with functions/), against a stand-in for GitHub's OAuth endpoints
// on loopback (tests/support/github-stand-in.ts, started by tests/servers/cloudflare-test-server.ts).
// GitHub's API itself is answered here, in the browser, so the editor can be seen using the token.

const api = "https://api.github.com";

test("Login with GitHub: the sign-in window goes through the site's route and hands the token to the editor", async ({
  page,
}) => {
  const calls: { path: string; authorization: string | undefined }[] = [];
  await page.route(`${api}/**`, async (route) => {
    const url = new URL(route.request().url());
    calls.push({ path: url.pathname, authorization: route.request().headers()["authorization"] });
    if (url.pathname === "/user")
      return route.fulfill({ json: { login: "marketer", name: "Marketing", avatar_url: "" } });
    if (/^\/repos\/[^/]+\/[^/]+$/.test(url.pathname))
      return route.fulfill({ json: { permissions: { push: true, admin: false } } });
    return route.fulfill({ status: 404, json: { message: "Not Found" } });
  });

  const response = await page.goto(adminPath);
  expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Login with GitHub" }).click(),
  ]);
  // The window closes itself once the editor has the token: it may already have, before the test
  // asks (seen on CI, 2026-11-26: a close event that had fired was then awaited for 30 s).
  if (!popup.isClosed()) await popup.waitForEvent("close", { timeout: 30_000 });
  // The editor now speaks to GitHub as the signed-in marketer: who they are, then the repository.
  // (What GitHub's API answers beyond that is GitHub's business, not the sign-in's.)
  const signedIn = `token ${standIn.token}`;
  await expect.poll(() => calls.find((call) => call.path === "/user")?.authorization).toBe(signedIn);
  await expect
    .poll(() => calls.find((call) => /^\/repos\/[^/]+\/[^/]+$/.test(call.path))?.authorization)
    .toBe(signedIn);
});

test("the route starts at GitHub with a fresh state, kept in an HttpOnly cookie for the way back", async ({
  request,
}) => {
  const response = await request.get("/oauth/auth?provider=github&site_id=example&scope=repo", {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const location = new URL(response.headers()["location"]!);
  expect(location.pathname).toBe("/login/oauth/authorize");
  expect(location.searchParams.get("client_id")).toBe(standIn.clientId);
  expect(location.searchParams.get("scope")).toBe("repo");
  expect(new URL(location.searchParams.get("redirect_uri")!).pathname).toBe("/oauth/callback");
  const state = location.searchParams.get("state")!;
  expect(state).toMatch(/^[\w-]{40,}$/);
  const cookie = response.headers()["set-cookie"]!;
  expect(cookie).toContain(`${stateCookie}=${state}`);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(response.headers()["cache-control"]).toBe("no-store");
});

for (const [what, path, status, words] of [
  ["another provider", "/oauth/auth?provider=gitlab", 400, "Only GitHub sign-in"],
  [
    "a scope the editor never asks for",
    "/oauth/auth?provider=github&scope=admin:org",
    400,
    "is not one the editor asks for",
  ],
  ["a callback without GitHub's code", "/oauth/callback?state=abc", 400, "missing GitHub's code"],
  [
    "a callback this browser did not start",
    "/oauth/callback?code=abc&state=forged",
    400,
    "not started in this browser",
  ],
  [
    "GitHub's refusal",
    "/oauth/callback?error=access_denied&error_description=The+user+has+denied+your+application",
    403,
    "The user has denied your application",
  ],
] as const) {
  test(`${what}: ${status}, said in words and posted to no other origin`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByText(words)).toBeVisible();
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/=]+'; /);
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-robots-tag"]).toContain("noindex");
  });
}

test("a code GitHub does not know is refused with GitHub's words, never a token", async ({ page }) => {
  // A real state (from the route), with a code the stand-in never issued.
  const start = await page.request.get("/oauth/auth?provider=github", { maxRedirects: 0 });
  const state = new URL(start.headers()["location"]!).searchParams.get("state")!;
  const response = await page.goto(`/oauth/callback?code=never-issued&state=${state}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText("The code passed is incorrect or expired.")).toBeVisible();
  expect(await page.content()).not.toContain(standIn.token);
});
