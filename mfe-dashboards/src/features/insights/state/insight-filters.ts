import {
  DATE_FILTER_FIELD,
  DATE_FILTERS,
  DEFAULT_INSIGHT_DATE_FILTER,
  facetItem,
  INSIGHT_FACET_ORDER,
  joinFacetQuery,
  longestCodesFirst,
  splitFacetKey,
  splitFacetQuery,
  type DateFilterLabel,
  type InsightSearchParameters,
} from '@portal/contracts';

/*
 * The filters of the insights pages live in the URL's `facets` query parameter, written as the search page writes
 * its facet query (spec §2.2, §5: items `<field code>_<value>`, the contracts' codec), so a link or back/forward
 * restores the same charts. The date filter is one item `published_date_<label>` (a DATE_FILTERS label); without one
 * the period is the default, the last 3 months (spec §9). The default is never written to the URL (a clean link
 * means the default period) but is always sent to the server, so the answer's period is never left to chance.
 */

/** The query parameter holding the filters (as on the search page). */
export const FACETS_PARAM = 'facets';

const DATE_LABELS: readonly string[] = DATE_FILTERS.map((filter) => filter.label);

const isDateLabel = (value: string): value is DateFilterLabel => DATE_LABELS.includes(value);

/**
 * The field codes an item may start with, longest first (content_types before types): the date filter's, the
 * insight facets' (spec §9 order) and the site's own facets, as the server named them.
 */
export function filterCodes(facetNames: readonly string[] = []): string[] {
  return longestCodesFirst(new Set([DATE_FILTER_FIELD, ...INSIGHT_FACET_ORDER, ...facetNames]));
}

/** The field and value of an item; undefined when it starts with no known field code. */
export function splitFilterItem(item: string, codes: readonly string[]): { code: string; value: string } | undefined {
  return splitFacetKey(item, codes);
}

const dateItemLabel = (item: string) =>
  item.startsWith(`${DATE_FILTER_FIELD}_`) ? item.slice(DATE_FILTER_FIELD.length + 1) : undefined;

/**
 * The filter items a URL holds, each once. A date filter that is not a DATE_FILTERS label is dropped (the server would
 * refuse it), and of several the last one counts; the default period is not kept as an item.
 */
export function readInsightFilters(params: URLSearchParams): string[] {
  const items = [...new Set(splitFacetQuery(params.get(FACETS_PARAM) ?? ''))];
  const dates = items.filter((item) => dateItemLabel(item) !== undefined);
  const others = items.filter((item) => dateItemLabel(item) === undefined);
  const label = dates.map(dateItemLabel).findLast((value) => value !== undefined && isDateLabel(value));
  return label && label !== DEFAULT_INSIGHT_DATE_FILTER ? [...others, facetItem(DATE_FILTER_FIELD, label)] : others;
}

/** The URL parameters with these filters: `facets` set (or removed when there are none), the others kept. */
export function writeInsightFilters(items: readonly string[], current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  if (items.length > 0) params.set(FACETS_PARAM, joinFacetQuery(items));
  else params.delete(FACETS_PARAM);
  return params;
}

/** The period the filters choose: their date filter, else the default (last 3 months). */
export function dateFilterOf(items: readonly string[]): DateFilterLabel {
  const label = items.map(dateItemLabel).findLast((value) => value !== undefined && isDateLabel(value));
  return label && isDateLabel(label) ? label : DEFAULT_INSIGHT_DATE_FILTER;
}

/** Chooses the period; choosing the default removes the date item. */
export function withDateFilter(items: readonly string[], label: DateFilterLabel): string[] {
  const kept = items.filter((item) => dateItemLabel(item) === undefined);
  return label === DEFAULT_INSIGHT_DATE_FILTER ? kept : [...kept, facetItem(DATE_FILTER_FIELD, label)];
}

/** The chosen values of one field, in the order chosen. */
export function selectedValues(items: readonly string[], code: string, codes: readonly string[]): string[] {
  return items.flatMap((item) => {
    const parts = splitFilterItem(item, codes);
    return parts?.code === code ? [parts.value] : [];
  });
}

/**
 * The filters with exactly `values` chosen for one field: values kept stay where they were, new ones come last, so
 * the chips do not jump about as a select changes.
 */
export function withFieldValues(
  items: readonly string[],
  code: string,
  values: readonly string[],
  codes: readonly string[],
): string[] {
  const wanted = new Set(values.map((value) => facetItem(code, value)));
  const kept = items.filter((item) => splitFilterItem(item, codes)?.code !== code || wanted.has(item));
  return [...kept, ...[...wanted].filter((item) => !kept.includes(item))];
}

/** Removes one item (a chip's button); removing the date filter returns to the default period. */
export function withoutItem(items: readonly string[], item: string): string[] {
  return items.filter((existing) => existing !== item);
}

/**
 * The search part of every insights request: the facet query of the filters with the date filter always written
 * (the default when none is chosen, spec §9), so every chart of the page covers the same period.
 */
export function insightSearchParameters(items: readonly string[]): InsightSearchParameters {
  const withDate = items.some((item) => dateItemLabel(item) !== undefined)
    ? items
    : [...items, facetItem(DATE_FILTER_FIELD, DEFAULT_INSIGHT_DATE_FILTER)];
  return { filters: joinFacetQuery(withDate) };
}

/** The next longer period than `label` (what an empty page suggests), or undefined for the longest. */
export function longerDateFilter(label: DateFilterLabel): DateFilterLabel | undefined {
  const index = DATE_LABELS.indexOf(label);
  return index > 0 ? (DATE_LABELS[index - 1] as DateFilterLabel) : undefined;
}
