import { finishSignIn, type OAuthEnv } from "./handshake.ts";

/** Cloudflare Pages Function at /oauth/callback: GitHub sends the Login window back here. */
export const onRequestGet = ({ request, env }: { request: Request; env: OAuthEnv }) =>
  finishSignIn(request, env);
