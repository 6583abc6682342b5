import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { launch, type Browser, type KeyInput, type Page, type Target } from "puppeteer-core";
import { Builder, Key, Origin, type WebDriver } from "selenium-webdriver";
import { freePort } from "#tests/support/free-port.ts";

/**
 * One small adapter over each engine, so every scenario runs unchanged in all three. Debian's
 * browsers only, never a download: Chromium and Firefox ESR through puppeteer-core (CDP and
 * WebDriver BiDi), WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver) under Xvfb.
 */

export const engines = ["chromium", "firefox", "webkit"] as const;
export type Engine = (typeof engines)[number];
type KeyName = "Enter" | "Escape" | "Space" | "Tab" | "ArrowDown" | "ArrowUp" | "Home" | "End" | "Backspace";

export interface Driver {
  readonly engine: Engine;
  /** Loads a path of the site and waits for its load event; clears the collected errors. */
  goto(path: string): Promise<void>;
  /** Resizes the viewport (as near as the engine allows) and returns the width the page sees. */
  resize(width: number, height: number): Promise<number>;
  /** Runs a self-contained function in the page. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  moveTo(x: number, y: number): Promise<void>;
  clickAt(x: number, y: number): Promise<void>;
  press(key: KeyName): Promise<void>;
  type(text: string): Promise<void>;
  /** The viewport, or the whole page (WebKit: the window made as tall as the page for the shot). */
  screenshot(file: string, wholePage?: boolean): Promise<void>;
  /** Does `action` and returns the address of the tab it opened; the first tab stays current. */
  newTabAfter(action: () => Promise<void>): Promise<string>;
  /** Console errors, uncaught errors and CSP violations since the last `goto`. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  origin: string;
  dark: boolean;
  /** Platform features to switch off, as an older engine lacks them (see `switchable`). */
  without?: readonly Feature[];
}

/** Features the header relies on that an older engine may lack. */
export type Feature = "anchor-positioning" | "popover";

/**
 * What each engine here can really switch off, found by trying: Firefox ESR's pref turns anchor
 * positioning off (its popover pref is gone); MiniBrowser's `--features` turns off both; Chromium
 * 156 ignores `--disable-blink-features` and `--disable-features` for both (they shipped and their
 * switches went). Scenarios that need a feature off run only where it can be.
 */
export const switchable: Record<Engine, readonly Feature[]> = {
  chromium: [],
  firefox: ["anchor-positioning"],
  webkit: ["anchor-positioning", "popover"],
};

const webkitFeatureNames: Record<Feature, string> = {
  "anchor-positioning": "CSSAnchorPositioning",
  popover: "PopoverAttribute",
};

/** Records CSP violations from the first byte of every document (where the engine allows it). */
function watchCsp() {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
  );
}

const puppeteerKeys: Record<KeyName, KeyInput> = {
  Enter: "Enter",
  Escape: "Escape",
  Space: " ",
  Tab: "Tab",
  ArrowDown: "ArrowDown",
  ArrowUp: "ArrowUp",
  Home: "Home",
  End: "End",
  Backspace: "Backspace",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something truthy. */
async function poll<T>(probe: () => Promise<T>, what: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function puppeteerDriver(engine: "chromium" | "firefox", browser: Browser, options: LaunchOptions) {
  // A tab of our own: Firefox's first tab never gets focus over BiDi, so Enter and Space on a
  // button there press nothing.
  const page: Page = await browser.newPage();
  let logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  page.on("pageerror", (error) => logged.push(String(error)));
  await page.evaluateOnNewDocument(watchCsp);
  if (options.dark && engine === "chromium") {
    await page.emulateMediaFeatures([{ name: "prefers-color-scheme", value: "dark" }]);
  }
  const driver: Driver = {
    engine,
    async goto(path) {
      logged = [];
      await page.goto(new URL(path, options.origin).href, { waitUntil: "load" });
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
      return page.evaluate(() => window.innerWidth);
    },
    run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])),
    moveTo: (x, y) => page.mouse.move(x, y),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(puppeteerKeys[key]),
    type: (text) => page.keyboard.type(text),
    async screenshot(file, wholePage = false) {
      await page.screenshot({ path: file as `${string}.png`, fullPage: wholePage });
    },
    async newTabAfter(action) {
      const created = new Promise<Target>((resolve) => browser.once("targetcreated", resolve));
      await action();
      const target = await Promise.race([
        created,
        sleep(10_000).then(() => {
          throw new Error("no new tab opened");
        }),
      ]);
      const url = await poll(async () => {
        const current = target.url();
        // Offline, Firefox shows its error page, which names the address it tried.
        const tried = /^about:neterror\?(?:.*&)?u=([^&]*)/.exec(current)?.[1];
        if (tried) return decodeURIComponent(tried);
        return current.startsWith("about:") ? "" : current;
      }, "the new tab's address");
      await (await target.page())?.close();
      return url;
    },
    async errors() {
      const csp = await page
        .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
        .catch(() => []);
      return [...logged, ...csp];
    },
    close: () => browser.close(),
  };
  return driver;
}

/** Tells a headless engine it has a mouse: without it, `(hover: hover)` never matches. */
const chromiumDesktopPointer =
  "--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4";

export async function launchChromium(options: LaunchOptions, extraArgs: string[] = []) {
  const browser = await launch({
    browser: "chrome",
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-gpu",
      chromiumDesktopPointer,
      // Chromium's sandbox refuses to start as root (CI containers run as root).
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
      ...extraArgs,
    ],
  });
  return puppeteerDriver("chromium", browser, options);
}

export async function launchFirefox(options: LaunchOptions) {
  const browser = await launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
    extraPrefsFirefox: {
      // A desktop pointer (fine, can hover), so hover styles apply as on a desktop.
      "ui.primaryPointerCapabilities": 6,
      "ui.allPointerCapabilities": 6,
      // Scrollbars over the page, as on phones and macOS, so a 375 px viewport lays out 375 px.
      "ui.useOverlayScrollbars": 1,
      // Media emulation needs CDP; the theme is the system's, set here.
      "ui.systemUsesDarkTheme": options.dark ? 1 : 0,
      // Focus as in a focused window: headless Firefox otherwise sends keys nowhere.
      "focusmanager.testmode": true,
      // Offline machine: no background requests.
      "network.dns.disablePrefetch": true,
      "network.proxy.type": 0,
      ...(options.without?.includes("anchor-positioning")
        ? { "layout.css.anchor-positioning.enabled": false }
        : {}),
    },
  });
  return puppeteerDriver("firefox", browser, options);
}

/** Resolves once `url` answers, or fails after a while. */
export async function waitForUrl(url: string, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs} ms`);
}

/** An X server of our own for MiniBrowser; `-displayfd` lets it pick a free display number. */
export async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  const child = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    child.once("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, stop: () => child.kill() };
}

const webkitKeys: Record<KeyName, string> = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Space: " ",
  Tab: Key.TAB,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  Home: Key.HOME,
  End: Key.END,
  Backspace: Key.BACK_SPACE,
};

/**
 * Classic WebDriver has no script that runs before a page's own, and MiniBrowser's console
 * never reaches WebKitWebDriver's output (its console-to-stdout setting does not apply to the
 * views it opens for automation). So in WebKit, console errors, uncaught errors and CSP
 * violations are recorded from the moment the page has loaded: through every interaction, but
 * not during the load itself. That the islands hydrate, which the scenarios check, shows no
 * script was blocked on the way.
 */
function recordErrorsFromNowOn() {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.push(args.map(String).join(" "));
    original(...args);
  };
  window.addEventListener("error", (event) => seen.push(`error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) => seen.push(`unhandled: ${String(event.reason)}`));
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
  );
}

/**
 * `cpuPainting`: Skia paints in the web process, as WebKitGTK does where it has no GPU. Without it,
 * WebKitGTK paints through OpenGL, which here is Mesa's software driver (llvmpipe): the same shots,
 * matching the same baselines, for about a quarter more CPU (docs/performance-log.md, "How long the
 * tests take"). The suites take it; the bench keeps WebKit's default, which its rows were measured in.
 */
export async function launchWebKit(options: LaunchOptions & { display: string; cpuPainting?: boolean }) {
  const port = await freePort();
  let output = "";
  const server = spawn(
    process.env.WEBKIT_WEBDRIVER_PATH ?? "WebKitWebDriver",
    [`--port=${port}`, "--host=127.0.0.1"],
    {
      env: {
        ...process.env,
        DISPLAY: options.display,
        // The GTK theme's dark variant is what WebKitGTK reports as `prefers-color-scheme: dark`.
        GTK_THEME: options.dark ? "Adwaita:dark" : "Adwaita",
        ...(options.cpuPainting ? { WEBKIT_SKIA_ENABLE_CPU_RENDERING: "1" } : {}),
      },
      stdio: ["ignore", "pipe", "pipe"],
      // A group of its own, so that MiniBrowser, which it starts, goes with it (see `stop`).
      detached: true,
    },
  );
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  process.once("exit", stop);
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitForUrl(`http://127.0.0.1:${port}/status`, "WebKitWebDriver");
  let webdriver: WebDriver;
  let timer: NodeJS.Timeout | undefined;
  try {
    // WebKitWebDriver can wait for good on a MiniBrowser that never comes (seen in CI just after
    // a browser with two tabs was closed). A session takes about 0.3 s: after 30 s this attempt is
    // abandoned with its processes, and the runner tries a fresh one.
    const refused = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no WebKit session in 30 s; WebKitWebDriver said: ${output}`)),
        30_000,
      );
    });
    webdriver = await Promise.race([
      refused,
      new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": {
            binary: process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
            args: [
              "--automation",
              ...(options.without?.length
                ? [
                    `--features=${options.without.map((feature) => `-${webkitFeatureNames[feature]}`).join(",")}`,
                  ]
                : []),
            ],
          },
        })
        .build(),
    ]);
  } catch (error) {
    stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const driver: Driver = {
    engine: "webkit",
    async goto(path) {
      await webdriver.get(new URL(path, options.origin).href);
      await webdriver.wait(
        async () => (await webdriver.executeScript("return document.readyState")) === "complete",
        10_000,
      );
      await webdriver.executeScript(recordErrorsFromNowOn);
    },
    async resize(width, height) {
      // The window's chrome (MiniBrowser's toolbar) is outside the viewport: size it by the page.
      // Just after launch the window may not be mapped yet (its rect smaller than the page's, and
      // WebKitWebDriver refuses the size that gives: "Invalid width value", seen once in CI), so a
      // rect that cannot hold the page is waited for, not sent.
      // Sized again until the page has the width asked for: once in CI the window kept another
      // width (2113 px) through three sizings, and every shot was taken at it.
      for (let sizings = 0, waits = 0; sizings < 8 && waits < 25;) {
        const inner = (await webdriver.executeScript("return [window.innerWidth, window.innerHeight]")) as [
          number,
          number,
        ];
        if (sizings >= 3 && inner[0] === width) break;
        if (sizings >= 3) await webdriver.sleep(200);
        const rect = await webdriver.manage().window().getRect();
        const outer = { width: rect.width + width - inner[0], height: rect.height + height - inner[1] };
        if (outer.width < width || outer.height < height) {
          waits++;
          await webdriver.sleep(200);
          continue;
        }
        await webdriver.manage().window().setRect(outer);
        sizings++;
      }
      return (await webdriver.executeScript("return window.innerWidth")) as number;
    },
    async run(fn, ...args) {
      return (await webdriver.executeScript(
        `return (${fn.toString()}).apply(null, arguments)`,
        ...args,
      )) as never;
    },
    async moveTo(x, y) {
      await webdriver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .perform();
    },
    async clickAt(x, y) {
      await webdriver
        .actions()
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .press()
        .release()
        .perform();
    },
    async press(key) {
      await webdriver.actions().sendKeys(webkitKeys[key]).perform();
    },
    async type(text) {
      await webdriver.actions().sendKeys(text).perform();
    },
    async screenshot(file, wholePage = false) {
      // WebKitWebDriver takes the viewport only: for the whole page, the window is made as tall as
      // the document for the shot (MiniBrowser paints it all once a frame or two has gone by).
      const size = wholePage
        ? ((await webdriver.executeScript(
            "return [window.innerWidth, window.innerHeight, document.documentElement.scrollHeight]",
          )) as [number, number, number])
        : null;
      if (size && size[2] > size[1]) {
        // Once refused in the dark run ("Invalid height value"): then the viewport only, which a
        // visual baseline (whole page) would not match in size, so that cannot pass unseen.
        await driver.resize(size[0], size[2]).catch(() => {});
        await webdriver.executeAsyncScript(
          "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))",
        );
      }
      await writeFile(file, Buffer.from(await webdriver.takeScreenshot(), "base64"));
      if (size && size[2] > size[1]) await driver.resize(size[0], size[1]);
    },
    async newTabAfter(action) {
      const original = await webdriver.getWindowHandle();
      const before = await webdriver.getAllWindowHandles();
      await action();
      const handle = await poll(
        async () => (await webdriver.getAllWindowHandles()).find((candidate) => !before.includes(candidate)),
        "a new tab",
      );
      await webdriver.switchTo().window(handle);
      const url = await poll(async () => {
        const current = await webdriver.getCurrentUrl();
        return current.startsWith("about:") ? "" : current;
      }, "the new tab's address");
      // Left open: after closing a tab, MiniBrowser ran scripts in one page and navigated another.
      await webdriver.switchTo().window(original);
      return url;
    },
    async errors() {
      const csp = ((await webdriver.executeScript("return window.cspViolations || []").catch(() => [])) ??
        []) as string[];
      return csp;
    },
    async close() {
      await webdriver.quit().catch(() => {});
      stop();
      process.off("exit", stop);
    },
  };
  return driver;
}
