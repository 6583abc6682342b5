import { describe, expect, it } from "vitest";
import { finishSignIn, startSignIn, stateCookie } from "./handshake.ts";

const env = { GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" };
const site = "https://site.example";
const callback = (query: string, cookie?: string) =>
  new Request(
    `${site}/oauth/callback?${query}`,
    cookie ? { headers: { Cookie: `${stateCookie}=${cookie}` } } : {},
  );
const tokenAnswer = (body: unknown) => (async () => Response.json(body)) as unknown as typeof fetch;

describe("the editor's sign-in route", () => {
  it("starts at GitHub itself unless told otherwise, with a Secure cookie over HTTPS", async () => {
    const response = await startSignIn(new Request(`${site}/oauth/auth?provider=github&scope=repo`), env);
    const location = new URL(response.headers.get("Location")!);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("redirect_uri")).toBe(`${site}/oauth/callback`);
    expect(response.headers.get("Set-Cookie")).toMatch(/; Secure$/);
  });

  it("says which settings are missing, and sends nobody to GitHub without them", async () => {
    const response = await startSignIn(new Request(`${site}/oauth/auth?provider=github`), {});
    expect(response.status).toBe(503);
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.text()).toContain("GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are missing");
  });

  it("hands the token over in a data block that markup in it cannot break out of", async () => {
    const token = "</script><script>alert(1)</script>";
    const response = await finishSignIn(
      callback("code=c&state=s", "s"),
      env,
      tokenAnswer({ access_token: token }),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain(JSON.stringify({ token }).replaceAll("<", "\\u003c"));
    // The state is spent.
    expect(response.headers.get("Set-Cookie")).toContain(`${stateCookie}=; Path=/oauth; Max-Age=0`);
  });

  it("answers 502 when GitHub cannot be reached, and never shows a token it did not get", async () => {
    const unreachable = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    const response = await finishSignIn(callback("code=c&state=s", "s"), env, unreachable);
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("GitHub could not be reached");
  });

  it("posts only to its own origin, never to any window that asks", async () => {
    const response = await finishSignIn(
      callback("code=c&state=s", "s"),
      env,
      tokenAnswer({ access_token: "t" }),
    );
    const html = await response.text();
    expect(html).toContain("event.origin === origin");
    expect(html).not.toMatch(/postMessage\([^)]*"\*"\)/);
  });
});
