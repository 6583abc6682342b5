import runningExperiments from "virtual:running-experiments";
import { nextPageTiming } from "#src/lib/next-page-rules.ts";
import { startNextPage } from "./next-page.ts";

/**
 * The next-page module's entry, imported after load by the layout's line
 * (inline-scripts/next-page-line.ts) in engines without speculation rules; built as a chunk of its
 * own by config/integrations/next-page.ts, with the running experiments' draws and pages
 * (`virtual:running-experiments`, from the same build). Script because only script can wait for the
 * reader's intent there (next-page.ts).
 */
startNextPage(nextPageTiming, runningExperiments);
