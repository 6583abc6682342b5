import { Check, CircleAlert, Info, Link2 } from "lucide";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Icon } from "~/components/ui/icon";
import { roiAssumptions, roiCopy, roiFieldOrder, roiFields, type RoiFieldKey } from "~/content/roi";
import { Button } from "~/components/ui/button";
import { Section, SectionEyebrow, SectionHeader, SectionLead, SectionTitle } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { IslandBoundary } from "./island-boundary";
import { rawFromSearch, roiDisplay, searchWithInputs, type RoiRawInputs } from "~/lib/roi";

const calculatorId = "roi-calculator";

type CopyState = "idle" | "copied" | "failed" | "unavailable";

/** This page's URL with the given inputs in its query (other parameters kept). */
function urlWithInputs(inputs: RoiRawInputs) {
  const url = new URL(window.location.href);
  url.search = searchWithInputs(url.searchParams, inputs, roiFields).toString();
  return url;
}

// The query never changes under the calculator except through it, so there is nothing to watch.
const subscribeToNothing = () => () => {};
const readSearch = () => window.location.search;
// The prerendered HTML shows the defaults; React hydrates with them, then renders the URL's inputs.
const prerenderedSearch = () => "";

/**
 * Island (`client:visible` on /): the live ROI calculator. Its code loads as it nears the
 * viewport; the prerendered inputs take typing before that, and it is kept.
 */
export function RoiCalculator() {
  return (
    <IslandBoundary>
      <Calculator />
    </IslandBoundary>
  );
}

function Calculator() {
  const id = useId();
  const search = useSyncExternalStore(subscribeToNothing, readSearch, prerenderedSearch);
  // Null until the visitor edits: until then the inputs come from the URL (or the defaults).
  const [edited, setEdited] = useState<RoiRawInputs | null>(null);
  const [copyState, setCopyState] = useState<CopyState>("idle");

  const raw = edited ?? rawFromSearch(new URLSearchParams(search), roiFields);
  const { errors, result } = roiDisplay(raw, roiFields, roiAssumptions);

  const formRef = useRef<HTMLFormElement>(null);

  function commit(next: RoiRawInputs) {
    setEdited(next);
    setCopyState("idle");
    // The URL mirrors the inputs for sharing; replacing it keeps Back for leaving the page.
    window.history.replaceState(window.history.state, "", urlWithInputs(next));
  }

  function change(key: RoiFieldKey, value: string) {
    commit({ ...raw, [key]: value });
  }

  // The calculator's code arrives after the page (it is an island): whatever the visitor typed
  // before that is still in the inputs. Keep it rather than resetting the fields under them.
  useEffect(() => {
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
    // oxlint-disable-next-line react-hooks/exhaustive-deps, react/exhaustive-effect-dependencies
  }, []);

  async function copyLink() {
    const url = urlWithInputs(raw);
    // The shared link opens at the calculator, which then loads at once.
    url.hash = calculatorId;
    if (!navigator.clipboard?.writeText) {
      setCopyState("unavailable");
      return;
    }
    try {
      await navigator.clipboard.writeText(url.href);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }

  const copyMessage = {
    idle: "",
    copied: roiCopy.copied,
    failed: roiCopy.copyFailed,
    unavailable: roiCopy.copyUnavailable,
  }[copyState];

  return (
    <Section aria-labelledby={`${id}-title`} id={calculatorId}>
      <SectionHeader>
        <SectionEyebrow>{roiCopy.eyebrow}</SectionEyebrow>
        <SectionTitle id={`${id}-title`}>{roiCopy.title}</SectionTitle>
        <SectionLead>{roiCopy.lead}</SectionLead>
      </SectionHeader>

      <div className="grid gap-6 lg:grid-cols-12 lg:gap-8">
        <div className="rounded-lg border border-border bg-background p-5 shadow-card md:p-8 lg:col-span-7">
          <form
            ref={formRef}
            noValidate
            aria-label={roiCopy.formLabel}
            onSubmit={(event) => event.preventDefault()}
            className="grid gap-6 sm:grid-cols-2"
          >
            {roiFieldOrder.map((key) => {
              const field = roiFields[key];
              const inputId = `${id}-${key}`;
              const error = errors[key];
              return (
                <div key={key} className="min-w-0">
                  <label htmlFor={inputId} className="block text-sm font-semibold">
                    {field.label}
                  </label>
                  <div className="relative mt-2">
                    {field.unit === "usd" && (
                      <span
                        aria-hidden="true"
                        className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted-foreground"
                      >
                        $
                      </span>
                    )}
                    <input
                      id={inputId}
                      name={key}
                      type="text"
                      inputMode={field.inputMode}
                      autoComplete="off"
                      spellCheck={false}
                      value={raw[key]}
                      onChange={(event) => change(key, event.target.value)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error ${inputId}-hint` : `${inputId}-hint`}
                      className={cn(
                        "h-12 w-full rounded-md border bg-background px-3.5 text-base font-medium tabular-nums transition-colors duration-150",
                        field.unit === "usd" && "pl-8",
                        field.unit === "percent" && "pr-9",
                        error
                          ? "border-danger bg-danger-soft"
                          : "border-border-strong hover:border-muted-foreground",
                      )}
                    />
                    {field.unit === "percent" && (
                      <span
                        aria-hidden="true"
                        className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-muted-foreground"
                      >
                        %
                      </span>
                    )}
                  </div>
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
        </div>

        <div className="on-ink flex flex-col rounded-lg bg-ink p-5 text-ink-foreground shadow-raised md:p-8 lg:col-span-5 lg:row-span-2">
          <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {roiCopy.results.heading}
          </h3>
          <div aria-live="polite" className="mt-4">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-5">
              <div className="col-span-2">
                <dt className="text-sm text-ink-muted">{roiCopy.results.roi}</dt>
                <dd className="mt-1 text-5xl font-bold tracking-tight tabular-nums">
                  {result?.roi ?? roiCopy.results.empty}
                </dd>
              </div>
              <ResultFigure label={roiCopy.results.monthly} value={result?.monthly} />
              <ResultFigure label={roiCopy.results.annual} value={result?.annual} />
              <ResultFigure label={roiCopy.results.cost} value={result?.cost} />
              <ResultFigure
                label={roiCopy.results.conversion}
                value={result ? `${result.currentRate} → ${result.improvedRate}` : undefined}
              />
            </dl>
            {!result && (
              <p className="mt-5 flex gap-2 rounded-md bg-ink-raised p-3 text-sm">
                <Icon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" />
                {roiCopy.results.invalid}
              </p>
            )}
            {result?.rateCapped && (
              <p className="mt-5 flex gap-2 rounded-md bg-ink-raised p-3 text-sm">
                <Icon icon={Info} className="mt-0.5 size-4 shrink-0" />
                {roiCopy.results.cappedNote}
              </p>
            )}
          </div>

          <noscript>
            <p className="mt-5 flex gap-2 rounded-md bg-ink-raised p-3 text-sm">
              <Icon icon={Info} className="mt-0.5 size-4 shrink-0" />
              {roiCopy.results.noScript}
            </p>
          </noscript>
          <div className="mt-auto flex flex-col gap-3 pt-8 sm:flex-row sm:items-center">
            <Button variant="on-ink-outline" onClick={copyLink} className="shrink-0">
              <Icon icon={Link2} className="size-4" />
              {roiCopy.copyLink}
            </Button>
            <output className="text-sm text-ink-muted">{copyMessage}</output>
          </div>
        </div>
        <div className="rounded-lg border border-border bg-muted p-5 md:p-6 lg:col-span-7">
          <h3 className="text-sm font-semibold">{roiCopy.assumptionsHeading}</h3>
          <ul className="mt-3 space-y-2 text-sm leading-relaxed text-muted-foreground">
            {roiCopy.assumptions.map((line) => (
              <li key={line} className="flex gap-2">
                <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-primary" />
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function ResultFigure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex min-w-0 flex-col justify-between">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tracking-tight break-words tabular-nums sm:text-2xl">
        {value ?? roiCopy.results.empty}
      </dd>
    </div>
  );
}
