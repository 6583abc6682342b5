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
