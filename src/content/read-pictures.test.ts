import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentError } from "./content-errors.ts";
import { contentDir } from "./dir.ts";
import { uploadedPictureProblems } from "./editor-checks.ts";
import { pictureLimits, pictureRule } from "./pictures.ts";
import { dump, load } from "js-yaml";
import { parityIssues } from "./parity.ts";
import { pictureFiles, readSiteWithPictures } from "./read-pictures.ts";
import { landingFolder, landingPage, landingTranslation } from "./schema/landing-pages.ts";
import { integrationMarks, integrations, picture } from "./schema/sections.ts";

/**
 * A picture the content names is refused by the reader, before anything is built, naming the
 * content file, the field as the editor labels it and the picture, for what a marketer could
 * upload by mistake; the editor's save check refuses the same upload in the same words.
 */

const scratch = mkdtempSync(join(tmpdir(), "pictures-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The shipped page whose top has a picture, and that picture's name in its file. */
const page = "revops";
const english = join(landingFolder, `${page}.yaml`);
const shipped = /src: (images\/\S+)/.exec(readFileSync(join(contentDir(), english), "utf8"))![1]!;

let copies = 0;
/** A copy of the content whose landing page names `name` (in every language), holding `bytes` there. */
function contentWith(name: string, bytes: Uint8Array | string): string {
  const root = join(scratch, `content-${++copies}`);
  cpSync(contentDir(), root, { recursive: true });
  writeFileSync(join(root, name), bytes);
  for (const file of [english, ...["de", "fr", "es"].map((code) => join(code, english))]) {
    const path = join(root, file);
    writeFileSync(path, readFileSync(path, "utf8").replace(`src: ${shipped}`, `src: ${name}`));
  }
  return root;
}

/** The reader's refusal of that content, as the build prints it. */
async function refusal(root: string): Promise<string> {
  const error = await readSiteWithPictures(root).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).message;
}

const field = "Sections → Top of the page (1) → Picture → Picture file";
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#006d81" } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A decoder as the browser's answers: the size, or nothing for what it cannot draw. */
const decode = async (file: Blob) =>
  sharp(new Uint8Array(await file.arrayBuffer()))
    .metadata()
    .then(({ width, height }) => ({ width, height }))
    .catch(() => undefined);
/** The upload Decap holds with the entry. */
const upload = (bytes: Uint8Array<ArrayBuffer> | string) => [{ path: "content/images/huge.png", file: new Blob([bytes]) }];
/** A landing page's top with this picture. */
const hero = (image: unknown) => ({
  type: "hero",
  eyebrow: "For RevOps teams",
  title: "A title",
  lead: "A lead.",
  ctas: [],
  image,
});
/** The schema's refusals of a picture field, as "field: message". */
const issues = (image: unknown) =>
  picture.safeParse(image).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];


describe("a picture the content names", () => {
  let large: Buffer;
  beforeAll(async () => {
    // 26 megapixels of one colour: a few kilobytes, so only its pixels are over the limit.
    large = await png(6500, 4000);
  });

  it("is read as shipped: the page's own picture passes", async () => {
    const site = await readSiteWithPictures(contentDir());
    expect(site.landingPages.find((landing) => landing.slug === page)).toBeDefined();
  });

  it("is refused when it is a text file renamed .png, naming the content file, the field and the file", async () => {
    const message = await refusal(contentWith("images/notes.png", "Meeting notes, not a picture.\n"));
    expect(message).toContain(`content-${copies}/${english} has a mistake; the site is not built until it is fixed.`);
    expect(message).toContain(`${field}: images/notes.png is not a picture:`);
  });

  it("is refused when it is a GIF under a .png name, saying what it is and what the site takes", async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } }).gif().toBuffer();
    const message = await refusal(contentWith("images/animated.png", gif));
    expect(message).toContain(`${field}: images/animated.png is a GIF; the site takes JPEG, PNG, WebP or AVIF.`);
  });

  it("is refused at 26 megapixels, giving its size and the limit", async () => {
    const message = await refusal(contentWith("images/huge.png", large));
    expect(message).toContain(
      `images/huge.png is 6500 × 4000 pixels (26.0 megapixels); a picture can have at most ${pictureLimits.megapixels} megapixels.`,
    );
  });

  it("is refused over 15 MB, giving its size and the limit", async () => {
    // A real, small PNG followed by 16 MB it does not need (a PNG reader stops at its end).
    const padded = Buffer.concat([await png(800, 500), Buffer.alloc(16_000_000)]);
    const message = await refusal(contentWith("images/heavy.png", padded));
    expect(message).toContain(`images/heavy.png is 16.0 MB; a picture can be at most ${pictureLimits.megabytes} MB.`);
    expect(message).not.toContain("megapixels;");
  });

  it("is refused when its name says PNG and it is a JPEG", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } }).jpeg().toBuffer();
    const message = await refusal(contentWith("images/photo.png", jpeg));
    expect(message).toContain("images/photo.png is named .png but is a JPEG picture inside");
  });

  it("is refused when the file is not there", async () => {
    const root = contentWith("images/kept.png", await png(40, 30));
    rmSync(join(root, "images/kept.png"));
    expect(await refusal(root)).toContain(`${field}: images/kept.png is not in content/images/`);
  });

  it("is refused by the editor's save check in the build's words, from the upload itself", async () => {
    const data = { sections: [{ type: "hero", image: { src: "images/huge.png", alt: "A picture" } }] };
    const problems = await uploadedPictureProblems(data, upload(new Uint8Array(large)), decode);
    expect(problems).toEqual([
      `images/huge.png is 6500 × 4000 pixels (26.0 megapixels); a picture can have at most ${pictureLimits.megapixels} megapixels. Export it smaller (2400 pixels wide is plenty) and upload that file.`,
    ]);
    expect((await uploadedPictureProblems(data, upload("not a picture"), decode))[0]).toMatch(/^images\/huge\.png is not a picture:/);
    expect(await uploadedPictureProblems(data, upload(new Uint8Array(await png(1200, 800))), decode)).toEqual([]);
  });
});

describe("a picture's description", () => {
  it("is required unless the picture is decorative, and a decorative one has none", () => {
    expect(issues({ src: "images/a.png", alt: "The dashboard" })).toEqual([]);
    expect(issues({ src: "images/a.png", decorative: true })).toEqual([]);
    expect(issues({ src: "images/a.png" })).toEqual([
      "alt: Describe the picture for visitors who cannot see it, or tick Decorative if it adds nothing the words do not say.",
    ]);
    expect(issues({ src: "images/a.png", alt: "The dashboard", decorative: true })[0]).toMatch(/^alt: A decorative picture has no description/);
    // The editor writes an emptied description as "".
    expect(issues({ src: "images/a.png", alt: "" })).toHaveLength(1);
  });

  it("refuses a file name of another kind before any file is read", () => {
    expect(issues({ src: "images/logo.gif", alt: "Logo" })).toEqual([`src: ${pictureRule}`]);
    expect(issues({ src: "images/logo.svg", alt: "Logo" })).toEqual([`src: ${pictureRule}`]);
    expect(issues({ src: "images/Photo.JPG", alt: "A photo" })).toEqual([]);
    expect(landingPage.shape.sections.element.safeParse(hero({ src: "../secrets.png", alt: "x" })).success).toBe(false);
  });
});

/** A content file as data. */
const read = (file: string) => load(readFileSync(join(contentDir(), file), "utf8")) as Record<string, unknown>;
/** The schema's refusals of one integration, by message. */
const refused = (item: Record<string, string | undefined>) =>
  integrations.safeParse([{ name: "Tool", category: "CRM", ...item }]).error?.issues.map((issue) => issue.message) ?? [];
/** A landing page schema's refusals, as "field: message". */
const messages = (data: unknown, schema: typeof landingPage | typeof landingTranslation) =>
  schema.safeParse(data).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("an integration's logo and a landing page's share picture", () => {
  /** A copy of the content whose features page, in every language, gives its first integration `logo` (a file of `bytes`). */
  function logoContent(logo: string, bytes: Uint8Array | string): string {
    const root = join(scratch, `content-${++copies}`);
    cpSync(contentDir(), root, { recursive: true });
    writeFileSync(join(root, logo), bytes);
    for (const file of ["features.yaml", ...["de", "fr", "es"].map((code) => join(code, "features.yaml"))]) {
      const path = join(root, file);
      const features = load(readFileSync(path, "utf8")) as { integrations: Record<string, unknown>[] };
      const { mark: _mark, monogram: _monogram, ...first } = features.integrations[0]!;
      features.integrations[0] = { ...first, logo };
      writeFileSync(path, dump(features));
    }
    return root;
  }

  it("is refused as a section's picture is, naming the features page's integration", async () => {
    const message = await refusal(logoContent("images/crm-logo.png", "A logo's name, not a logo."));
    expect(message).toContain(`content-${copies}/features.yaml has a mistake`);
    expect(message).toMatch(/Integrations \(1, [^)]+\) → Logo: images\/crm-logo\.png is not a picture:/);
  });

  it("is read with the content when it is a picture, and named among the pictures the build makes", async () => {
    const root = logoContent("images/crm-logo.png", await png(256, 256));
    const site = await readSiteWithPictures(root);
    expect(Object.keys(pictureFiles(site, root))).toContain("images/crm-logo.png");
  });

  it("needs a logo, a mark or a monogram, and not both a logo and a mark", () => {
    expect(refused({})).toEqual([expect.stringMatching(/^Upload the tool's logo, pick it from the icon set, or write two letters/)]);
    expect(refused({ logo: "images/tool.png", mark: integrationMarks[0] })).toEqual([
      expect.stringMatching(/^The uploaded logo is shown/),
    ]);
    for (const kept of [{ logo: "images/tool.png" }, { mark: integrationMarks[0] }, { monogram: "To" }])
      expect(refused(kept)).toEqual([]);
  });

  it("is refused for sharing without its description, in each language's file", () => {
    const { shareImageAlt: _alt, ...withoutAlt } = read(english);
    expect(messages({ ...withoutAlt, shareImage: "images/share.jpg" }, landingPage)).toEqual([
      expect.stringMatching(/^shareImageAlt: Describe the uploaded share picture/),
    ]);
    expect(messages({ ...withoutAlt, shareImage: "images/share.jpg", shareImageAlt: "The dashboard" }, landingPage)).toEqual([]);
    const { address: _address, start: _start, end: _end, sendsTo: _sendsTo, ...translated } = withoutAlt;
    expect(
      messages({ englishPage: page, ...translated, shareImage: "images/share.jpg" }, landingTranslation),
    ).toEqual([expect.stringMatching(/^shareImageAlt: Describe the uploaded share picture/)]);
  });

  it("is each language's own for sharing: a translation may have another one, or none", () => {
    const withUpload = { ...read(english), shareImage: "images/share-en.jpg", shareImageAlt: "The dashboard" };
    const french = read(join("fr", english));
    expect(parityIssues(landingTranslation, withUpload, french)).toEqual([]);
    expect(
      parityIssues(landingTranslation, withUpload, { ...french, shareImage: "images/share-fr.jpg", shareImageAlt: "Le tableau" }),
    ).toEqual([]);
  });

  it("is refused as any picture is, naming the landing page's share picture", async () => {
    const root = join(scratch, `content-${++copies}`);
    cpSync(contentDir(), root, { recursive: true });
    writeFileSync(join(root, "images/share.png"), "Not a picture.");
    const path = join(root, english);
    const data = load(readFileSync(path, "utf8")) as Record<string, unknown>;
    writeFileSync(path, dump({ ...data, shareImage: "images/share.png", shareImageAlt: "The dashboard" }));
    const message = await refusal(root);
    expect(message).toContain(`content-${copies}/${english} has a mistake`);
    expect(message).toContain("Share picture: images/share.png is not a picture:");
  });

  it("is refused in a customer logos strip, naming the company", async () => {
    const root = join(scratch, `content-${++copies}`);
    cpSync(contentDir(), root, { recursive: true });
    writeFileSync(join(root, "images/acme.png"), "Not a logo.");
    const path = join(root, english);
    const data = load(readFileSync(path, "utf8")) as { sections: Record<string, unknown>[] };
    data.sections.splice(1, 0, { type: "logos", title: "Trusted by", items: [{ name: "Acme", logo: "images/acme.png" }] });
    writeFileSync(path, dump(data));
    // Its translations keep English's sections, the logo's file among them.
    for (const code of ["de", "fr", "es"]) {
      const translated = join(root, code, english);
      const words = load(readFileSync(translated, "utf8")) as { sections: Record<string, unknown>[] };
      words.sections.splice(1, 0, data.sections[1]!);
      writeFileSync(translated, dump(words));
    }
    const message = await refusal(root);
    expect(message).toContain(`content-${copies}/${english} has a mistake`);
    expect(message).toMatch(/Sections → Customer logos \(2\) → Logos \(1, Acme\) → Logo: images\/acme\.png is not a picture:/);
  });

  it("is checked by the editor's save wherever the entry names it, as the build checks it", async () => {
    const data = { integrations: [{ name: "Tool", category: "CRM", logo: "images/huge.png" }] };
    expect((await uploadedPictureProblems(data, upload("not a picture"), decode))[0]).toMatch(/^images\/huge\.png is not a picture:/);
    expect(await uploadedPictureProblems({ shareImage: "images/huge.png" }, upload("not a picture"), decode)).toHaveLength(1);
  });
});
