import { load } from "js-yaml";

// The editor's first script (/admin/init.js, loaded before decap-cms.js; bundled by
// config/integrations/decap-admin.ts). Decap would start by itself as soon as its bundle runs; it starts here
// instead, once the page has parsed, so that GitHub sign-in goes through this site's own
// /oauth/ route (functions/oauth/) on whatever origin serves the editor: the production site, a
// host's preview of a pull request, or this machine. A `base_url` written in config.yml (Netlify's
// provider, say) is kept as it is.
/** The parts of the page's globals this script uses: Decap's start-up flag and its init. */
const page = window as unknown as {
  CMS_MANUAL_INIT?: boolean;
  CMS?: { init: (options?: { config: Record<string, unknown> }) => void };
};
page.CMS_MANUAL_INIT = true;

const configUrl = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href ?? "config.yml";

async function start() {
  let written: { backend?: { base_url?: unknown } } = {};
  try {
    const response = await fetch(configUrl, { credentials: "same-origin" });
    written = (load(await response.text()) ?? {}) as typeof written;
  } catch {
    // Decap reads the file again and reports what is wrong with it, in its own screen.
  }
  page.CMS?.init(
    written.backend?.base_url ? undefined : { config: { backend: { base_url: window.location.origin } } },
  );
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => void start());
else void start();
