// The calculator's inputs in the page's URL, for sharing and restoring.
import type { RoiField, RoiFieldKey } from "./model.ts";
import type { RoiRawInputs } from "./formula.ts";
import { parseField } from "./parse.ts";

/** The raw inputs a URL carries; a missing parameter means the field's default. */
export function rawFromSearch(params: URLSearchParams, fields: Record<RoiFieldKey, RoiField>): RoiRawInputs {
  const raw = {} as RoiRawInputs;
  for (const key of Object.keys(fields) as RoiFieldKey[]) {
    raw[key] = params.get(key) ?? String(fields[key].default);
  }
  return raw;
}

/**
 * Writes the inputs into a copy of `params`: defaults are left out so a plain visit keeps a clean
 * URL, valid values are stored normalised ("$10,000" as 10000), and an invalid one as typed so the
 * shared link shows the same message.
 */
export function searchWithInputs(
  params: URLSearchParams,
  raw: RoiRawInputs,
  fields: Record<RoiFieldKey, RoiField>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(fields) as RoiFieldKey[]) {
    const parsed = parseField(raw[key], fields[key]);
    if (parsed.ok && parsed.value === fields[key].default) next.delete(key);
    else next.set(key, parsed.ok ? String(parsed.value) : raw[key]);
  }
  return next;
}
