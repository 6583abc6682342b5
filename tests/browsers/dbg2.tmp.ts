import puppeteer from "puppeteer-core";
import { spawn } from "node:child_process";
import { freePort, waitForUrl } from "./driver.ts";
const port = await freePort();
const srv = spawn(process.execPath, ["scripts/start.ts"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
const origin = `http://127.0.0.1:${port}`;
await waitForUrl(origin + "/", "srv", 120000);
const browser = await puppeteer.launch({ browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true });
try {
  const page = await browser.newPage();
  await page.goto(origin + "/contact");
  browser.on("targetcreated", (t) => { console.log("created", t.type(), t.url()); const iv = setInterval(() => console.log(" url", t.url()), 1000); setTimeout(() => clearInterval(iv), 6000); });
  browser.on("targetchanged", (t) => console.log("changed", t.url()));
  await page.evaluate(() => { const f = document.querySelector("form[method='get']") as HTMLFormElement; for (const el of f.querySelectorAll("input:not([type=hidden]), textarea")) (el as HTMLInputElement).value = "a@b.co"; });
  const b = await page.$("form[method='get'] button[type='submit']");
  await b!.click();
  await new Promise((r) => setTimeout(r, 7000));
  for (const p of await browser.pages()) console.log("page", p.url());
} finally { await browser.close(); srv.kill(); }
