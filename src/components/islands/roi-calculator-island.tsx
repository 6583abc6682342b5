import { roiCopyFor } from "virtual:roi-copy";
import { InPage } from "#src/components/ui/page-context.tsx";
import { IslandBoundary } from "./island-boundary.tsx";
import { Calculator, type CalculatorProps } from "./roi-calculator.tsx";

/**
 * Island (`client:linked` on the home page): the live ROI calculator (roi-calculator.tsx), its words
 * fetched in the page's language as data (config/integrations/roi-copy.ts) rather than carried as
 * props in the page's HTML. The prerender has them at once; in the browser they come with the
 * calculator's code, and it hydrates once they are in. If they fail to load, the boundary says so
 * in the calculator's place.
 */
export function RoiCalculatorIsland({ assumptions, page }: Omit<CalculatorProps, "copy">) {
  return (
    <InPage page={page}>
      <IslandBoundary>
        <Calculator copy={roiCopyFor(page.locale)} assumptions={assumptions} locale={page.locale} />
      </IslandBoundary>
    </InPage>
  );
}
