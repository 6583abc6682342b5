import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";

/**
 * A stand-in for GitHub's OAuth endpoints on loopback (GitHub cannot be reached from here), for
 * the editor's sign-in route under Cloudflare's runtime: /login/oauth/authorize approves at once
 * and sends the window back with a one-time code, /login/oauth/access_token trades that code for
 * a token, answering as GitHub does (200 with an `error` for a bad code).
 */
export const standIn = {
  clientId: "stand-in-client-id",
  clientSecret: "stand-in-client-secret",
  token: "gho_standInTokenForTheEditorsSignIn",
};

export function startGitHubStandIn(port: number, host = "127.0.0.1"): Promise<Server> {
  const codes = new Map<string, string>(); // code → redirect_uri it was issued for
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://${host}:${port}`);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const redirect = url.searchParams.get("redirect_uri");
      const state = url.searchParams.get("state");
      if (url.searchParams.get("client_id") !== standIn.clientId || !redirect || !state) {
        response.writeHead(400, { "Content-Type": "text/plain" });
        response.end("stand-in: unknown client, or no redirect_uri or state");
        return;
      }
      const code = randomBytes(10).toString("hex");
      codes.set(code, redirect);
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      back.searchParams.set("state", state);
      response.writeHead(302, { Location: back.href });
      response.end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        let sent: Record<string, unknown> = {};
        try {
          sent = JSON.parse(body) as Record<string, unknown>;
        } catch {
          // Answered below as a bad request.
        }
        const redirect = codes.get(String(sent["code"]));
        codes.delete(String(sent["code"]));
        if (sent["client_id"] !== standIn.clientId || sent["client_secret"] !== standIn.clientSecret)
          return json(200, {
            error: "incorrect_client_credentials",
            error_description: "The client_id and/or client_secret passed are incorrect.",
          });
        if (!redirect || redirect !== sent["redirect_uri"])
          return json(200, {
            error: "bad_verification_code",
            error_description: "The code passed is incorrect or expired.",
          });
        return json(200, { access_token: standIn.token, token_type: "bearer", scope: "repo" });
      });
      return;
    }
    json(404, { message: "Not Found" });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
