import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { RoiCalculator } from "#src/components/islands/roi-calculator.tsx";
import { FaqPage } from "#src/components/sections/faq-page.tsx";
import { HomeSection, homeSectionOrder } from "#src/components/sections/home-page.tsx";
import { PricingPage } from "#src/components/sections/pricing-page.tsx";
import { entryProblems, schemaForPath } from "#src/content/editor-checks.ts";
import { filledPlans, filledSingle } from "#src/content/filled.ts";
import type { FaqContent, HomeContent, Plan, PricingContent, RoiCopy } from "#src/content/schema.ts";
import { plansFolder, plansInOrder } from "#src/content/schema.ts";
import { roiAssumptionsFor } from "#src/lib/roi/model.ts";
import { adminPath, type PageId } from "#src/config/pages.ts";
import { defaultLocale } from "#src/config/locales.ts";
import type { PageRef } from "#src/components/ui/page-context.tsx";
import type { SiteWords } from "#src/content/site-words.ts";
import "#src/styles/app.css";

/**
 * The editor's previews (/admin/previews.js and previews.css, loaded after decap-cms.js; bundled by
 * config/integrations/decap-admin.ts): the entry being edited, drawn by the site's own components with the
 * site's own stylesheet, its figures filled in as the build fills them, in the theme the
 * marketer's system uses. The other files come as they were at build time (PREVIEW_CONTENT), so a
 * price change shows on the real cards beside the other plans as they are.
 *
 * Decap draws previews with its own React 18; the site's components are React 19. Each template is
 * a small component of Decap's (its createClass) that gives its element to a React 19 root.
 */

declare const PREVIEW_CONTENT: {
  plans: Plan[];
  pricing: PricingContent;
  roi: RoiCopy;
  words: SiteWords;
};

interface DecapEntry {
  get(key: "path" | "slug"): string | undefined;
  get(key: "data"): { toJS(): unknown };
}
interface TemplateProps {
  entry: DecapEntry;
}
interface Bridge {
  props: TemplateProps;
  root?: Root;
  element?: HTMLElement | null;
  draw(): void;
}
/** Decap's globals this script uses: its registry, and its own React's createClass and h. */
const decap = window as unknown as {
  createClass: (spec: ThisType<Bridge> & Record<string, unknown>) => unknown;
  h: (type: string, props: Record<string, unknown>) => unknown;
  CMS: {
    registerPreviewTemplate(name: string, component: unknown): void;
    registerPreviewStyle(url: string): void;
  };
};

const { plans: plansWritten, pricing: pricingWritten, roi: roiWritten, words } = PREVIEW_CONTENT;
/** The page a preview draws, in English: its calls to action are counted as that page's. */
const page = (id: PageId): PageRef => ({ id, locale: defaultLocale, words });
const filledOthers = () => filledPlans(plansWritten, pricingWritten.trial);

/** What the build would refuse, in the build's words, in place of a preview that cannot be drawn. */
function Refused({ problems }: { problems: readonly string[] }) {
  return (
    <div role="alert" className="m-6 rounded-lg border border-border bg-muted p-6">
      <p className="font-semibold">The site cannot show this yet; saving is refused until it is fixed:</p>
      <ul className="mt-3 list-disc pl-6">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** The entry checked by the build's schema: its parsed data, or the reasons it would be refused. */
function checked<T>(path: string, raw: unknown): { data: T } | { problems: string[] } {
  const problems = entryProblems(path, raw);
  if (problems.length > 0) return { problems };
  return { data: schemaForPath(path)!.parse(raw) as T };
}

/** A plan: the pricing page's cards, this plan among the others as they are. */
function planPreview(entry: DecapEntry): ReactNode {
  const id = entry.get("slug") || "new-plan";
  const result = checked<Omit<Plan, "id">>(`content/${plansFolder}/${id}.yaml`, entry.get("data").toJS());
  if ("problems" in result) return <Refused problems={result.problems} />;
  const plans = plansInOrder(
    [...plansWritten.filter((plan) => plan.id !== id), { ...result.data, id }].map(
      ({ id: planId, ...data }) => ({
        id: planId,
        data,
      }),
    ),
  );
  const trial = pricingWritten.trial;
  return (
    <PricingPage
      pricing={filledSingle("pricing", pricingWritten, plans, trial)}
      plans={filledPlans(plans, trial)}
      page={page("pricing")}
    />
  );
}

function pricingPreview(entry: DecapEntry): ReactNode {
  const result = checked<PricingContent>("content/pricing.yaml", entry.get("data").toJS());
  if ("problems" in result) return <Refused problems={result.problems} />;
  const { trial } = result.data;
  return (
    <PricingPage
      pricing={filledSingle("pricing", result.data, plansWritten, trial)}
      plans={filledPlans(plansWritten, trial)}
      page={page("pricing")}
    />
  );
}

function homePreview(entry: DecapEntry): ReactNode {
  const result = checked<HomeContent>("content/home.yaml", entry.get("data").toJS());
  if ("problems" in result) return <Refused problems={result.problems} />;
  const home = filledSingle("home", result.data, plansWritten, pricingWritten.trial);
  const plans = filledOthers();
  return homeSectionOrder.map((name) =>
    name === "calculator" ? (
      <RoiCalculator
        key={name}
        copy={filledSingle("roi", roiWritten, plansWritten, pricingWritten.trial)}
        assumptions={roiAssumptionsFor(plans)}
        page={page("home")}
      />
    ) : (
      <HomeSection key={name} name={name} home={home} page={page("home")} />
    ),
  );
}

function faqPreview(entry: DecapEntry): ReactNode {
  const result = checked<FaqContent>("content/faq.yaml", entry.get("data").toJS());
  if ("problems" in result) return <Refused problems={result.problems} />;
  return (
    <FaqPage faq={filledSingle("faq", result.data, plansWritten, pricingWritten.trial)} page={page("faq")} />
  );
}

/** A Decap preview template whose element a React 19 root draws into. */
function template(draw: (entry: DecapEntry) => ReactNode) {
  return decap.createClass({
    componentDidMount(this: Bridge) {
      if (!this.element) return;
      this.root = createRoot(this.element);
      this.draw();
    },
    componentDidUpdate(this: Bridge) {
      this.draw();
    },
    componentWillUnmount(this: Bridge) {
      const root = this.root;
      // Not while Decap's React is still rendering.
      queueMicrotask(() => root?.unmount());
    },
    draw(this: Bridge) {
      this.root?.render(<main data-preview="">{draw(this.props.entry)}</main>);
    },
    render(this: Bridge) {
      return decap.h("div", {
        ref: (element: HTMLElement | null) => {
          this.element = element;
        },
      });
    },
  });
}

decap.CMS.registerPreviewStyle(`${adminPath}/previews.css`);
decap.CMS.registerPreviewTemplate("plans", template(planPreview));
decap.CMS.registerPreviewTemplate("pricing", template(pricingPreview));
decap.CMS.registerPreviewTemplate("home", template(homePreview));
decap.CMS.registerPreviewTemplate("faq", template(faqPreview));
