import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { logoMarkSvg } from "#src/components/layout/logo-mark.ts";
import { brandFont } from "#src/config/font.ts";
import { site } from "#src/config/site.ts";
import { readContent } from "#src/content/read-content.ts";

const homeHero = readContent("home").hero;

// Renders the social card (1200×630) and the square logo as PNG source assets in public/social,
// and writes the favicon: run again after a brand or headline change (npm run social-images).
// The colours are the light theme's tokens in app.css, the face is the site's own cut file, and
// the mark is logo-mark.ts's: nothing here restates the brand.
const css = readFileSync("src/styles/app.css", "utf8");
const token = (name: string) => {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, "i").exec(css)?.[1];
  if (!value) throw new Error(`make-social-images: no --${name} in app.css`);
  return value;
};
const [primary, ink, inkForeground, inkMuted, inkRaised, inkBorder, ringOnInk] = [
  "primary",
  "ink",
  "ink-foreground",
  "ink-muted",
  "ink-raised",
  "ink-border",
  "ring-on-ink",
].map(token) as [string, string, string, string, string, string, string];
const font = readFileSync(brandFont.outFile).toString("base64");

const mark = (size: number) => logoMarkSvg({ tile: primary, ink: "#ffffff", size });
writeFileSync("public/favicon.svg", `${logoMarkSvg({ tile: primary, ink: "#ffffff" })}\n`);

const pill = `background:${inkRaised};border:1px solid ${inkBorder};border-radius:999px;padding:10px 22px`;
const card = `<!doctype html><html><head><style>
@font-face { font-family: Brand; src: url(data:font/woff2;base64,${font}) format("woff2"); font-weight: 400 700; }
body { margin: 0; width: 1200px; height: 630px; box-sizing: border-box; padding: 72px; position: relative;
  background: ${ink}; color: ${inkForeground}; font-family: Brand, sans-serif;
  display: flex; flex-direction: column; justify-content: space-between; overflow: hidden; }
body::before { content: ""; position: absolute; inset: 0; z-index: 0;
  background: repeating-radial-gradient(circle at 1060px 120px, transparent 0 79px, ${ringOnInk}40 79px 81px),
    radial-gradient(circle, ${inkForeground}18 1.2px, transparent 1.8px) 0 0 / 24px 24px;
  mask-image: radial-gradient(circle at 1060px 120px, #000 0, rgb(0 0 0 / 0.5) 420px, transparent 760px); }
body > * { position: relative; }
</style></head><body>
<div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:700;letter-spacing:-0.02em">${mark(64)}${site.name}</div>
<div style="font-size:68px;font-weight:700;line-height:1.04;letter-spacing:-0.04em;max-width:980px;text-wrap:balance">${homeHero.title.replace(/(\S+[—–])/g, '<span style="white-space:nowrap">$1</span>')}</div>
<div style="display:flex;gap:16px;font-size:26px;color:${inkMuted}">
<span style="${pill}">✓ Verified emails</span>
<span style="${pill}">AI lead scoring</span>
<span style="${pill}">50+ CRM integrations</span></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--host-resolver-rules=MAP * ~NOTFOUND", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(card);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: "public/social/og.png" });
await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(`<body style="margin:0">${mark(512)}</body>`);
await page.screenshot({ path: "public/social/logo.png", omitBackground: true });
await browser.close();
console.log("social images written to public/social, favicon to public/favicon.svg");
