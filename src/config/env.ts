/**
 * Build-time deployment settings. Read once by astro.config.ts (which inlines them
 * into the bundle) and by the build scripts, so a malformed value fails the build.
 */
export const envDefaults = {
  /** Where this site is served; canonical and social URLs are built from it. */
  SITE_ORIGIN: "https://leadscope.example",
  /** The external marketing host that holds trial sign-up, demos, docs and support. */
  SITE_EXTERNAL_HOST: "https://hub.leadscope.example",
} as const;

type EnvName = keyof typeof envDefaults;
export type BuildTimeEnv = Record<EnvName, string>;

/** Returns the origin (scheme, host, port) of an absolute http(s) URL, or throws naming the variable. */
export function parseOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL such as https://example.com, got "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${name} must use http or https, got "${value}"`);
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") {
    throw new Error(
      `${name} must be an origin only (no path, query, fragment or credentials), got "${value}"`,
    );
  }
  return url.origin;
}

export function buildTimeEnv(source: Partial<Record<string, string | undefined>>): BuildTimeEnv {
  const read = (name: EnvName) => {
    const value = source[name]?.trim();
    return parseOrigin(name, value ? value : envDefaults[name]);
  };
  return { SITE_ORIGIN: read("SITE_ORIGIN"), SITE_EXTERNAL_HOST: read("SITE_EXTERNAL_HOST") };
}

/**
 * Counting (docs/decisions/015): off unless ANALYTICS_COLLECTOR names the upstream events URL
 * (Plausible's `https://plausible.io/api/event`, or a self-hosted one). ANALYTICS_DOMAIN is the
 * site's name there, by default the host of SITE_ORIGIN. Kept apart from BuildTimeEnv, which is
 * inlined into every bundle: with counting off the build carries none of it.
 */
export interface AnalyticsEnv {
  /** Absolute http(s) URL the same-origin events path forwards to; fixed at build time. */
  collector: string;
  /** The `d` of every event. */
  domain: string;
}

export function analyticsEnv(source: Partial<Record<string, string | undefined>>): AnalyticsEnv | null {
  const collector = source.ANALYTICS_COLLECTOR?.trim();
  if (!collector) return null;
  let url: URL;
  try {
    url = new URL(collector);
  } catch {
    throw new Error(
      `ANALYTICS_COLLECTOR must be an absolute http(s) URL such as https://plausible.io/api/event, got "${collector}"`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`ANALYTICS_COLLECTOR must use http or https, got "${collector}"`);
  }
  if (url.username || url.password || url.hash) {
    throw new Error(`ANALYTICS_COLLECTOR must not hold credentials or a fragment, got "${collector}"`);
  }
  const domain = source.ANALYTICS_DOMAIN?.trim() || new URL(buildTimeEnv(source).SITE_ORIGIN).host;
  if (!/^[A-Za-z0-9.-]+(?::\d+)?$/.test(domain)) {
    throw new Error(`ANALYTICS_DOMAIN must be a host name such as example.com, got "${domain}"`);
  }
  return { collector: url.href, domain };
}
