import type { Page } from "@playwright/test";
import { localeCodes, localePath } from "#src/config/locales.ts";
import { readContent } from "#src/content/read-content.ts";
import { axeViolations, expect, islandReady, templatePattern, test } from "./fixtures.ts";
import { expectedRoi, paybackText } from "./roi-expected.ts";
import { gotoFirstPaint, holdScripts } from "./first-paint-helpers.ts";

const roiCopy = readContent("roi");

// The calculator's answer as a picture: payback for the expected and the cautious case,
// and a 12-month chart of added revenue against the year's cost. The figures' own behaviour
// (validation, URL, Copy link) is in home.spec.ts; this file is about the picture.

const calculator = (page: Page) => page.locator("#roi-calculator");
const calculatorReady = (page: Page) => islandReady(calculator(page).locator("form"));
const chart = (page: Page) =>
  calculator(page).getByRole("img", { name: templatePattern(roiCopy.chart.description.summary) });
const payback = (page: Page, column: "expected" | "cautious") =>
  calculator(page).locator("dt", { hasText: roiCopy.results[column] }).locator("xpath=following-sibling::dd");

/** Everything the picture shows: its sentence, its drawing, its dots, both paybacks and its data table. */
async function picture(page: Page) {
  const image = chart(page);
  // In view, as a reader sees it. The words are read as text, not as laid out (innerText): once in
  // CI a payback read empty beside its visible neighbour, a section mid-way through being laid out
  // (content-visibility); that both show is checked here, what they say below.
  await image.scrollIntoViewIfNeeded();
  await expect(payback(page, "expected")).toBeVisible();
  await expect(payback(page, "cautious")).toBeVisible();
  return {
    label: await image.getAttribute("aria-label"),
    paths: await image.locator("path").evaluateAll((paths) => paths.map((path) => path.getAttribute("d"))),
    dots: await image
      .locator("circle")
      .evaluateAll((dots) => dots.map((dot) => [dot.getAttribute("cx"), dot.getAttribute("cy")])),
    payback: [
      (await payback(page, "expected").textContent()) ?? "",
      (await payback(page, "cautious").textContent()) ?? "",
    ],
    table: await calculator(page)
      .getByRole("table", { name: roiCopy.chart.tableCaption })
      .locator("tbody td, tbody th")
      .allTextContents(),
  };
}

async function enter(page: Page, values: Partial<Record<"team" | "deal" | "rate" | "leads", string>>) {
  for (const [key, value] of Object.entries(values)) {
    await page.getByRole("textbox", { name: roiCopy.fields[key as keyof typeof values].label }).fill(value);
  }
}

test("the picture follows the inputs: paybacks, the chart's sentence, its lines and its points", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/");
  await calculatorReady(page);
  const defaults = expectedRoi();
  await expect(payback(page, "expected")).toHaveText(paybackText(defaults.expected.payback));
  await expect(payback(page, "cautious")).toHaveText(paybackText(defaults.cautious.payback));
  await expect(chart(page)).toHaveAccessibleName(defaults.chart.label);
  await expect(chart(page).locator("circle")).toHaveCount(2);
  const before = await picture(page);

  await enter(page, { team: "30", deal: "3000" });
  const larger = expectedRoi({ team: "30", deal: "3000" });
  await expect(payback(page, "expected")).toHaveText(paybackText(larger.expected.payback));
  await expect(payback(page, "cautious")).toHaveText(paybackText(larger.cautious.payback));
  await expect(chart(page)).toHaveAccessibleName(larger.chart.label);
  const after = await picture(page);
  expect(after.paths).not.toEqual(before.paths);
  expect(after.dots).not.toEqual(before.dots);
  const month12 = larger.chart.rows.at(-1)!;
  expect(after.table.join("\t")).toContain(
    [month12.month, month12.expected, month12.cautious, month12.cost].join("\t"),
  );

  // Payback after the 12 months: no point to mark, and the chart says so.
  await enter(page, { team: "50", deal: "1000", rate: "5" });
  const slow = expectedRoi({ team: "50", deal: "1000", rate: "5" });
  expect(slow.expected.paybackMonths).toBeGreaterThan(12);
  await expect(payback(page, "expected")).toHaveText(paybackText(slow.expected.payback));
  await expect(chart(page).locator("circle")).toHaveCount(0);
  await expect(chart(page).getByText(roiCopy.chart.note.late)).toBeVisible();

  // Nothing added: it never pays back, and nothing reads NaN or Infinity.
  await enter(page, { rate: "100" });
  await expect(payback(page, "expected")).toHaveText(roiCopy.payback.never);
  await expect(chart(page).getByText(roiCopy.chart.note.never)).toBeVisible();
  await expect(calculator(page)).not.toContainText(/NaN|Infinity/);

  // An invalid field takes the picture away rather than drawing made-up figures.
  await enter(page, { team: "0" });
  await expect(calculator(page).getByRole("img")).toHaveCount(0);
  await expect(calculator(page).getByText(roiCopy.chart.invalid)).toBeVisible();
  await expect(payback(page, "expected")).toHaveText(roiCopy.results.empty);
  expect(consoleErrors).toEqual([]);
});

test("the whole picture survives a reload and a copied link, through the URL", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await calculatorReady(page);
  await enter(page, { team: "30", deal: "2000", rate: "10" });
  const figures = expectedRoi({ team: "30", deal: "2000", rate: "10" });
  await expect(page).toHaveURL(/\?team=30&deal=2000&rate=10$/);
  await expect(payback(page, "expected")).toHaveText(paybackText(figures.expected.payback));
  const shown = await picture(page);

  await page.reload();
  await calculatorReady(page);
  await expect(payback(page, "expected")).toHaveText(paybackText(figures.expected.payback));
  await expect.poll(() => picture(page)).toEqual(shown);

  await page.getByRole("button", { name: roiCopy.copyLink }).click();
  await expect(calculator(page).getByText(roiCopy.copied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const other = await context.newPage();
  await other.goto(copied);
  await calculatorReady(other);
  await expect(payback(other, "cautious")).toHaveText(paybackText(figures.cautious.payback));
  await expect.poll(() => picture(other)).toEqual(shown);
});

test("a shared link lands at the calculator at once, without gliding down the page", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/?team=30#roi-calculator");
  const arrival = await page.evaluate(() => ({
    behavior: getComputedStyle(document.documentElement).scrollBehavior,
    top: document.querySelector("#roi-calculator")!.getBoundingClientRect().top,
  }));
  expect(arrival.behavior).toBe("auto");
  expect(Math.abs(arrival.top)).toBeLessThan(120); // under the sticky header, not still far below
  // In-page links the visitor follows still glide where motion is allowed.
  await page.getByRole("link", { name: readContent("navigation").skipLink, exact: true }).focus();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
});

/** Text as read, whatever the line breaks. */
const words = (text = "") => text.replace(/\s+/g, " ").trim();

// What a shared link shows, frame by frame from the first: the expected payback and the expected
// case's line, where they are visible, and every transition the chart starts.
interface Frames {
  seen: { payback: string; line: string | null }[];
  transitions: string[];
}

test.describe("before the island's code arrives, as on a slow phone", () => {
  test("a shared link never shows the example's figures, and the chart does not glide to its own", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.addInitScript((expectedLabel) => {
      const frames: Frames = { seen: [], transitions: [] };
      (window as unknown as { frames_: Frames }).frames_ = frames;
      addEventListener("transitionrun", (event) =>
        frames.transitions.push((event as TransitionEvent).propertyName),
      );
      const record = () => {
        const term = [...document.querySelectorAll("#roi-calculator dt")].find(
          (dt) => dt.textContent?.trim() === expectedLabel,
        );
        const value = term?.nextElementSibling;
        if (value?.checkVisibility({ visibilityProperty: true })) {
          const path = document.querySelectorAll("#roi-calculator [role='img'] path")[5];
          const entry = { payback: value.textContent?.trim() ?? "", line: path?.getAttribute("d") ?? null };
          const last = frames.seen.at(-1);
          if (last?.payback !== entry.payback || last.line !== entry.line) frames.seen.push(entry);
        }
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    }, roiCopy.results.expected);
    // The page as first painted, then the island arriving over it.
    const release = await holdScripts(page);
    await gotoFirstPaint(page, "/?team=30#roi-calculator");
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await release();
    await calculatorReady(page);
    const shown = await picture(page);
    const frames = await page.evaluate(() => (window as unknown as { frames_: Frames }).frames_);
    // Only ever the shared figures: never the example's first.
    expect(frames.seen.map((entry) => ({ payback: words(entry.payback), line: entry.line }))).toEqual([
      { payback: words(shown.payback[0]), line: shown.paths[5] },
    ]);
    expect(frames.transitions.filter((property) => property === "d")).toEqual([]);

    // The same page without the query shows the example's figures, so the check above can tell.
    const example = await page.context().newPage();
    await example.goto("/");
    await expect(payback(example, "expected")).not.toHaveText(words(shown.payback[0]));
    await example.close();
  });
});

test("with JavaScript off, a shared link still shows figures (the example's), never an empty panel", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/?team=30#roi-calculator");
  await expect(payback(page, "expected")).toBeVisible();
  await expect(chart(page)).toBeVisible();
  await context.close();
});

test("without JavaScript, the prerendered picture is the example's", async ({ browser }) => {
  const withScript = await browser.newPage();
  await withScript.goto("/");
  await calculatorReady(withScript);
  const example = await picture(withScript);
  await withScript.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  expect(await picture(page)).toEqual(example);
  await context.close();
});

// Motion: the lines glide to new inputs when the visitor allows motion, and jump when not.
for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test(`the chart ${reducedMotion === "reduce" ? "does not animate under" : "animates with"} prefers-reduced-motion: ${reducedMotion}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto("/");
    await calculatorReady(page);
    const label = await chart(page).getAttribute("aria-label");
    // Every transition the change starts, with its duration in seconds.
    await calculator(page).evaluate((section) => {
      const seen: [string, number][] = [];
      (window as unknown as { chartTransitions: typeof seen }).chartTransitions = seen;
      section.addEventListener("transitionrun", (event) => {
        const { propertyName, target } = event as TransitionEvent;
        const style = getComputedStyle(target as Element);
        const index = style.transitionProperty.split(", ").indexOf(propertyName);
        seen.push([
          propertyName,
          parseFloat(style.transitionDuration.split(", ")[Math.max(index, 0)] ?? "0"),
        ]);
      });
    });
    await enter(page, { team: "300" });
    await expect(chart(page)).not.toHaveAttribute("aria-label", label!);
    // Two frames: time for the browser to start whatever transitions the new drawing has.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const seen = await page.evaluate(
      () => (window as unknown as { chartTransitions: [string, number][] }).chartTransitions,
    );
    const animated = seen.filter(([, seconds]) => seconds >= 0.1).map(([property]) => property);
    if (reducedMotion === "reduce") expect(animated).toEqual([]);
    else expect(animated).toContain("d");
  });
}

// Each state of the picture in both themes, where its colours change, and at both widths, the
// width turning with the theme: the layout does not follow the theme, nor the colours the width.
const pictureStates = [
  ["paid back", ""],
  ["paid back late", "?team=50&deal=1000&rate=5"],
  ["never paid back", "?rate=100"],
  ["invalid", "?team=0"],
] as const;
for (const [themeIndex, colorScheme] of (["light", "dark"] as const).entries()) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const [stateIndex, [state, query]] of pictureStates.entries()) {
      const width = [375, 1280][(stateIndex + themeIndex) % 2]!;
      test(`the picture has no axe violations at ${width}px, ${state}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${query}`);
        await calculatorReady(page);
        await expect(calculator(page).getByText(roiCopy.results.payback)).toBeVisible();
        expect(await axeViolations(page, "#roi-calculator")).toEqual([]);
      });
    }
  });
}

for (const locale of localeCodes)
  test(`reads at 320px in ${locale}: no sideways scroll, labels apart and legible, whatever the figures`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const query of [
      "",
      "?team=1&deal=100000000&rate=74&leads=1000000",
      "?team=30&deal=2000&rate=10",
      "?team=10000&deal=0.01&rate=0.01&leads=1",
      "?team=1&deal=100&rate=1&leads=10",
      "?rate=100",
    ]) {
      await page.goto(`${localePath(locale, "/")}${query}`);
      await calculatorReady(page);
      await expect(calculator(page).locator("[role=img]")).toBeVisible();
      const layout = await page.evaluate(() => {
        const root = document.documentElement;
        const image = document.querySelector("#roi-calculator [role='img']")!;
        const labels = [...image.querySelectorAll("span, text")]
          .filter((label) => label.textContent && label.getClientRects().length > 0)
          .map((label) => {
            const box = label.getBoundingClientRect();
            return {
              text: label.textContent!,
              left: box.left,
              right: box.right,
              top: box.top,
              bottom: box.bottom,
              size: parseFloat(getComputedStyle(label).fontSize),
            };
          });
        const overlaps = labels.flatMap((a, index) =>
          labels
            .slice(index + 1)
            .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            .map((b) => `${a.text} / ${b.text}`),
        );
        return {
          scroll: [root.scrollWidth, root.clientWidth],
          outside: labels
            .filter((label) => label.left < 0 || label.right > root.clientWidth)
            .map((label) => label.text),
          small: labels.filter((label) => label.size < 12).map((label) => label.text),
          overlaps,
        };
      });
      const where = `${localePath(locale, "/")}${query}`;
      expect(layout.scroll[0], `page width at ${where}`).toBeLessThanOrEqual(layout.scroll[1]!);
      expect(layout.outside, where).toEqual([]);
      expect(layout.small, where).toEqual([]);
      expect(layout.overlaps, where).toEqual([]);
    }
  });
