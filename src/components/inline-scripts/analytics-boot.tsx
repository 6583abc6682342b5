import { analyticsBootScript } from "./analytics-boot-line.ts";

/** The counting boot line (analytics-boot-line.ts): the script the layout puts in <head>, before the stylesheet, when counting is on. */
export function AnalyticsBoot({ src }: { src: string }) {
  return <script dangerouslySetInnerHTML={{ __html: analyticsBootScript(src) }} />;
}
