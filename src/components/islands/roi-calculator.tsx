import { CircleAlert, Info, Link2, type IconNode } from "lucide";
import { InPage, type PageRef } from "#src/components/ui/page-context.tsx";
import {
  Fragment,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { Card } from "#src/components/ui/card.tsx";
import type { Locale } from "#src/config/locales.ts";
import { groupSeparator, usdSign } from "#src/lib/locale-format.ts";
import { Icon } from "#src/components/ui/icon.tsx";
import type { RoiCopy } from "#src/content/schema/roi.ts";
import {
  roiFieldOrder,
  roiFieldsWith,
  type RoiAssumptions,
  type RoiField,
  type RoiFieldKey,
} from "#src/lib/roi/model.ts";
import { Button } from "#src/components/ui/button.tsx";
import { InputGroup } from "#src/components/ui/input-group.tsx";
import { RoiCalculatorFrame } from "#src/components/sections/roi-calculator-frame.tsx";
import { cn } from "#src/lib/cn.ts";
import { IslandBoundary } from "./island-boundary.tsx";
import { linkedIsland, settledAttribute } from "./linked-directive.ts";
import {
  earlyDataAttribute,
  liveAttribute,
  liveEvent,
  paybackAttribute,
  pendingAttribute,
} from "./roi-early-marks.ts";
import type { EarlyData } from "./roi-early-answer.ts";
import { roiDisplay, type RoiDisplay } from "#src/lib/roi/display.ts";
import type { PaybackText } from "#src/lib/roi/format.ts";
import type { RoiRawInputs } from "#src/lib/roi/formula.ts";
import { rawFromSearch, searchWithInputs } from "#src/lib/roi/url.ts";
import { RoiChart } from "./roi-chart.tsx";

type CopyState = "idle" | "copied" | "failed" | "unavailable";

/** This page's URL with the given inputs in its query (other parameters kept), as plain numbers. */
function urlWithInputs(inputs: RoiRawInputs, fields: Record<RoiFieldKey, RoiField>, locale: Locale) {
  const url = new URL(window.location.href);
  url.search = searchWithInputs(url.searchParams, inputs, fields, locale).toString();
  return url;
}

// The query never changes under the calculator except through it, so there is nothing to watch.
const subscribeToNothing = () => () => {};
const readSearch = () => window.location.search;
// The prerendered HTML shows the defaults; React hydrates with them, then renders the URL's inputs.
const prerenderedSearch = () => "";

export interface CalculatorProps {
  copy: RoiCopy;
  assumptions: RoiAssumptions;
  /**
   * The page, and so its language: how the inputs are read and every figure is written ("10.000 $"
   * on /de). The prerender and the browser format with the same code (lib/locale-format.ts).
   */
  page: PageRef;
}

/**
 * The live ROI calculator with its words given: the editor's preview and the tests. The page's
 * island (`client:linked` on /: config/integrations/linked-islands.ts) is roi-calculator-island.tsx,
 * which fetches them. Its code loads as it nears the viewport, or at once when the URL links to it;
 * the prerendered inputs take typing before that, and it is kept.
 */
export function RoiCalculator({ copy, assumptions, page }: CalculatorProps) {
  return (
    <InPage page={page}>
      <RoiCalculatorFrame copy={copy}>
        <IslandBoundary>
          <Calculator copy={copy} assumptions={assumptions} locale={page.locale} />
        </IslandBoundary>
      </RoiCalculatorFrame>
    </InPage>
  );
}

/**
 * The calculator itself, inside a page context and an island boundary. Its words are given, or on
 * their way (roi-calculator-island.tsx): it waits for them before it renders.
 */
export function Calculator({
  copy,
  assumptions,
  locale,
}: {
  copy: RoiCopy | PromiseLike<RoiCopy>;
  assumptions: RoiAssumptions;
  locale: Locale;
}) {
  const roiCopy = "then" in copy ? use(copy) : copy;
  const id = useId();
  const roiFields = roiFieldsWith(roiCopy.fields);
  const share = useShareLink(roiCopy);
  const { raw, change, formRef } = useRoiInputs(roiFields, locale, share.reset);
  const { errors, result } = roiDisplay(raw, roiFields, assumptions, roiCopy, locale);

  return (
    <>
      <Card padded={false} className="p-5 md:p-8 lg:col-span-7">
        <RoiForm
          formRef={formRef}
          idPrefix={id}
          label={roiCopy.formLabel}
          fields={roiFields}
          raw={raw}
          errors={errors}
          locale={locale}
          earlyData={{ locale, assumptions }}
          onChange={change}
        />
      </Card>

      <ResultsPanel
        copy={roiCopy}
        result={result}
        locale={locale}
        copyMessage={share.message}
        onCopyLink={() =>
          share.copy(urlWithInputs(raw, roiFields, locale), formRef.current?.closest("section")?.id)
        }
      />

      <Card padded={false} className="p-5 md:p-8 lg:col-span-7">
        <Comparison copy={roiCopy.results} result={result} locale={locale} />
      </Card>
    </>
  );
}

/**
 * The inputs as the visitor has them: from the URL (or the defaults) until they edit, then their
 * own, mirrored in the URL. The URL's plain numbers are shown the language's way ("15,5" on /de)
 * and what is typed is read that way. `onEdit` runs on every change.
 */
function useRoiInputs(roiFields: Record<RoiFieldKey, RoiField>, locale: Locale, onEdit: () => void) {
  const search = useSyncExternalStore(subscribeToNothing, readSearch, prerenderedSearch);
  // Null until the visitor edits: until then the inputs come from the URL (or the defaults).
  const [edited, setEdited] = useState<RoiRawInputs | null>(null);
  const raw = edited ?? rawFromSearch(new URLSearchParams(search), roiFields, locale);
  const formRef = useRef<HTMLFormElement>(null);

  function commit(next: RoiRawInputs) {
    setEdited(next);
    onEdit();
    // The URL mirrors the inputs for sharing; replacing it keeps Back for leaving the page.
    window.history.replaceState(window.history.state, "", urlWithInputs(next, roiFields, locale));
  }

  function change(key: RoiFieldKey, value: string) {
    commit({ ...raw, [key]: value });
  }

  // The calculator's code arrives after the page (it is an island): whatever the visitor typed
  // before that is still in the inputs. Keep it rather than resetting the fields under them. The
  // early module (roi-early.ts) may have shown its paybacks meanwhile: told that the island is live,
  // it puts back the texts React hydrated, and React draws the inputs' figures before the next
  // frame (a layout effect), so no frame shows the example's.
  useLayoutEffect(() => {
    const island = formRef.current?.closest(linkedIsland);
    island?.setAttribute(liveAttribute, "");
    island?.dispatchEvent(new Event(liveEvent));
    const inputs = formRef.current?.elements;
    if (!inputs) return;
    const typed = { ...raw };
    for (const key of roiFieldOrder) {
      const input = inputs.namedItem(key);
      if (input instanceof HTMLInputElement) typed[key] = input.value;
    }
    // Syncing from outside React (the browser kept the text) is what an effect is for, and it
    // runs once: only the values React hydrated with matter, not later renders.
    // oxlint-disable-next-line react/set-state-in-effect
    if (roiFieldOrder.some((key) => typed[key] !== raw[key])) commit(typed);
    else island?.removeAttribute(pendingAttribute);
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/exhaustive-effect-dependencies
  }, []);

  // Once React has drawn the visitor's own inputs, no figure is older than them.
  useLayoutEffect(() => {
    if (edited) formRef.current?.closest(linkedIsland)?.removeAttribute(pendingAttribute);
  }, [edited]);

  // client:linked leaves the island unsettled while a shared link's inputs are restored: its
  // figures stay hidden until they show the link's numbers, never the example's. Hydration renders
  // the prerendered example, and React then renders the query's inputs; only that second render
  // settles it. Style is flushed first, with transitions off while unsettled, so the chart appears
  // at the shared figures rather than gliding to them.
  useEffect(() => {
    const island = formRef.current?.closest(linkedIsland);
    if (!island || island.hasAttribute(settledAttribute) || search !== readSearch()) return;
    void island.getBoundingClientRect();
    island.setAttribute(settledAttribute, "");
  }, [search]);

  return { raw, change, formRef };
}

/** Copy link: puts a URL on the clipboard and says how that went, until `reset`. */
function useShareLink(roiCopy: RoiCopy) {
  const [state, setState] = useState<CopyState>("idle");

  async function copy(url: URL, section: string | undefined) {
    // The shared link opens at the calculator's section, which then loads at once. Its id is read
    // from the page (the frame around the island writes it) rather than imported: the constant
    // was a chunk of its own on every page with the calculator.
    if (section) url.hash = section;
    if (!navigator.clipboard?.writeText) {
      setState("unavailable");
      return;
    }
    try {
      await navigator.clipboard.writeText(url.href);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  const message = {
    idle: "",
    copied: roiCopy.copied,
    failed: roiCopy.copyFailed,
    unavailable: roiCopy.copyUnavailable,
  }[state];

  return { copy, message, reset: () => setState("idle") };
}

/**
 * The four inputs, each with its label, unit, error (when refused) and hint. The dollar's sign
 * sits where the language writes it: before the amount in English, after it ("$US") in French.
 */
function RoiForm({
  formRef,
  idPrefix,
  label,
  fields,
  raw,
  errors,
  locale,
  earlyData,
  onChange,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  idPrefix: string;
  label: string;
  fields: Record<RoiFieldKey, RoiField>;
  raw: RoiRawInputs;
  errors: RoiDisplay["errors"];
  locale: Locale;
  /** What the early module needs to work out the paybacks (roi-early.ts). */
  earlyData: EarlyData;
  onChange: (key: RoiFieldKey, value: string) => void;
}) {
  const dollar = usdSign(locale);
  return (
    <form
      ref={formRef}
      {...{ [earlyDataAttribute]: JSON.stringify(earlyData) }}
      noValidate
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-6 sm:grid-cols-2"
    >
      {roiFieldOrder.map((key) => {
        const field = fields[key];
        const inputId = `${idPrefix}-${key}`;
        const error = errors[key];
        return (
          <div key={key} className="min-w-0">
            <label htmlFor={inputId} className="block text-sm font-semibold">
              {field.label}
            </label>
            <InputGroup
              className="mt-2"
              prefix={field.unit === "usd" && dollar.before ? dollar.sign : undefined}
              suffix={
                field.unit === "percent"
                  ? "%"
                  : field.unit === "usd" && !dollar.before
                    ? dollar.sign
                    : undefined
              }
              invalid={Boolean(error)}
              inputClassName="unsettled:text-transparent"
              id={inputId}
              name={key}
              type="text"
              inputMode={field.inputMode}
              autoComplete="off"
              spellCheck={false}
              value={raw[key]}
              onChange={(event) => onChange(key, event.target.value)}
              aria-describedby={error ? `${inputId}-error ${inputId}-hint` : `${inputId}-hint`}
            />
            {error && (
              <p id={`${inputId}-error`} className="mt-2 flex gap-1.5 text-sm font-medium text-danger">
                <Icon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" />
                {error}
              </p>
            )}
            <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-muted-foreground">
              {field.hint}
            </p>
          </div>
        );
      })}
    </form>
  );
}

type RoiResultDisplay = RoiDisplay["result"];

/** The dark panel: payback for both cases, the notes, the 12-month chart, and Copy link. */
function ResultsPanel({
  copy: roiCopy,
  result,
  locale,
  copyMessage,
  onCopyLink,
}: {
  copy: RoiCopy;
  result: RoiResultDisplay;
  locale: Locale;
  copyMessage: string;
  onCopyLink: () => void;
}) {
  return (
    <div className="on-ink flex flex-col rounded-lg bg-ink p-5 text-ink-foreground shadow-raised md:p-8 lg:col-span-5 lg:row-span-2">
      <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {roiCopy.results.heading}
      </h3>
      {/* Hidden while a shared link's inputs are restored (useRoiInputs). */}
      <div aria-live="polite" className="mt-5 unsettled:invisible">
        <p className="text-sm text-ink-muted">{roiCopy.results.payback}</p>
        <dl className="mt-2 grid grid-cols-2 gap-4">
          <Payback
            label={roiCopy.results.expected}
            value={result?.expected.payback}
            empty={roiCopy.results.empty}
          />
          <Payback
            label={roiCopy.results.cautious}
            value={result?.cautious.payback}
            empty={roiCopy.results.empty}
          />
        </dl>
        {!result && <Note icon={CircleAlert}>{roiCopy.results.invalid}</Note>}
        {result?.rateCapped && <Note icon={Info}>{roiCopy.results.cappedNote}</Note>}
      </div>

      <RoiChart chart={result?.chart ?? null} copy={roiCopy.chart} locale={locale} />

      <noscript>
        <Note icon={Info}>{roiCopy.results.noScript}</Note>
      </noscript>
      <div className="mt-auto flex flex-col gap-3 pt-8 sm:flex-row sm:items-center">
        <Button variant="on-ink-outline" onClick={onCopyLink}>
          <Icon icon={Link2} className="size-4" />
          {roiCopy.copyLink}
        </Button>
        <output className="text-sm text-ink-muted">{copyMessage}</output>
      </div>
    </div>
  );
}

/** A note on the dark panel, led by its icon. */
function Note({ icon, children }: { icon: IconNode; children: ReactNode }) {
  return (
    <p className="mt-5 flex gap-2 rounded-md bg-ink-raised p-3 text-sm pending:opacity-40">
      <Icon icon={icon} className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** The expected and the cautious case side by side, figure by figure. */
function Comparison({
  copy,
  result,
  locale,
}: {
  copy: RoiCopy["results"];
  result: RoiResultDisplay;
  locale: Locale;
}) {
  const group = groupSeparator(locale);
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="mb-4 text-left text-sm font-semibold">{copy.tableCaption}</caption>
      <thead>
        <tr className="text-xs text-muted-foreground">
          <th scope="col">
            <span className="sr-only">{copy.figureHeading}</span>
          </th>
          <CaseHeading name={copy.expected} uplift={result?.expected.uplift} />
          <CaseHeading name={copy.cautious} uplift={result?.cautious.uplift} />
        </tr>
      </thead>
      <tbody className="motion-safe:transition-opacity unsettled:invisible pending:opacity-40">
        <Row
          empty={copy.empty}
          label={copy.conversion}
          note={result && `${copy.currentRate} ${result.currentRate}`}
          group={group}
          expected={result?.expected.improvedRate}
          cautious={result?.cautious.improvedRate}
        />
        <Row
          empty={copy.empty}
          label={copy.monthly}
          group={group}
          expected={result?.expected.monthly}
          cautious={result?.cautious.monthly}
        />
        <Row
          empty={copy.empty}
          label={copy.annual}
          group={group}
          expected={result?.expected.annual}
          cautious={result?.cautious.annual}
        />
        <Row
          empty={copy.empty}
          label={copy.cost}
          group={group}
          expected={result?.cost}
          cautious={result?.cost}
        />
        <Row
          empty={copy.empty}
          label={copy.roi}
          group={group}
          strong
          expected={result?.expected.roi}
          cautious={result?.cautious.roi}
        />
      </tbody>
    </table>
  );
}

/**
 * A payback figure. Its amount and unit are text nodes the early module may have rewritten before
 * React hydrates (roi-early.ts): React keeps them as they are (`suppressHydrationWarning`), and the
 * module puts its texts back as the island goes live. The unit is never an empty node, so there is
 * always one to rewrite.
 */
function Payback({ label, value, empty }: { label: string; value: PaybackText | undefined; empty: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      {/* The unit on a line of its own, so "4 days" and "10.2 months" sit alike at every width. */}
      <dd className="mt-1 tabular-nums" {...{ [paybackAttribute]: "" }}>
        <span
          className="block text-4xl font-bold tracking-tight wrap-anywhere sm:text-5xl"
          suppressHydrationWarning
        >
          {value?.amount ?? empty}
        </span>{" "}
        <span className="block h-6 text-base font-medium" suppressHydrationWarning>
          {value?.unit || "\u00a0"}
        </span>
      </dd>
    </div>
  );
}

function CaseHeading({ name, uplift }: { name: string; uplift: string | undefined }) {
  return (
    <th scope="col" className="pb-3 pl-2 text-right align-bottom font-semibold text-foreground sm:pl-4">
      {name}
      {uplift && (
        <span className="block font-normal text-muted-foreground unsettled:invisible">{uplift}</span>
      )}
    </th>
  );
}

/** A row of the comparison: its label, then the expected and the cautious figure. */
function Row({
  empty,
  label,
  note,
  group,
  strong,
  expected,
  cautious,
}: {
  empty: string;
  label: string;
  note?: string | null;
  /** The language's group separator, where a long figure may wrap. */
  group: string;
  strong?: boolean;
  expected: string | undefined;
  cautious: string | undefined;
}) {
  const cell = cn(
    "py-3 pl-2 text-right align-top sm:pl-4",
    strong ? "font-bold sm:text-base" : "font-semibold",
  );
  return (
    <tr className="border-t border-border">
      <th scope="row" className="py-3 text-left align-top font-normal text-muted-foreground">
        {label}
        {note && <span className="block text-xs">{note}</span>}
      </th>
      <td className={cell}>
        <Breakable text={expected ?? empty} group={group} />
      </td>
      <td className={cell}>
        <Breakable text={cautious ?? empty} group={group} />
      </td>
    </tr>
  );
}

/**
 * Everyday figures ($630,000) stay on one line, which at 320 px leaves the labels just room
 * enough; longer ones may wrap after a thousands separator (the language's: "," "." or a no-break
 * space), never inside a group of digits, so even $25,900,000,000,000 fits.
 */
function Breakable({ text, group }: { text: string; group: string }) {
  if (text.length < 10) return <span className="whitespace-nowrap">{text}</span>;
  return splitGroups(text, group).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          {group}
          <wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

const digit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

/**
 * The figure cut at each separator between digits, not where the same space sets off a sign
 * ("10 000 $US"). By hand: lookbehind in a RegExp fails to parse in Safari before 16.4.
 */
function splitGroups(text: string, group: string): string[] {
  const parts = [""];
  [...text].forEach((char, index, chars) => {
    if (char === group && digit(chars[index - 1]) && digit(chars[index + 1])) parts.push("");
    else parts[parts.length - 1] += char;
  });
  return parts;
}
