import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { defaultLocale, locales, type Locale } from "#src/config/locales.ts";
import { adminPath } from "#src/config/pages.ts";
import { where } from "#src/content/editor-checks.ts";
import type { PreviewContent } from "#src/content/editor-content.ts";
import {
  experimentRefusals,
  experimentTarget,
  landingSlugOf,
  onLanding,
  pageLabel,
  wordsAt,
  type PageData,
} from "#src/content/experiments.ts";
import { experiment, type Experiment } from "#src/content/schema/experiments.ts";
import { variantIds } from "#src/lib/experiments/choose.ts";
import { experimentPage } from "./preview-pages.tsx";

/**
 * In an experiment's preview, its page as it is beside the same page as one of its variants, so
 * the team sees what visitors will see before it runs. Both are drawn by the site's own sections
 * with the variant's words put in by the build's own `withVariant` (preview-pages.tsx), in the
 * site's stylesheet, and redrawn at every edit of the entry. Each variant's changed words are
 * marked on both pages.
 *
 * One variant at a time beside the page as it is: with up to three variants, four whole pages side
 * by side would leave each too narrow to read, and every variant is judged against the page as it
 * is, as the readout's lift is. The one shown follows the marketer's edits: the variant whose
 * changes were just edited is the one drawn.
 *
 * Each page is drawn in a frame of its own: the page's layout answers the frame's width (a
 * narrow column draws the page as a phone shows it, not a desktop page squeezed), and each copy's
 * ids (a heading's, a form field's label) stay its own, where two copies in one document would
 * point a label or a heading's name at the other copy.
 */

/** What the build would refuse in the entry as edited, in its words: none, or why it cannot be drawn. */
function checkedExperiment(
  edited: unknown,
  content: PreviewContent,
): { data: Experiment } | { problems: string[] } {
  const parsed = experiment.safeParse(edited);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map((issue) =>
        issue.path.length > 0 ? `${where(issue.path)}: ${issue.message}` : issue.message,
      ),
    };
  const pageData: PageData = (target, locale) =>
    onLanding(target) ? content[locale].landings[landingSlugOf(target)] : content[locale][target];
  const problems = experimentRefusals(parsed.data, pageData, Object.keys(content[defaultLocale].landings));
  return problems.length > 0 ? { problems } : { data: parsed.data };
}

export function ExperimentVariants({
  edited,
  name,
  content,
}: {
  /** The entry as it is being edited. */
  edited: unknown;
  /** The experiment's file name, which its variants' calls to action carry. */
  name: string;
  content: PreviewContent;
}) {
  const checked = checkedExperiment(edited, content);
  // The experiment as it could last be drawn stays drawn while an edit is under way (a change whose
  // words are not typed yet), so the pages neither vanish nor lose the variant being looked at.
  const [drawn, setDrawn] = useState("data" in checked ? checked.data : undefined);
  if ("data" in checked && JSON.stringify(checked.data) !== JSON.stringify(drawn)) setDrawn(checked.data);
  return (
    <section aria-labelledby="variants-title" className="@container p-6 text-foreground">
      <h2 id="variants-title" className="text-xl font-semibold">
        The page as each variant
      </h2>
      {"problems" in checked && (
        <div role="alert" className="mt-3 rounded-lg border border-border bg-muted p-4">
          <p className="font-semibold">
            {drawn ? "The pages below are the experiment as it was before this edit. " : ""}
            The variants are drawn as edited once this is fixed (the site&apos;s build refuses it too, once
            the experiment runs):
          </p>
          <ul className="mt-2 list-disc pl-6">
            {checked.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {drawn && <Comparison found={drawn} name={name} content={content} />}
    </section>
  );
}

/** A variant's edits, to tell which variant was just edited. */
const editsOf = (found: Experiment) =>
  found.variants.map((variant) => JSON.stringify([variant.changes ?? [], variant.order ?? []]));

function Comparison({ found, name, content }: { found: Experiment; name: string; content: PreviewContent }) {
  const target = experimentTarget(found);
  const edits = editsOf(found);
  const [seen, setSeen] = useState(edits);
  const [chosen, setChosen] = useState(() =>
    Math.max(
      1,
      found.variants.findIndex((variant) => variant.changes?.length),
    ),
  );
  const [language, setLanguage] = useState<Locale>(found.languages[0]!);
  // Set while drawing, not after: the variant just edited is drawn at once.
  if (edits.join("\n") !== seen.join("\n")) {
    const edited = edits.findIndex((each, index) => index > 0 && each !== seen[index]);
    setSeen(edits);
    if (edited > 0) setChosen(edited);
  }
  const shown = Math.min(chosen, found.variants.length - 1);
  const locale = found.languages.includes(language) ? language : found.languages[0]!;
  const variant = found.variants[shown]!;
  const id = variantIds[shown]!;
  const asItIs = experimentPage(target, locale, content);
  const asVariant = experimentPage(target, locale, content, { experiment: name, id, variant });
  const changes = (variant.changes ?? []).map((change) => ({
    field: change.field,
    before: wordsAt(asItIs.data, change.field),
    after: wordsAt(asVariant.data, change.field),
  }));
  const [marked, setMarked] = useState<readonly string[]>();
  const label = pageLabel(target);
  const variantLabel = `variant ${id} (${variant.name})`;
  return (
    <>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        The {label} page as visitors see it now, beside the same page as one variant draws it. The
        variant&apos;s changed words are marked on both, and follow your edits as you type.
      </p>
      <div className="mt-4 flex flex-wrap gap-x-8 gap-y-4">
        {found.variants.length > 2 && (
          <Choice
            legend="Variant shown"
            name="variant-shown"
            options={found.variants.slice(1).map((each, index) => ({
              value: String(index + 1),
              label: `${variantIds[index + 1]} (${each.name})`,
            }))}
            value={String(shown)}
            onChange={(value) => setChosen(Number(value))}
          />
        )}
        {found.languages.length > 1 && (
          <Choice
            legend="Language"
            name="variant-language"
            options={found.languages.map((code) => ({ value: code, label: locales[code].name }))}
            value={locale}
            onChange={(value) => setLanguage(value as Locale)}
          />
        )}
      </div>
      <h3 id="changes-title" className="mt-6 text-lg font-semibold">
        What {variantLabel} changes
      </h3>
      {changes.length === 0 && !variant.order ? (
        <p className="mt-2 text-muted-foreground">Nothing yet: add a change of words to this variant.</p>
      ) : (
        <ul aria-labelledby="changes-title" className="mt-2 list-disc space-y-1 pl-6">
          {changes.map((change) => (
            <li key={change.field}>
              <code className="font-semibold">{change.field}</code>: “{change.after}”
              {marked && change.after !== undefined && !marked.includes(change.after) && (
                <span className="text-muted-foreground">
                  {" "}
                  (not in the page&apos;s visible text: a title or a label only search engines or screen
                  readers read)
                </span>
              )}
            </li>
          ))}
          {variant.order && (
            <li>
              The order of the sections: <span className="font-semibold">{variant.order.join(", ")}</span>
            </li>
          )}
        </ul>
      )}
      <div className="mt-6 grid gap-6 @2xl:grid-cols-2">
        <Column id="as-it-is" heading="The page as it is">
          <PageFrame
            title={`The ${label} page as it is`}
            lang={locale}
            marks={changes.flatMap((change) => (change.before === undefined ? [] : [change.before]))}
          >
            {asItIs.page}
          </PageFrame>
        </Column>
        <Column id="as-variant" heading={`The page as ${variantLabel}`}>
          <PageFrame
            title={`The ${label} page as ${variantLabel}`}
            lang={locale}
            marks={changes.flatMap((change) => (change.after === undefined ? [] : [change.after]))}
            onMarked={(words) => setMarked((now) => (now?.join("\n") === words.join("\n") ? now : words))}
          >
            {asVariant.page}
          </PageFrame>
        </Column>
      </div>
    </>
  );
}

function Column({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <h3 id={`${id}-title`} className="mb-2 text-lg font-semibold">
        {heading}
      </h3>
      {children}
    </section>
  );
}

/** A group of radio buttons: the platform's own, named by their legend. */
function Choice({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The name of the marks on a page in its frame (CSS highlights: no element is added to the page). */
const changeHighlight = "variant-change";

/**
 * A document for a page to be drawn into, in standards mode, with the site's own stylesheet and the
 * marks' colour: a tint over whatever surface the words stand on, so their own colour keeps its
 * contrast, and a line under them for whoever cannot tell the tint apart. The marks' rule is here,
 * not in previews.css, whose CSS compiler does not know the ::highlight selector and warns at
 * every build.
 */
const frameDocument = `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="${adminPath}/previews.css"><style>::highlight(${changeHighlight}){background-color:color-mix(in srgb,var(--warning) 30%,transparent);text-decoration:underline var(--warning)}</style></head><body></body></html>`;

/**
 * A page drawn in a frame of its own, as tall as the page, so the preview scrolls both pages
 * together. `marks` are words to mark wherever the page shows them; `onMarked` hears which of them
 * it found.
 */
function PageFrame({
  title,
  lang,
  marks,
  onMarked,
  children,
}: {
  title: string;
  lang: Locale;
  marks: readonly string[];
  onMarked?: (found: readonly string[]) => void;
  children: ReactNode;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement>();
  const [height, setHeight] = useState(800);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    // The frame's own document, not the empty one it starts with: that one is replaced when it loads.
    const ready = () => {
      const document = element.contentDocument;
      if (document?.URL !== "about:srcdoc" || !document.body) return;
      // As tall as the page, never taller: a frame that scrolled would need a scrollbar of its own.
      document.documentElement.style.overflow = "hidden";
      setBody(document.body);
    };
    ready();
    element.addEventListener("load", ready);
    return () => element.removeEventListener("load", ready);
  }, []);
  useEffect(() => {
    const view = body?.ownerDocument.defaultView;
    if (!body || !view) return;
    const observer = new view.ResizeObserver(() => setHeight(Math.ceil(body.getBoundingClientRect().bottom)));
    observer.observe(body);
    return () => observer.disconnect();
  }, [body]);
  useLayoutEffect(() => {
    const document = frame.current?.contentDocument;
    const drawn = document?.querySelector("main");
    if (!document || !drawn) return;
    const each = marks.map((words) => [words, markWords(drawn, words)] as const);
    const found = each.flatMap(([words, ranges]) => (ranges.length > 0 ? [words] : []));
    const ranges = each.flatMap(([, places]) => places);
    const view = document.defaultView;
    // Where the browser cannot mark (before CSS highlights), the list above the pages still names each change.
    if (view && "highlights" in view.CSS) {
      if (ranges.length > 0) view.CSS.highlights.set(changeHighlight, new view.Highlight(...ranges));
      else view.CSS.highlights.delete(changeHighlight);
    }
    onMarked?.(found);
  });
  return (
    <>
      {/* oxlint-disable-next-line react/iframe-missing-sandbox -- it holds only what this component draws into it, as the preview's own frame does; with its scripts off, axe's check of the page hangs */}
      <iframe
        ref={frame}
        title={title}
        srcDoc={frameDocument}
        height={height}
        className="block w-full rounded-lg border border-border bg-background"
      />
      {body && createPortal(<main lang={lang}>{children}</main>, body)}
    </>
  );
}

const spaced = (text: string) => text.replace(/\s/g, " ");

/**
 * The places where `words` stand in the text under `root`, however the page splits them into
 * elements (a dash held to its word, a link in a sentence), with any kind of space matching any
 * other (the reader holds a spaced dash to its word with a no-break space).
 */
export function markWords(root: Node, words: string): Range[] {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  const starts: number[] = [];
  let all = "";
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push(node as Text);
    starts.push(all.length);
    all += (node as Text).data;
  }
  const haystack = spaced(all);
  const needle = spaced(words);
  if (needle.trim() === "") return [];
  /** The text node holding the character at `offset`, and where in it (the end of the last for the end). */
  const at = (offset: number, end: boolean): [Text, number] => {
    let index = 0;
    while (index + 1 < texts.length && (end ? starts[index + 1]! < offset : starts[index + 1]! <= offset))
      index++;
    return [texts[index]!, offset - starts[index]!];
  };
  const ranges: Range[] = [];
  for (
    let from = haystack.indexOf(needle);
    from !== -1;
    from = haystack.indexOf(needle, from + needle.length)
  ) {
    const range = document.createRange();
    range.setStart(...at(from, false));
    range.setEnd(...at(from + needle.length, true));
    ranges.push(range);
  }
  return ranges;
}
