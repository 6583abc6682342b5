import { readFileSync } from "node:fs";

/**
 * The light theme's colours the build draws with outside a page (the share cards, the favicon, the
 * logo picture), read from their one source, the tokens in src/styles/app.css: nothing restates
 * the brand. Read where the build runs, at the project's root.
 */
const css = readFileSync("src/styles/app.css", "utf8");
function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, "i").exec(css)?.[1];
  if (!value) throw new Error(`brand colours: no --${name} in src/styles/app.css`);
  return value;
}

export const brandColour = {
  primary: token("primary"),
  ink: token("ink"),
  inkForeground: token("ink-foreground"),
  inkMuted: token("ink-muted"),
  ringOnInk: token("ring-on-ink"),
};
