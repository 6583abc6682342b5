import { startSignIn, type OAuthEnv } from "./handshake.ts";

/** Cloudflare Pages Function at /oauth/auth: the editor's Login window starts here. */
export const onRequestGet = ({ request, env }: { request: Request; env: OAuthEnv }) =>
  startSignIn(request, env);
