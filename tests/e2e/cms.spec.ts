import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { load as parseYaml } from "js-yaml";
import sharp from "sharp";
import { cmsLocalBackend } from "#config/http-rules.ts";
import {
  contentReader,
  readContent,
  readContentAsWritten,
  readLandingSections,
  readPlans,
  readSite,
  siteExperiments,
  siteLandingPages,
} from "#src/content/read-content.ts";
import {
  experimentPagePath,
  experimentTarget,
  landingTarget,
  pageLabel,
  variantsOf,
  wordsAt,
  type PageVariant,
} from "#src/content/experiments.ts";
import { calculatorId, landingPath } from "#src/config/pages.ts";
import { shareCard, shareImagePath } from "#src/lib/share-image.ts";
import { experimentParam, variantIds, variantPath } from "#src/lib/experiments/choose.ts";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { formatUsd } from "#src/lib/pricing.ts";
import { axeViolations, expect, test } from "./fixtures.ts";
import { buildAlone, whileAlone } from "#tests/support/build-alone.ts";
import { freePort } from "#tests/support/free-port.ts";
import { seedPictures } from "#tests/support/picture-cache.ts";
import { astroCacheDir } from "#config/astro-cache.ts";
import { startStatsApiStandIn } from "#tests/support/stats-api-stand-in.ts";
import { readoutPath, readoutRecord, type ReadoutRecord } from "#src/content/readouts.ts";
import { changeableFields } from "#src/content/page-fields.ts";
import { campaignRules } from "#src/content/landing-pages.ts";
import { landingFolder } from "#src/content/schema/landing-pages.ts";
import { singles } from "#src/content/schema/singles.ts";
import { landingCollectionName } from "#src/content/editor-checks.ts";
import { defaultLocale } from "#src/config/locales.ts";
import { main as experimentCommand } from "../../scripts/experiment.ts";

// A marketer's round trip, in Chromium: the editor at /admin, served as `npm run cms` serves it
// (astro dev, whose policy alone lets the page reach decap-server on this machine; the deployed
// policy does not, which http.spec.ts checks), talks to decap-server, which writes a copy of
// content/; a fresh build from that copy shows the new price, with the figures derived from it.
// The editor itself is served from a copy of content/ too, in which the daily read has kept the
// shipped experiment's readout from a stand-in's numbers. The working tree is never touched.

const require = createRequire(import.meta.url);
const decapServer = resolve(require.resolve("decap-server/package.json"), "../dist/index.js");
const astro = resolve(require.resolve("astro/package.json"), "../bin/astro.mjs");

// One worker for the file: its tests share one dev server (two at once in one project, each
// optimising its dependencies on a fresh clone, left the second never answering).
test.describe.configure({ mode: "default", timeout: 300_000 });

let scratch = "";
let backend: ChildProcess | undefined;
let dev: ChildProcess | undefined;
let devOrigin = "";
/** The content the editor is served from: content/, and the readout the daily read kept there. */
let editorContent = "";
/** The shipped running experiment, and its readout as the command kept it. */
let kept: { id: string; name: string; record: ReadoutRecord } | undefined;
/** A landing page whose French translation the editor's copy leaves out, for the editor to start from English. */
let untranslated: string | undefined;

/** The Stats API's numbers for the shipped experiment: a split as its shares say, the others converting better. */
const standInCounts = (shares: readonly number[]) => ({
  visitors: shares.map((share) => share * 100),
  conversions: shares.map((share, index) => share * (index === 0 ? 5 : 8)),
});

// One dev server for the file, as `npm run cms` starts it (its own process group, stopped whole).
test.beforeAll(async () => {
  // It may wait behind other files' builds for the project's .astro/ (build-alone.ts) before its
  // own dev server syncs and answers: the file's 300 s per test is too short for both on a busy run.
  test.setTimeout(600_000);
  editorContent = mkdtempSync(join(tmpdir(), "cms-e2e-editor-"));
  cpSync("content", editorContent, { recursive: true });
  // A campaign's page before its French translation is made: the editor offers to start it from English.
  untranslated = siteLandingPages().find((each) => each.languages.includes("fr"))?.slug;
  if (untranslated) rmSync(join(editorContent, "fr", landingFolder, `${untranslated}.yaml`));
  // The daily job's step, as it runs it, against a stand-in for Plausible.
  const running = siteExperiments(editorContent).find((each) => each.status === "running")!;
  const standIn = await startStatsApiStandIn(
    "stand-in-key",
    standInCounts(running.variants.map((variant) => variant.share)),
  );
  const said: string[] = [];
  const code = await experimentCommand(
    ["--running", "--write"],
    {
      PLAUSIBLE_API_KEY: "stand-in-key",
      PLAUSIBLE_SITE_ID: "leadscope.example",
      PLAUSIBLE_HOST: standIn.host,
    },
    { log: (text) => said.push(text), error: (text) => said.push(text) },
    editorContent,
  );
  await standIn.close();
  expect(code, said.join("\n")).toBe(0);
  kept = {
    id: running.id,
    name: running.name,
    record: readoutRecord.parse(JSON.parse(readFileSync(readoutPath(running.id, editorContent), "utf8"))),
  };

  const port = await freePort();
  devOrigin = `http://127.0.0.1:${port}`;
  const up = () =>
    fetch(`${devOrigin}/admin`)
      .then((response) => response.status)
      .catch(() => 0);
  // Astro syncs the content into the project's .astro/ before it listens: no test build may write
  // there meanwhile (build-alone.ts). Once it answers, the sync is done.
  await whileAlone(async () => {
    dev = spawn(process.execPath, [astro, "dev", "--port", String(port), "--host", "127.0.0.1"], {
      stdio: "ignore",
      detached: true,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", CONTENT_DIR: editorContent },
    });
    await expect.poll(up, { timeout: 120_000 }).toBe(200);
  });
});

test.afterAll(() => {
  if (dev?.pid !== undefined && dev.exitCode === null) process.kill(-dev.pid, "SIGTERM");
  if (editorContent) rmSync(editorContent, { recursive: true, force: true });
});

/** Folders a test made beside the scratch copy, removed after it. */
const cleanup: string[] = [];

test.afterEach(() => {
  backend?.kill("SIGTERM");
  for (const folder of [scratch, ...cleanup.splice(0)])
    if (folder) rmSync(folder, { recursive: true, force: true });
});

/** git in the scratch repository, failing the test with git's own words. */
function git(...args: string[]): string {
  const result = spawnSync("git", ["-C", scratch, ...args], { encoding: "utf8" });
  expect(result.status, `git ${args.join(" ")}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

/**
 * decap-server on a copy of content/, on a free port (a developer's `npm run cms` on 8081 is left
 * alone). "fs" writes the files, as `npm run cms` does; "git" makes the copy a repository with a
 * main branch and works as the deployed editor does with GitHub: a branch per change, merged on
 * Publish.
 */
async function startBackend(mode: "fs" | "git" = "fs"): Promise<string> {
  scratch = mkdtempSync(join(tmpdir(), "cms-e2e-"));
  cpSync("content", join(scratch, "content"), { recursive: true });
  if (mode === "git") {
    git("init", "--quiet", "--initial-branch=main");
    git("config", "user.name", "Marketing");
    git("config", "user.email", "marketing@example.invalid");
    git("config", "commit.gpgsign", "false");
    git("add", ".");
    git("commit", "--quiet", "-m", "The site's content");
  }
  const port = await freePort();
  backend = spawn(process.execPath, [decapServer], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      MODE: mode,
      GIT_REPO_DIRECTORY: scratch,
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const info = () =>
    fetch(`${url}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    })
      .then((response) => response.status)
      .catch(() => 0);
  await expect.poll(info, { timeout: 30_000 }).toBe(200);
  return url;
}

const onDisk = (file: string) =>
  parseYaml(readFileSync(join(scratch, "content", file), "utf8")) as Record<string, unknown>;

/**
 * A read of what the editor wrote, for `expect.poll`: decap-server writes a file in place
 * (truncated, then written), and an earlier "Entry saved" can still be showing, so a poll may read
 * it half-written. Such a read gives why, and the poll reads again; one that never settles fails
 * with that reason.
 */
const whenWritten =
  <T>(read: () => T) =>
  (): T | string => {
    try {
      return read();
    } catch (error) {
      return `not readable yet: ${(error as Error).message}`;
    }
  };

/** A Stats API key in the build's environment, as a host's or a job's may hold one: no built file may hold it. */
const keyInEnvironment = `plausible-key-${randomUUID()}`;

/**
 * A fresh build of the scratch copy into its out/ folder, as the host builds a published change,
 * with the readout the daily read kept and a Stats API key in its environment: the editor's
 * script carries the readout, and no file the build writes carries the key.
 */
function buildCopy(): string {
  const out = join(scratch, "out");
  const { id, record } = kept!;
  copyFileSync(readoutPath(id, editorContent), readoutPath(id, join(scratch, "content")));
  seedPictures(astroCacheDir(), astroCacheDir(join(scratch, "content")));
  const build = buildAlone(() =>
    spawnSync(process.execPath, [astro, "build", "--outDir", out], {
      env: {
        ...process.env,
        CONTENT_DIR: join(scratch, "content"),
        ASTRO_TELEMETRY_DISABLED: "1",
        PLAUSIBLE_API_KEY: keyInEnvironment,
      },
      encoding: "utf8",
      timeout: 240_000,
    }),
  );
  expect(build.status, build.stderr).toBe(0);
  const built = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  expect(built.filter((file) => readFileSync(file).includes(keyInEnvironment))).toEqual([]);
  const previews = built.filter((file) => file.endsWith("/previews.js"));
  expect(previews).toHaveLength(1);
  expect(readFileSync(previews[0]!, "utf8")).toContain(JSON.stringify(record.verdict).slice(1, -1));
  return out;
}

const newAnswer =
  "No. Credits reset at the start of each billing cycle. Need more? Change plans at any time: the change applies from your next cycle.";

/** A plan file's monthly price, from its YAML text. */
const monthlyIn = (text: string) => (parseYaml(text) as { price: { monthly: number } }).price.monthly;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An experiment's variant in the editor's form (its summary: the name, then the share), then one of
 * its changes, folded under its field's name: each opened by its first button. The change's controls.
 */
async function openChange(page: Page, variantName: string, field: string) {
  const item = (label: RegExp) =>
    page
      .locator('[class*="ListItem-listControlItem"]')
      .filter({ has: page.locator('[class*="NestedObjectLabel"]', { hasText: label }) })
      .last();
  await item(new RegExp(`^${escapeRegExp(variantName)} \\(`))
    .locator("button")
    .first()
    .click({ timeout: 15_000 });
  const change = item(new RegExp(`^${escapeRegExp(field)}$`));
  await change.locator("button").first().click({ timeout: 15_000 });
  return change;
}

/** Texts with any kind of space as a plain one: the reader holds a spaced dash to its word with a no-break space. */
const spaced = (texts: string[]) => texts.map((text) => text.replace(/\s/g, " "));

/** The words marked on a page an experiment's preview draws in a frame (the variant's changes). */
const marked = (frame: FrameLocator) =>
  frame
    .locator("main")
    .evaluate((main) =>
      [...(main.ownerDocument.defaultView!.CSS.highlights.get("variant-change") ?? [])].map((range) =>
        (range as Range).toString(),
      ),
    )
    .then(spaced);

/**
 * Back from an entry just published to its collection's list, until `arrived` shows. The file on
 * disk can be written a moment before the editor marks the entry saved; leaving in that moment asks
 * to discard the changes, which a test's dialog declines, and the page stays. The next try leaves.
 */
async function leaveEntry(page: Page, collection: string, arrived: Locator) {
  await expect(async () => {
    if (!(await arrived.isVisible()))
      await page.getByRole("link", { name: `Writing in ${collection} collection` }).click({ timeout: 2_000 });
    await expect(arrived).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The editor at /admin, logged in, talking to this test's decap-server. */
async function openEditor(page: Page, mode: "fs" | "git" = "fs") {
  const backendUrl = await startBackend(mode);
  // The editor's config names decap-server on 8081; send those calls to this test's own.
  await page.route(`${cmsLocalBackend}/**`, (route) =>
    route.continue({ url: route.request().url().replace(cmsLocalBackend, backendUrl) }),
  );
  const response = await page.goto(`${devOrigin}/admin`);
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await page.getByRole("button", { name: "Login" }).click();
}

test("the editor refuses what the build refuses, before saving, in the build's words", async ({ page }) => {
  await openEditor(page);
  const plan = readPlans().find((each) => each.price !== undefined)!;
  const file = `plans/${plan.id}.yaml`;
  const before = readFileSync(join(scratch, "content", file), "utf8");

  // A cross-field rule: the annual price per month must stay below the monthly one.
  await page.getByRole("link", { name: "Plans", exact: true }).click();
  await page.getByRole("heading", { name: new RegExp(`\\b${plan.name}$`) }).click();
  await page.getByLabel("Annual price").fill(String(plan.price!.monthly + 1));
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(
    page.getByText("The annual price per month must be lower than the monthly price."),
  ).toBeVisible();
  await expect(page.getByText(`content/${file} would stop the site's build`)).toBeVisible();
  await expect(page.getByText("Entry saved")).toHaveCount(0);
  expect(readFileSync(join(scratch, "content", file), "utf8")).toBe(before);
});

/**
 * A price, a FAQ answer and an experiment started, in the editor; what a fresh build of the copy
 * must then show, to check against its output folder.
 */
async function editPriceAnswerAndExperiment(page: Page): Promise<(out: string) => void> {
  // The first plan with a price, whichever the content lists.
  const before = readPlans().find((plan) => plan.price)!;
  const price = before.price!;
  const newMonthly = price.monthly + 10;

  // A plan's monthly price.
  await page.getByRole("link", { name: "Plans", exact: true }).click();
  await page.getByRole("heading", { name: new RegExp(`\\b${escapeRegExp(before.name)}$`) }).click();
  await page.getByLabel("Monthly price").fill(String(newMonthly));
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Entry saved").last()).toBeVisible();
  await expect
    .poll(whenWritten(() => (onDisk(`plans/${before.id}.yaml`)["price"] as { monthly: number }).monthly))
    .toBe(newMonthly);

  // One FAQ answer, inside its topic's list.
  await leaveEntry(page, "Plans", page.getByRole("link", { name: "Pages", exact: true }));
  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByRole("heading", { name: "FAQ", exact: true }).click();
  const item = (title: string) =>
    page.locator('[class*="ListItem-listControlItem"]').filter({
      has: page.locator('[class*="NestedObjectLabel"]', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }),
    });
  // The last topic's last question, whatever they are called today.
  const topic = readContent("faq").categories.at(-1)!;
  await item(topic.title).locator("button").first().click();
  // The innermost item: its topic's item contains the same label.
  const question = item(topic.items.at(-1)!.question).last();
  await question.locator("button").first().click();
  await question.getByLabel("Answer").fill(newAnswer);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  // The plan's "Entry saved" may still be showing: the file is the sign this save ended. Leaving
  // before it does asks to discard the changes, which a test's dialog declines, and the list never shows.
  const answers = () =>
    readContent("faq", "en", join(scratch, "content"))
      .categories.flatMap((category) => category.items)
      .map((entry) => entry.answer);
  await expect.poll(whenWritten(answers)).toContain(newAnswer);

  // An experiment started: the shipped one, made a draft in the copy, set running by the marketer.
  await leaveEntry(page, "Pages", page.getByRole("link", { name: "Experiments", exact: true }));
  const [experiment] = siteExperiments();
  const experimentFile = `experiments/${experiment!.id}.yaml`;
  const draft = join(scratch, "content", experimentFile);
  writeFileSync(draft, readFileSync(draft, "utf8").replace(/^status: \w+$/m, "status: draft"));
  expect(onDisk(experimentFile)["status"]).toBe("draft");
  await page.getByRole("link", { name: "Experiments", exact: true }).click();
  await page.getByRole("heading", { name: experiment!.name }).click();
  await page.getByLabel("Status").click();
  await page.getByRole("option", { name: "running", exact: true }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Entry saved").last()).toBeVisible();
  await expect.poll(whenWritten(() => onDisk(experimentFile)["status"])).toBe("running");

  // On disk: the copy changed and still passes the build's schemas; the working tree did not.
  expect(
    readPlans("en", join(scratch, "content")).find((plan) => plan.id === before.id)?.price?.monthly,
  ).toBe(newMonthly);
  expect(readPlans().find((plan) => plan.id === before.id)?.price?.monthly).toBe(price.monthly);
  expect(
    readContent("faq")
      .categories.flatMap((category) => category.items)
      .map((entry) => entry.answer),
  ).not.toContain(newAnswer);

  // What a fresh build from the edited copy shows.
  return (out) => {
    const html = readFileSync(join(out, "pricing.html"), "utf8");
    // The plan's card: from its title to the next plan's, or the end of the list.
    const start = html.indexOf(`id="plan-${before.id}-title"`);
    const next = html.indexOf('id="plan-', start + 1);
    const card = html.slice(start, next === -1 ? html.indexOf("</ul>", start) : next);
    expect(card).toContain(formatUsd(newMonthly));
    // Derived, not typed: on annual, twelve months at the annual rate, and the saving against the new price.
    expect(card).toContain(formatUsd(price.annual * 12));
    expect(card).toContain(formatUsd((newMonthly - price.annual) * 12));
    expect(html).toContain(`"price":${newMonthly},`);
    expect(readFileSync(join(out, "faq.html"), "utf8")).toContain(newAnswer.slice(0, 60));
    // The experiment: a page per variant, each with its own words.
    const started = siteExperiments(join(scratch, "content")).find((each) => each.id === experiment!.id)!;
    const pagePath = experimentPagePath(experimentTarget(started), "en");
    for (const [index, variant] of started.variants.entries()) {
      const id = variantIds[index]!;
      const variantHtml = readFileSync(join(out, `${variantPath(started.id, id, pagePath)}.html`), "utf8");
      expect(variantHtml).toContain(`data-xp="${experimentParam(started.id)}=${id}"`);
      // The words as the page writes them: Astro escapes what HTML would read as markup.
      for (const change of variant.changes ?? [])
        expect(variantHtml).toContain(
          change.words
            .en!.slice(0, 40)
            .replaceAll("&", "&amp;")
            .replaceAll("<", "&lt;")
            .replaceAll("'", "&#39;")
            .replaceAll('"', "&quot;"),
        );
    }
  };
}

/** The share picture's ground, as sRGB bytes: what the built card shows at its corner. */
const sharePictureInk = [11, 18, 32];
/** A share picture as a marketer exports one: 1600 × 900, a lighter band across its middle. */
const sharePicture = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 11, g: 18, b: 32 } } })
    .composite([
      {
        input: { create: { width: 1600, height: 300, channels: 3, background: "#006d81" } },
        top: 300,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

/**
 * A landing page made in the editor from three sections, reordered, with its German translation
 * and an experiment on it; what a fresh build of the copy must then show.
 */
async function makeLandingPage(page: Page): Promise<(out: string) => Promise<void>> {
  /** A recording on another site, with a query of its own that must reach it untouched. */
  const recording = "https://videos.example.org/webinar/replay?t=42&lang=en";
  const slug = "webinar-follow-up";
  await page.getByRole("link", { name: "Landing pages", exact: true }).click();
  await page.getByRole("link", { name: "Create entry of type Landing page" }).click();
  // The address names the file, whatever the title says.
  await page.getByRole("textbox", { name: "Address", exact: true }).fill(slug);
  await page
    .getByRole("textbox", { name: "Page title", exact: true })
    .fill("Webinar follow-up: what we showed");
  // Its dates, in the picker that shows and writes UTC.
  await page.getByRole("textbox", { name: "Starts (UTC) (optional)", exact: true }).fill("2027-01-04T09:00");
  await page.getByRole("textbox", { name: "Ends (UTC) (optional)", exact: true }).fill("2027-02-01T17:30");
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("What we showed in the webinar, and your free trial.");

  // A share picture made for the campaign, uploaded from the computer into the media library,
  // larger than the card and of another shape, with its description.
  const pictures = mkdtempSync(join(tmpdir(), "cms-e2e-upload-"));
  cleanup.push(pictures);
  const upload = join(pictures, "webinar-share.png");
  writeFileSync(upload, await sharePicture());
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles(upload);
  await page.getByRole("button", { name: "Choose selected" }).click();
  const shareAlt = "The webinar's title card, on the brand's ink";
  await page.getByRole("textbox", { name: /^Share picture description/ }).fill(shareAlt);

  // Three sections from the list of types: plans, the FAQ's questions, the calculator.
  const plan = readPlans()[0]!;
  const question = readContent("faq").categories[0]!.items[0]!;
  const addSection = async (type: string) => {
    await page.getByRole("button", { name: "Add sections" }).click();
    await page.getByRole("menuitem", { name: type, exact: true }).click();
  };
  /** A section of `type` with its words, and one pick (`add` names its list's button, `pick` its textbox). */
  const addPicking = async (
    type: string,
    words: [label: string, text: string][],
    add: string,
    pick: string,
    id: string,
  ) => {
    await addSection(type);
    for (const [label, text] of words)
      await page.getByRole("textbox", { name: label, exact: true }).last().fill(text);
    await page.getByRole("button", { name: add }).click();
    await page.getByRole("textbox", { name: pick, exact: true }).last().fill(id);
  };
  const plansSection = (eyebrow: string, title: string, lead: string) =>
    addPicking(
      "Plans",
      [
        ["Small heading above the title", eyebrow],
        ["Title", title],
        ["Introduction", lead],
      ],
      "Add plans",
      "Plan",
      plan.id,
    );
  const questionsSection = (title: string, lead: string) =>
    addPicking(
      "Questions",
      [
        ["Title", title],
        ["Introduction", lead],
      ],
      "Add questions from the faq",
      "Question from the FAQ",
      question.id,
    );
  /** The questions section's own question, under its own topic: the page's words, beside the FAQ's. */
  const ownQuestionOf = async (topic: string, ownQuestion: string, ownAnswer: string) => {
    // Decap marks a field it may leave empty "(optional)": the topic is needed only with own questions.
    await page
      .getByRole("textbox", { name: "Topic of its own questions (optional)", exact: true })
      .last()
      .fill(topic);
    await page.getByRole("button", { name: "Add questions of its own" }).click();
    await page.getByRole("textbox", { name: "Question", exact: true }).last().fill(ownQuestion);
    await page.getByRole("textbox", { name: "Answer", exact: true }).last().fill(ownAnswer);
  };
  await plansSection("Pricing", "Plans for your team", "Start free.");
  await questionsSection("Questions from the webinar", "Answered.");
  await addSection("ROI calculator");

  // The calculator, last, dragged up by its handle to the middle of the questions' section (where
  // its question's handle is), whose place it then takes: the list drops an item on the section
  // whose centre is nearest. Each list item has a handle, the plans' and the questions' inside
  // their sections too: in document order plans, its plan, FAQ, its question, calculator.
  const handles = page.locator('[class*="DragIconContainer"]');
  await expect(handles).toHaveCount(5);
  // The sections' forms are taller than the window: with both handles in view the drag needs no
  // scrolling, which the list's drag did not follow (the calculator stayed last).
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: 2400 });
  await handles.nth(4).dragTo(handles.nth(3), { steps: 20 });
  await page.setViewportSize(viewport);

  // A question of its own, written into the questions section, now last: the preview draws it with
  // the FAQ's, under its topic, in the one group that opens one at a time.
  const ownQuestion = "Will the recording stay online?";
  await ownQuestionOf("About the webinar", ownQuestion, "Yes, for a year: share it with your team.");
  const preview = page.frameLocator("iframe").first();
  const questions = preview.locator("details[name=faq] > summary");
  await expect(questions.getByText(ownQuestion, { exact: true })).toBeVisible();
  await expect(questions.getByText(question.question, { exact: true })).toBeVisible();
  await expect(
    preview.getByRole("heading", { level: 2, name: "About the webinar", exact: true }),
  ).toBeVisible();

  /** The closing band, last, its one button leading to another site's address. */
  const closingToOtherSite = async (title: string, text: string, label: string) => {
    await addSection("Closing call to action");
    await page.getByRole("textbox", { name: "Title", exact: true }).last().fill(title);
    await page.getByRole("textbox", { name: "Text", exact: true }).last().fill(text);
    await page.getByRole("button", { name: "Add buttons" }).last().click();
    await page.getByRole("textbox", { name: "Button text", exact: true }).last().fill(label);
    await page
      .getByRole("textbox", { name: /^Or another site's address/ })
      .last()
      .fill(recording);
  };
  await closingToOtherSite("Watch it again", "The whole session, on demand.", "Watch the recording");

  // The drop may leave the Publish menu's first click to the list: open it until it shows.
  const publish = async () => {
    await expect(async () => {
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByText("Publish now")).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByText("Publish now").click();
    await expect(page.getByText("Entry saved").last()).toBeVisible();
  };
  await publish();
  const file = `landing-pages/${slug}.yaml`;
  await expect
    .poll(whenWritten(() => (onDisk(file)["sections"] as { type: string }[]).map((section) => section.type)))
    .toEqual(["plans", "calculator", "faq", "closingCta"]);
  expect(onDisk(file)["sections"]).toContainEqual(
    expect.objectContaining({ ctas: [{ label: "Watch the recording", url: recording }] }),
  );
  // The upload went into the repository with the page, which names it.
  expect(onDisk(file)["shareImage"]).toBe("images/webinar-share.png");
  expect(readFileSync(join(scratch, "content", "images", "webinar-share.png"))).toEqual(readFileSync(upload));
  // Named by its address, its dates in UTC as the build reads them (YAML may read them as dates).
  const written = onDisk(file);
  expect(written["address"]).toBe(slug);
  expect([written["start"], written["end"]].map((value) => new Date(value as string).toISOString())).toEqual([
    "2027-01-04T09:00:00.000Z",
    "2027-02-01T17:30:00.000Z",
  ]);

  // Opened again, the saved page shows its picture in its field (Decap alone showed an empty tile
  // until the entry changed, picture-widget.ts): the page's only picture, at the upload's size.
  // (The editor keeps its sign-in across the reload and opens the same page: the saved one's own
  // address, to which it moves a new page once it is saved, after the file is written.)
  await expect(page).toHaveURL(
    new RegExp(`#/collections/${landingCollectionName(defaultLocale)}/entries/${slug}$`),
  );
  await page.reload();
  const { width: uploadWidth } = await sharp(upload).metadata();
  await expect
    .poll(
      () => page.locator('img[role="presentation"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
      {
        timeout: 30_000,
      },
    )
    .toBe(uploadWidth);

  // Its German translation, made in the editor: it names its English page first, and the file
  // takes that name (not its German title's), with the same sections in the same order.
  await leaveEntry(
    page,
    "Landing pages",
    page.getByRole("link", { name: "Landing pages — Deutsch", exact: true }),
  );
  await page.getByRole("link", { name: "Landing pages — Deutsch", exact: true }).click();
  await page.getByRole("link", { name: "Create entry of type Landing page — Deutsch" }).click();
  await page.getByRole("textbox", { name: "English page", exact: true }).fill(slug);
  await page.getByRole("textbox", { name: "Page title", exact: true }).fill("Webinar-Nachlese");
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("Was wir im Webinar gezeigt haben, und Ihr kostenloser Test.");
  await plansSection("Preise", "Pläne für Ihr Team", "Kostenlos starten.");
  await addSection("ROI calculator");
  await questionsSection("Fragen aus dem Webinar", "Beantwortet.");
  await ownQuestionOf(
    "Zum Webinar",
    "Bleibt die Aufzeichnung online?",
    "Ja, ein Jahr lang: Teilen Sie sie mit Ihrem Team.",
  );
  await closingToOtherSite("Noch einmal ansehen", "Die ganze Sitzung, jederzeit.", "Zur Aufzeichnung");
  await publish();
  await expect.poll(whenWritten(() => onDisk(`de/${file}`)["englishPage"])).toBe(slug);

  // And an experiment on it (a landing page's words tried too): the plans' title against another. The
  // editor's Experiments collection is the price test's; here the file is written as it writes one.
  writeFileSync(
    join(scratch, "content", "experiments", "webinar-plans-title.yaml"),
    [
      "name: Plans title",
      "page: landing",
      `landingPage: ${slug}`,
      "status: running",
      "smallestLift: 10",
      "languages: [en]",
      "variants:",
      "  - name: As it is",
      "    share: 50",
      "  - name: Shorter",
      "    share: 50",
      "    changes:",
      "      - field: sections[1].title",
      "        words: { en: Plans that fit }",
      "",
    ].join("\n"),
  );

  // A fresh build from the copy serves it, its sections in that order.
  return async (out) => {
    const html = readFileSync(join(out, `${landingPath(slug)}.html`), "utf8");
    // Its share picture is the upload cut to the card, named with its description.
    const card = await sharp(readFileSync(join(out, shareImagePath("en", landingPath(slug)))))
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    expect([card.info.width, card.info.height]).toEqual([shareCard.width, shareCard.height]);
    expect([...card.data.subarray(0, 3)]).toEqual(sharePictureInk);
    expect(html).toContain(`<meta property="og:image:alt" content="${shareAlt}">`);
    const at = (text: string) => html.indexOf(text);
    expect(at("Plans for your team")).toBeGreaterThan(-1);
    expect(at("Plans for your team")).toBeLessThan(at(`id="${calculatorId}"`));
    expect(at(`id="${calculatorId}"`)).toBeLessThan(at("Questions from the webinar"));
    expect(at("Questions from the webinar")).toBeLessThan(at(ownQuestion));
    const german = readFileSync(join(out, `de${landingPath(slug)}.html`), "utf8");
    expect(german).toContain("Pläne für Ihr Team");
    expect(german).toContain("Bleibt die Aufzeichnung online?");
    // The button to another site: its address exactly as written (no campaign or placement added),
    // a new tab without opener, counted by its placement instead.
    const escaped = recording.replaceAll("&", "&amp;");
    for (const built of [html, german]) {
      const link = built.match(new RegExp(`<a [^>]*href="${escapeRegExp(escaped)}"[^>]*>`))?.[0];
      expect(link, "the closing band's link to the recording").toBeDefined();
      expect(link).toContain('target="_blank"');
      expect(link).toMatch(/rel="[^"]*noopener/);
      expect(link).toMatch(/data-cta="[^"]+"/);
    }
    // Each variant built at its own path, the second with its words, both carrying their variant.
    const variantHtml = (id: string) =>
      readFileSync(join(out, `${variantPath("webinar-plans-title", id, landingPath(slug))}.html`), "utf8");
    expect(variantHtml("a")).toContain("Plans for your team");
    expect(variantHtml("b")).toContain("Plans that fit");
    expect(variantHtml("b")).not.toContain("Plans for your team");
    expect(variantHtml("b")).toContain(`data-xp="${experimentParam("webinar-plans-title")}=b"`);
    // Its dates reach the servers' rules (as postbuild writes them), in every language it has.
    expect(
      campaignRules(siteLandingPages(join(scratch, "content"))).find((rule) => rule.name === slug),
    ).toMatchObject({
      start: "2027-01-04T09:00:00Z",
      end: "2027-02-01T17:30:00Z",
      pages: [
        { path: landingPath(slug), endsAt: "/" },
        { path: `/de${landingPath(slug)}`, endsAt: "/de" },
      ],
    });
  };
}

// One editor and one build for both round trips: a build is the slowest step of each, and a
// marketer's session makes several changes before the host builds them.
test("a price, a FAQ answer, an experiment started and a landing page made in the editor reach the files, and a fresh build shows them all", async ({
  page,
}) => {
  await openEditor(page);
  const edited = await editPriceAnswerAndExperiment(page);
  await leaveEntry(page, "Experiments", page.getByRole("link", { name: "Landing pages", exact: true }));
  const made = await makeLandingPage(page);
  const out = buildCopy();
  edited(out);
  await made(out);
});

test("with the editorial workflow a change waits on its own branch, and only Publish merges it", async ({
  page,
}) => {
  await openEditor(page, "git");
  const plan = readPlans().find((each) => each.price !== undefined)!;
  const file = `content/plans/${plan.id}.yaml`;
  const newMonthly = plan.price!.monthly + 10;
  const branch = `cms/plans/${plan.id}`;
  // Publishing asks "Are you sure?"; the marketer says yes.
  page.on("dialog", (dialog) => void dialog.accept());
  const initial = git("rev-parse", "main").trim();

  // Save: a draft on a branch of its own; main, which the site is built from, is untouched.
  await page.getByRole("link", { name: "Plans", exact: true }).click();
  await page.getByRole("heading", { name: new RegExp(`\\b${escapeRegExp(plan.name)}$`) }).click();
  await page.getByLabel("Monthly price").fill(String(newMonthly));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // Saving commits to a branch through decap-server: seconds on a loaded machine.
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 15_000 });
  // What a reviewer (and the host's preview build) fetches: a clone shows the branch with the change.
  const clone = mkdtempSync(join(tmpdir(), "cms-e2e-clone-"));
  cleanup.push(clone);
  spawnSync("git", ["clone", "--quiet", scratch, clone]);
  const show = (ref: string) =>
    spawnSync("git", ["-C", clone, "show", `${ref}:${file}`], { encoding: "utf8" }).stdout;
  expect(monthlyIn(show(`origin/${branch}`))).toBe(newMonthly);
  expect(monthlyIn(show("origin/main"))).toBe(plan.price!.monthly);

  // Not ready, not publishable: the draft moves to review, then to ready.
  await page.getByRole("button", { name: "Status: Draft" }).click();
  await page.getByRole("menuitem", { name: "In review" }).click();
  await expect(page.getByRole("button", { name: "Status: In review" })).toBeVisible();
  expect(git("config", `branch.${branch}.description`).trim()).toBe("decap-cms/pending_review");
  await page.getByRole("button", { name: "Status: In review" }).click();
  await page.getByRole("menuitem", { name: "Ready" }).click();
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible();
  // For a person to look at: the entry marked Ready, waiting on Publish.
  await page.screenshot({ path: test.info().outputPath("review-ready.png"), animations: "disabled" });
  expect(monthlyIn(readFileSync(join(scratch, file), "utf8"))).toBe(plan.price!.monthly);

  // Publish: merged into main, the branch gone.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Entry published").last()).toBeVisible();
  expect(git("branch", "--list", branch).trim()).toBe("");
  spawnSync("git", ["-C", clone, "fetch", "--quiet", "--prune"]);
  expect(monthlyIn(show("origin/main"))).toBe(newMonthly);
  // Only the reviewed change went live.
  expect(git("diff", "--name-only", initial, "main").trim()).toBe(file);
});

/** The preview draws a plan with the site's own cards and stylesheet, in light and in dark; leaves it edited. */
async function previewPlanInBothThemes(page: Page) {
  const plans = readPlans();
  const plan = plans.find((each) => each.price !== undefined)!;
  const newMonthly = plan.price!.monthly + 10;
  await page.getByRole("link", { name: "Plans", exact: true }).click();
  await page.getByRole("heading", { name: new RegExp(`\\b${escapeRegExp(plan.name)}$`) }).click();
  await page.getByLabel("Monthly price").fill(String(newMonthly));

  // The real pricing page: the billing switch and every plan's card, this one with the new price.
  const preview = page.frameLocator("iframe").first();
  const card = preview.getByRole("listitem").filter({ has: preview.locator(`#plan-${plan.id}-title`) });
  await expect(card.getByText(formatUsd(newMonthly), { exact: true }).first()).toBeVisible();
  for (const other of plans.filter((each) => each.id !== plan.id))
    await expect(preview.locator(`#plan-${other.id}-title`)).toHaveText(other.name);
  // Derived as the build derives it: on annual, twelve months at the annual rate, and the saving
  // against the new monthly price.
  await preview
    .getByRole("group")
    .getByText(readContent("pricing").billingSwitch.annual, { exact: true })
    .click();
  await expect(card.getByText(formatUsd(plan.price!.annual * 12)).first()).toBeVisible();
  await expect(card.getByText(formatUsd((newMonthly - plan.price!.annual) * 12)).first()).toBeVisible();

  // The site's stylesheet, in the theme the system asks for.
  const background = () => card.evaluate((element) => getComputedStyle(element).backgroundColor);
  await page.emulateMedia({ colorScheme: "light" });
  const light = await background();
  await page.screenshot({ path: test.info().outputPath("preview-light.png"), animations: "disabled" });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(background).not.toBe(light);
  await page.screenshot({ path: test.info().outputPath("preview-dark.png"), animations: "disabled" });
  expect(light).toBe("rgb(255, 255, 255)");

  // What the build would refuse is said in its words, in place of a preview.
  await page.getByLabel("Annual price").fill(String(newMonthly + 1));
  await expect(preview.getByRole("alert")).toContainText(
    "The annual price per month must be lower than the monthly price.",
  );
}

/** Translations are listed after their English file and previewed in their own language. */
async function previewTranslations(page: Page) {
  const german = readContent("home", "de");
  const english = readContent("home");

  // Pages: each page's English file, then its translations, by the language's own name.
  await page.getByRole("link", { name: "Pages", exact: true }).click();
  const headings = await page.getByRole("heading", { name: /^Home/ }).allTextContents();
  expect(headings.slice(0, 2)).toEqual(["Home", "Home — Deutsch"]);
  await page.getByRole("heading", { name: "Home — Deutsch", exact: true }).click();

  // The home page drawn in German: the German words, in a German page.
  const preview = page.frameLocator("iframe").first();
  // The first preview of a run waits on the dev server compiling its modules: on a busy machine,
  // past the default 5 s.
  await expect(preview.locator("main[lang=de]")).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByRole("heading", { name: german.hero.title, exact: true })).toBeVisible();
  await expect(preview.getByText(english.hero.title, { exact: true })).toHaveCount(0);

  // A plan's German words on the pricing page's cards, its price written the German way.
  await page.getByRole("link", { name: /Writing in Pages collection/ }).click();
  await page.getByRole("link", { name: "Plans — Deutsch" }).click();
  const plan = readPlans("de").find((each) => each.price !== undefined)!;
  await page.getByRole("heading", { name: plan.name, exact: true }).click();
  const card = preview.getByRole("listitem").filter({ has: preview.locator(`#plan-${plan.id}-title`) });
  await expect(card.getByText(formatUsd(plan.price!.monthly, "de"), { exact: true }).first()).toBeVisible();
  await expect(card.getByText(plan.description, { exact: true })).toBeVisible();
}

/** A landing page is previewed as the page draws it, in its language, with the questions and plans it picks. */
async function previewLandingPage(page: Page) {
  const landings = siteLandingPages();
  const landing = landings.find((each) => each.languages.includes("de")) ?? landings[0]!;
  const locale = landing.languages.includes("de") ? "de" : "en";
  await page
    .getByRole("link", { name: locale === "de" ? "Landing pages — Deutsch" : "Landing pages", exact: true })
    .click();
  await page.getByRole("heading", { name: landing.data[locale]!.title, exact: true }).click();

  const preview = page.frameLocator("iframe").first();
  await expect(preview.locator(`main[lang=${locale}]`)).toBeVisible();
  const sections = readLandingSections(landing, locale);
  // Every section as the page draws it, its figures filled in: the top's heading, the picked
  // questions under the FAQ's words, the picked plans' cards in the language.
  for (const section of sections) {
    if (section.type === "hero")
      await expect(preview.getByRole("heading", { level: 1 })).toHaveText(section.title);
    if (section.type === "faq")
      for (const item of section.topics.flatMap((topic) => topic.items))
        if (item.id)
          await expect(
            preview.locator("details", { has: preview.locator(`[id="${item.id}"]`) }).locator("summary"),
          ).toHaveText(item.question);
        // A question of its own has no link id: found by its words.
        else await expect(preview.locator("summary").getByText(item.question, { exact: true })).toBeVisible();
    if (section.type === "plans")
      for (const plan of section.plans)
        await expect(preview.locator(`#plan-${plan.id}-title`)).toHaveText(plan.name);
  }
  // In the site's stylesheet: the top of the page has the site's muted tone, not the editor's white.
  const top = preview.locator("main > section").first();
  expect(await top.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    "rgba(0, 0, 0, 0)",
  );
  await page.screenshot({ path: test.info().outputPath("landing-preview.png"), animations: "disabled" });
}

// The previews only read: one editor for the three, as a marketer browses from one entry to the
// next (opening the editor is most of each one's time). The plan's, which leaves its entry edited
// and so would ask before leaving it, comes last.
test("the previews draw each entry as the site does: translations in their language, a landing page with its picks, a plan in both themes", async ({
  page,
}) => {
  await openEditor(page);
  await test.step("a translation is listed after its English file and previewed in its own language", () =>
    previewTranslations(page));
  // Back to the list from the German plan, whose collection is "Plans — Deutsch".
  await page.getByRole("link", { name: /Writing in Plans/ }).click();
  await test.step("a landing page is previewed as the page draws it, in its language, with the questions and plans it picks", () =>
    previewLandingPage(page));
  await page.getByRole("link", { name: /Writing in Landing pages/ }).click();
  await test.step("the preview draws a plan with the site's own cards and stylesheet, in light and in dark", () =>
    previewPlanInBothThemes(page));
});

test("a landing page's French translation starts as a copy of the English page, and is saved with its structure and the French words", async ({
  page,
}) => {
  test.skip(untranslated === undefined, "no landing page has a French translation to make again");
  const slug = untranslated!;
  await openEditor(page);
  // The copy decap-server writes to, as the editor's: the French page not made yet.
  rmSync(join(scratch, "content", "fr", landingFolder, `${slug}.yaml`));
  const asWritten = (locale: string) =>
    parseYaml(
      readFileSync(
        join("content", ...(locale === "en" ? [] : [locale]), landingFolder, `${slug}.yaml`),
        "utf8",
      ),
    ) as Record<string, unknown> & { title: string; description: string };
  const english = asWritten("en");
  const french = asWritten("fr");
  const landing = siteLandingPages().find((each) => each.slug === slug)!;
  const [hero] = readLandingSections(landing, "en").flatMap((section) =>
    section.type === "hero" ? [section] : [],
  );

  // From the English page's preview, its French page, started as a copy of it.
  await page.getByRole("link", { name: "Landing pages", exact: true }).click();
  await page.getByRole("heading", { name: english.title, exact: true }).click();
  const preview = page.frameLocator("iframe").first();
  await preview.getByRole("link", { name: "Start the Français page as a copy of this one" }).click();
  const title = page.getByRole("textbox", { name: "Page title", exact: true }).first();
  await expect(title).toHaveValue(english.title);
  await expect(page.getByRole("textbox", { name: "Description", exact: true }).first()).toHaveValue(
    english.description,
  );
  // Drawn as the English page, in a French page, with what is still English listed above it.
  await expect(preview.locator("main[lang=fr]")).toBeVisible();
  if (hero) await expect(preview.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  const still = preview.getByRole("complementary", { name: "Still in English" });
  await expect(still.locator('[data-still-english="title"]')).toBeVisible();

  // One text translated: it leaves the list; saved, the file is the English page with the French
  // title.
  await title.fill(french.title);
  await expect(still.locator('[data-still-english="title"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Entry saved").last()).toBeVisible();
  const file = `fr/${landingFolder}/${slug}.yaml`;
  await expect.poll(whenWritten(() => onDisk(file)["title"])).toBe(french.title);
  const { englishPage, title: written, ...rest } = onDisk(file);
  // The English page but its address and dates, which every language keeps as English's.
  const {
    title: _english,
    address: _address,
    start: _start,
    end: _end,
    sendsTo: _sendsTo,
    ...englishRest
  } = english;
  expect(englishPage).toBe(slug);
  expect(written).toBe(french.title);
  expect(rest).toEqual(englishRest);
  // And the build's reader takes it as the page's French translation.
  const built = siteLandingPages(join(scratch, "content")).find((each) => each.slug === slug)!;
  expect(built.languages).toContain("fr");
  expect(built.data.fr!.title).toBe(french.title);
});

test("a running experiment's preview shows its last readout, and its page as it is beside the page as its variant, following the edits", async ({
  page,
}) => {
  await openEditor(page);
  const { name, record } = kept!;
  await page.getByRole("link", { name: "Experiments", exact: true }).click();
  // The list's summary: the name, then the page and the status.
  await page.getByRole("heading", { name: new RegExp(`^${escapeRegExp(name)} · `) }).click();

  const preview = page.frameLocator("iframe").first();
  // The stand-in's numbers made a winner of every other variant; the verdict says which, as the
  // command said it.
  await expect(preview.locator("[data-verdict]")).toHaveText(record.verdict);
  expect(record.verdict).toMatch(/^Verdict: b \(.+\) wins: \+60\.0% /);
  const counts = standInCounts(record.variants.map((variant) => variant.share));
  for (const [index, variant] of record.variants.entries()) {
    const row = preview.getByRole("row", { name: new RegExp(`^${variant.id} `) });
    await expect(row.getByRole("rowheader")).toHaveText(`${variant.id} ${variant.name}`);
    const [visitors, conversions, rate, lift] = await row.getByRole("cell").allTextContents();
    expect(visitors).toBe(counts.visitors[index]!.toLocaleString("en-US"));
    expect(conversions).toBe(counts.conversions[index]!.toLocaleString("en-US"));
    expect(rate).toBe(`${((counts.conversions[index]! / counts.visitors[index]!) * 100).toFixed(2)}%`);
    expect(lift).toBe(index === 0 ? "(baseline)" : record.rows[index]![4]);
    if (index > 0) expect(lift).toMatch(/^\+60\.0% \(\+[\d.]+% to \+[\d.]+%\)$/);
  }
  await expect(preview.locator("time")).toHaveAttribute("datetime", record.readAt);
  await expect(preview.locator("time")).toContainText("(today)");
  for (const note of record.notes) await expect(preview.getByText(note)).toBeVisible();

  // Below it, the page as it is and the page as the variant that changes words, each in a frame of
  // its own under a heading that says which it is. The words are the experiment file's, as the
  // build's reader fills them in for the page and for the variant's page.
  const experiment = siteExperiments().find((each) => each.id === kept!.id)!;
  const index = experiment.variants.findIndex((variant) => variant.changes?.length);
  const variant = experiment.variants[index]!;
  const change = variant.changes![0]!;
  const target = experimentTarget(experiment);
  const reader = contentReader(readSite());
  const drawnWords = (as?: PageVariant) => {
    const landing = reader.site.landingPages.find((each) => target === landingTarget(each.slug));
    const data = landing
      ? reader.landing(landing, "en", as)
      : reader.page(target as Exclude<typeof target, `lp/${string}`>, "en", as);
    return wordsAt(data, change.field)!;
  };
  const before = drawnWords();
  const after = drawnWords(variantsOf(reader.site.experiments, target, "en")[index]);
  expect(after.replace(/\s/g, " ")).toBe(change.words.en!.replace(/\s/g, " "));
  const label = pageLabel(target);
  const variantLabel = `variant ${variantIds[index]} (${variant.name})`;
  await expect(preview.getByRole("heading", { name: "The page as it is" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: `The page as ${variantLabel}` })).toBeVisible();
  const asItIs = preview.frameLocator(`iframe[title="The ${label} page as it is"]`);
  const asVariant = preview.frameLocator(`iframe[title="The ${label} page as ${variantLabel}"]`);
  await expect(asItIs.getByText(before, { exact: true })).toBeVisible();
  await expect(asVariant.getByText(after, { exact: true })).toBeVisible();
  await expect(asItIs.getByText(after, { exact: true })).toHaveCount(0);
  // The changed words are marked on both pages, and named above them.
  await expect.poll(() => marked(asItIs)).toEqual(spaced([before]));
  await expect.poll(() => marked(asVariant)).toEqual(spaced([after]));
  await expect(preview.getByRole("list", { name: `What ${variantLabel} changes` })).toContainText(
    change.field,
  );

  // Side by side where the preview is wide enough, one above the other where it is not.
  const frames = [`The ${label} page as it is`, `The ${label} page as ${variantLabel}`].map(
    (title) => () => preview.locator(`iframe[title="${title}"]`).boundingBox(),
  );
  await page.setViewportSize({ width: 1920, height: 1000 });
  await expect.poll(async () => (await frames[1]!())!.y - (await frames[0]!())!.y).toBe(0);
  await asVariant.getByText(after, { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("variant-preview-wide.png"), animations: "disabled" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect
    .poll(async () => {
      const [top, below] = [(await frames[0]!())!, (await frames[1]!())!];
      return below.y >= top.y + top.height;
    })
    .toBe(true);

  // The variant's words as they are typed in the form: drawn and marked at once.
  const typed = `${change.words.en} (typed in the editor)`;
  const changeItem = await openChange(page, variant.name, change.field);
  // The words' field is named by its language ("English (optional)": a language the experiment
  // does not run in may be left empty).
  await changeItem.getByRole("textbox", { name: /^English\b/ }).fill(typed);
  await expect(asVariant.getByText(typed, { exact: true })).toBeVisible();
  await expect.poll(() => marked(asVariant)).toEqual(spaced([typed]));
  await expect.poll(() => marked(asItIs)).toEqual(spaced([before]));

  // Readable by everyone, in both themes: what the preview draws (the frame around it is Decap's),
  // the pages in their frames too.
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page, ["#preview-pane", "main"])).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.screenshot({ path: test.info().outputPath("readout-preview.png"), animations: "disabled" });
});

test("a variant's change picks its field from the page's texts, each shown with its words as they are now", async ({
  page,
}) => {
  await openEditor(page);
  const experiment = siteExperiments().find(
    (each) => each.page !== "landing" && each.variants.some((variant) => variant.changes?.length),
  )!;
  const index = experiment.variants.findIndex((variant) => variant.changes?.length);
  const variant = experiment.variants[index]!;
  const change = variant.changes![0]!;
  const target = experiment.page as keyof typeof singles;
  const texts = changeableFields(readContentAsWritten(target), singles[target]);
  await page.getByRole("link", { name: "Experiments", exact: true }).click();
  await page.getByRole("heading", { name: new RegExp(`^${escapeRegExp(experiment.name)} · `) }).click();

  const changeItem = await openChange(page, variant.name, change.field);
  const field = changeItem.getByRole("combobox", { name: "Field", exact: true });
  await expect(field).toHaveValue(change.field);
  // Every text of the page, with its words as written: the marketer reads what they would change.
  const options = await field.locator("option").allTextContents();
  expect(
    options
      .slice(1)
      .map((option) => option.split(": ")[0])
      .toSorted(),
  ).toEqual(texts.map(([name]) => name).toSorted());
  for (const [name, words] of texts)
    expect(options.find((option) => option.startsWith(`${name}: `))).toContain(words.slice(0, 40));

  // Picked, not typed: another text, saved into the file.
  const other = texts.find(([name]) => name !== change.field && name.endsWith(".lead"))?.[0] ?? texts[0]![0];
  await field.selectOption(other);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Entry saved").last()).toBeVisible();
  const file = `experiments/${experiment.id}.yaml`;
  await expect
    .poll(
      whenWritten(
        () => (onDisk(file)["variants"] as { changes?: { field: string }[] }[])[index]!.changes![0]!.field,
      ),
    )
    .toBe(other);
  await page.screenshot({ path: test.info().outputPath("field-picker.png"), animations: "disabled" });
});
