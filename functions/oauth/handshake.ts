/**
 * GitHub sign-in for the content editor at /admin (Decap CMS), as Cloudflare Pages Functions on the
 * site's own origin: /oauth/auth sends the sign-in window to GitHub, /oauth/callback trades GitHub's
 * code for a token and hands it to the editor with Decap's handshake (window messages, to this
 * origin only). Web-platform code only (Request, Response, fetch, crypto), so it runs in workerd,
 * Node and any other host that speaks Fetch.
 */

/** Set in the host's settings (Cloudflare Pages: Settings → Variables and Secrets). */
export interface OAuthEnv {
  /** The GitHub OAuth App's client ID. */
  GITHUB_CLIENT_ID?: string;
  /** The GitHub OAuth App's client secret: a secret, never a plain variable. */
  GITHUB_CLIENT_SECRET?: string;
  /** Where GitHub's sign-in lives; only tests change it (a stand-in on this machine). */
  GITHUB_AUTHORIZE_URL?: string;
  GITHUB_TOKEN_URL?: string;
}

const github = {
  authorize: "https://github.com/login/oauth/authorize",
  token: "https://github.com/login/oauth/access_token",
};
export const callbackPath = "/oauth/callback";
/** The one-time value that ties GitHub's answer to the sign-in this browser started. */
export const stateCookie = "editor_oauth_state";
/** Decap asks for `repo` (private repositories) or `public_repo` (open authoring); nothing else. */
const scopes = new Set(["repo", "public_repo"]);
const provider = "github";

const commonHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  // The callback's address carries GitHub's one-time code: never send it on.
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

const secure = (request: Request) => new URL(request.url).protocol === "https:";
const stateCookieHeader = (request: Request, value: string, maxAge: number) =>
  `${stateCookie}=${value}; Path=/oauth; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure(request) ? "; Secure" : ""}`;

function missingSettings(env: OAuthEnv): string | undefined {
  const missing = (["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"] as const).filter((name) => !env[name]);
  return missing.length > 0
    ? `The editor's sign-in is not set up on this site: ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} missing from the host's settings (docs/deploying.md, "Connecting the deployed editor").`
    : undefined;
}

/** GET /oauth/auth?provider=github&scope=repo: off to GitHub, with a fresh state in a cookie. */
export function startSignIn(request: Request, env: OAuthEnv): Promise<Response> | Response {
  const url = new URL(request.url);
  const problem = missingSettings(env);
  if (problem) return handoff(request, 503, { error: problem });
  if (url.searchParams.get("provider") !== provider)
    return handoff(request, 400, { error: "Only GitHub sign-in is offered here (provider=github)." });
  const scope = url.searchParams.get("scope") || "repo";
  if (!scopes.has(scope))
    return handoff(request, 400, { error: `The scope "${scope}" is not one the editor asks for.` });

  const state = randomState();
  const target = new URL(env.GITHUB_AUTHORIZE_URL || github.authorize);
  target.searchParams.set("client_id", env.GITHUB_CLIENT_ID!);
  target.searchParams.set("redirect_uri", new URL(callbackPath, url.origin).href);
  target.searchParams.set("scope", scope);
  target.searchParams.set("state", state);
  return new Response(null, {
    status: 302,
    headers: {
      ...commonHeaders,
      Location: target.href,
      "Set-Cookie": stateCookieHeader(request, state, 600),
    },
  });
}

/** GET /oauth/callback?code=…&state=…: the code traded for a token, handed to the editor. */
export async function finishSignIn(
  request: Request,
  env: OAuthEnv,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  const url = new URL(request.url);
  const problem = missingSettings(env);
  if (problem) return handoff(request, 503, { error: problem });
  const denied = url.searchParams.get("error");
  if (denied)
    return handoff(request, 403, {
      error: `GitHub did not sign you in: ${url.searchParams.get("error_description") || denied}.`,
    });
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const expected = cookie(request, stateCookie);
  if (!code || !state)
    return handoff(request, 400, {
      error: "This address is missing GitHub's code; start again from the editor's Login button.",
    });
  if (!expected || state !== expected)
    return handoff(request, 400, {
      error:
        "This sign-in was not started in this browser, or has expired. Start again from the editor's Login button.",
    });

  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    const response = await fetcher(env.GITHUB_TOKEN_URL || github.token, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: new URL(callbackPath, url.origin).href,
      }),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    return handoff(request, 502, {
      error: "GitHub could not be reached to finish the sign-in. Try again in a minute.",
    });
  }
  if (typeof answer.access_token !== "string" || answer.access_token === "")
    return handoff(request, 400, {
      error: `GitHub refused the sign-in: ${typeof answer.error_description === "string" ? answer.error_description : "no token was given"}. Start again from the editor's Login button.`,
    });
  return handoff(request, 200, { token: answer.access_token });
}

/** The script the callback page runs: Decap's handshake, then the result, to this origin only. */
const handshakeScript = `(() => {
  const result = JSON.parse(document.getElementById("result").textContent);
  const origin = location.origin;
  const message = "authorization:${provider}:" + (result.token ? "success:" : "error:") +
    JSON.stringify(result.token ? { token: result.token, provider: "${provider}" } : { message: result.error });
  if (!window.opener) return;
  window.addEventListener("message", (event) => {
    if (event.origin === origin && event.data === "authorizing:${provider}") window.opener.postMessage(message, origin);
  });
  window.opener.postMessage("authorizing:${provider}", origin);
})();`;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page the sign-in window ends on. It posts the result to the editor that opened it (same
 * origin only) and says in words what happened, for a window opened by hand. Its one inline
 * script is allowed by its hash; the result rides in a JSON data block, escaped, never as code.
 */
async function handoff(
  request: Request,
  status: number,
  result: { token: string } | { error: string },
): Promise<Response> {
  const data = JSON.stringify(result).replaceAll("<", "\\u003c");
  const words =
    "token" in result
      ? "Signed in. This window closes by itself; if it stays, close it and return to the editor."
      : result.error;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Content editor sign-in</title></head>
<body>
<p>${escapeHtml(words)}</p>
<script type="application/json" id="result">${data}</script>
<script>${handshakeScript}</script>
</body>
</html>`;
  const headers: Record<string, string> = {
    ...commonHeaders,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `default-src 'none'; script-src 'sha256-${await sha256(handshakeScript)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    // Not same-origin: this page must keep window.opener (the editor) to hand the token back.
    "Cross-Origin-Opener-Policy": "unsafe-none",
  };
  // The state is spent either way.
  if (new URL(request.url).pathname === callbackPath)
    headers["Set-Cookie"] = stateCookieHeader(request, "", 0);
  return new Response(html, { status, headers });
}
