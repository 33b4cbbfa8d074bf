import {
  AWARD_FILTER_FIELD_NAMES,
  AWARD_FILTER_LIMITS,
  type AwardFilterField,
  type AwardFilterValues,
} from '@portal/contracts';

/*
 * The awards pages keep their filters in the URL, so a reload or a shared link shows the same figures: one query
 * parameter per filter field, repeated for each value chosen (`?year=2025&region=EMEA&region=APAC`). No filter
 * parameter means none chosen yet: each page then opens on the server's default (the result views and the
 * leaderboard on the latest year). Clearing every filter is a choice of its own, written `?filters=none`, so it
 * shows every year rather than falling back to the default.
 */

/** The parameter (and its value) saying that no filter is chosen on purpose. */
export const NO_FILTERS = { param: 'filters', value: 'none' } as const;

const isYear = (value: string) => /^\d{4}$/.test(value);

/** The values of one field as the server accepts them: trimmed, each once, within its limits; years of 4 digits. */
function cleanValues(field: AwardFilterField, values: readonly string[]): string[] {
  const cleaned = [...new Set(values.map((value) => value.trim()).filter(Boolean))].filter(
    (value) => value.length <= AWARD_FILTER_LIMITS.valueChars && (field !== 'year' || isYear(value)),
  );
  return cleaned.slice(0, AWARD_FILTER_LIMITS.valuesPerField);
}

/** The chosen values without empty fields, in the fields' order. */
export function cleanFilterValues(values: AwardFilterValues): AwardFilterValues {
  const cleaned: AwardFilterValues = {};
  for (const field of AWARD_FILTER_FIELD_NAMES) {
    const chosen = cleanValues(field, values[field] ?? []);
    if (chosen.length > 0) cleaned[field] = chosen;
  }
  return cleaned;
}

/** The filters a URL holds; null when it holds none (the page's default). */
export function readAwardFilters(params: URLSearchParams): AwardFilterValues | null {
  const values = cleanFilterValues(
    Object.fromEntries(AWARD_FILTER_FIELD_NAMES.map((field) => [field, params.getAll(field)])),
  );
  if (Object.keys(values).length > 0) return values;
  return params.get(NO_FILTERS.param) === NO_FILTERS.value ? {} : null;
}

/** The URL parameters with these filters (null: the default, no parameter), the page's other parameters kept. */
export function writeAwardFilters(values: AwardFilterValues | null, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const field of AWARD_FILTER_FIELD_NAMES) params.delete(field);
  params.delete(NO_FILTERS.param);
  if (values === null) return params;
  const cleaned = cleanFilterValues(values);
  const fields = Object.entries(cleaned) as [AwardFilterField, string[]][];
  if (fields.length === 0) params.set(NO_FILTERS.param, NO_FILTERS.value);
  for (const [field, chosen] of fields) for (const value of chosen) params.append(field, value);
  return params;
}

/** How many values are chosen. */
export const chosenCount = (values: AwardFilterValues | null | undefined) =>
  Object.values(values ?? {}).reduce((count, chosen) => count + (chosen?.length ?? 0), 0);

/** One field's values replaced (none: the field filters nothing). */
export function withFieldValues(
  values: AwardFilterValues,
  field: AwardFilterField,
  chosen: readonly string[],
): AwardFilterValues {
  return cleanFilterValues({ ...values, [field]: [...chosen] });
}

export const isAwardFilterField = (name: string): name is AwardFilterField =>
  (AWARD_FILTER_FIELD_NAMES as readonly string[]).includes(name);
