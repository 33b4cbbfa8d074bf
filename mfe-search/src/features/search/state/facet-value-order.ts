import type { FacetValue } from '@portal/contracts';

/** How a facet's values are listed (issue 6: numeric descending by default, numeric ascending, alphabetical both ways). */
export const FACET_VALUE_ORDERS = [
  { key: 'count-desc', label: 'Most results first' },
  { key: 'count-asc', label: 'Fewest results first' },
  { key: 'name-asc', label: 'A to Z' },
  { key: 'name-desc', label: 'Z to A' },
] as const;

export type FacetValueOrder = (typeof FACET_VALUE_ORDERS)[number]['key'];

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare;

/** The values in the chosen order; ties by count fall back to the name, so the order never jumps. */
export function sortFacetValues<Value extends Pick<FacetValue, 'name' | 'count'>>(
  values: readonly Value[],
  order: FacetValueOrder = 'count-desc',
): Value[] {
  const sorted = [...values];
  switch (order) {
    case 'count-desc':
      // The server already lists values most frequent first, ties by name: thousands of values (clients,
      // brands) are then not compared again on every render.
      if (sorted.every((value, index) => index === 0 || (sorted[index - 1] as Value).count >= value.count))
        return sorted;
      return sorted.sort((a, b) => b.count - a.count || byName(a.name, b.name));
    case 'count-asc':
      return sorted.sort((a, b) => a.count - b.count || byName(a.name, b.name));
    case 'name-asc':
      return sorted.sort((a, b) => byName(a.name, b.name));
    case 'name-desc':
      return sorted.sort((a, b) => byName(b.name, a.name));
  }
}
