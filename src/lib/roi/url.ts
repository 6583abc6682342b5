// The calculator's inputs in the page's URL, for sharing and restoring. A link is the same in
// every language: it carries plain numbers ("10000", "15.5"), so one made on /de opens with the
// same figures on /fr and on /.
import { defaultLocale, type Locale } from "#src/config/locales.ts";
import { formatEditable, neutralNumber, parseNumber } from "#src/lib/locale-format.ts";
import type { RoiField, RoiFieldKey } from "./model.ts";
import type { RoiRawInputs } from "./formula.ts";
import { parseField } from "./parse.ts";

/**
 * The raw inputs a URL carries, as the page's inputs show them; a missing parameter means the
 * field's default. A number is shown the language's way ("15.5" as "15,5" on /de); in English, and
 * for a value no language reads (kept as typed, below), the text is shown as the URL has it.
 */
export function rawFromSearch(
  params: URLSearchParams,
  fields: Record<RoiFieldKey, RoiField>,
  locale: Locale = defaultLocale,
): RoiRawInputs {
  const raw = {} as RoiRawInputs;
  for (const key of Object.keys(fields) as RoiFieldKey[]) {
    const carried = params.get(key);
    if (carried === null) {
      raw[key] = formatEditable(fields[key].default, locale);
      continue;
    }
    // The query is read as English (a point, no grouping), bounds aside: an out-of-bounds number
    // is shown the language's way too, and then refused in its words.
    const parsed = locale === defaultLocale ? null : parseNumber(carried, defaultLocale, fields[key].unit);
    raw[key] = parsed?.ok ? formatEditable(parsed.value, locale) : carried;
  }
  return raw;
}

/**
 * Writes the inputs into a copy of `params`: defaults are left out so a plain visit keeps a clean
 * URL, valid values are stored as plain numbers whatever the language ("$10,000" and "10.000 $"
 * both as 10000, "15,5" as 15.5), and an invalid one as typed so the shared link shows the same
 * message.
 */
export function searchWithInputs(
  params: URLSearchParams,
  raw: RoiRawInputs,
  fields: Record<RoiFieldKey, RoiField>,
  locale: Locale = defaultLocale,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(fields) as RoiFieldKey[]) {
    const parsed = parseField(raw[key], fields[key], locale);
    if (parsed.ok && parsed.value === fields[key].default) next.delete(key);
    else next.set(key, parsed.ok ? neutralNumber(parsed.value) : raw[key]);
  }
  return next;
}
