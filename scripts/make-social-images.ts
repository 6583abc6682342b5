import { chromium } from "@playwright/test";
import { site } from "../src/config/site.ts";
import { readContent } from "../src/content/read.ts";

const homeHero = readContent("home").hero;

// Renders the social card (1200×630) and the square logo as PNG source assets in
// public/social. Run again after a brand or headline change: npm run social-images.
const mark = `<svg viewBox="0 0 32 32" width="SIZE" height="SIZE"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><circle cx="14" cy="14" r="7" fill="none" stroke="#fff" stroke-width="3"/><path d="m19.5 19.5 5 5" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="14" cy="14" r="2.5" fill="#fff"/></svg>`;

const card = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;background:#0b1220;color:#f2f5fa;font-family:system-ui,sans-serif;display:flex;flex-direction:column;justify-content:space-between;padding:72px;box-sizing:border-box">
<div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:700">${mark.replaceAll("SIZE", "64")}${site.name}</div>
<div style="font-size:68px;font-weight:800;line-height:1.05;letter-spacing:-1px;max-width:980px">${homeHero.title}</div>
<div style="display:flex;gap:16px;font-size:26px;color:#a9b4c6">
<span style="background:#162033;border:1px solid #2a3650;border-radius:999px;padding:10px 22px">✓ Verified emails</span>
<span style="background:#162033;border:1px solid #2a3650;border-radius:999px;padding:10px 22px">AI lead scoring</span>
<span style="background:#162033;border:1px solid #2a3650;border-radius:999px;padding:10px 22px">50+ CRM integrations</span></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--host-resolver-rules=MAP * ~NOTFOUND", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(card);
await page.screenshot({ path: "public/social/og.png" });
await page.setViewportSize({ width: 512, height: 512 });
await page.setContent(`<body style="margin:0">${mark.replaceAll("SIZE", "512")}</body>`);
await page.screenshot({ path: "public/social/logo.png", omitBackground: true });
await browser.close();
console.log("social images written to public/social");
