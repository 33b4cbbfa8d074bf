import type { SearchState } from '@portal/contracts';
import { modeOf } from './search-url-state';

/**
 * Which search a selection of results belongs to: the site, the words, the mode and the filters. Another query
 * starts an empty selection; another page, order or page size keeps it (results are selected across pages).
 */
export function selectionScope(state: SearchState, siteId: number): string {
  return JSON.stringify([siteId, state.q.trim(), modeOf(state), state.exactPhrase, [...state.facets].sort()]);
}

/** The selection with one doc id ticked or unticked. */
export function toggled(selected: ReadonlySet<string>, docId: string, on: boolean): ReadonlySet<string> {
  const next = new Set(selected);
  if (on) next.add(docId);
  else next.delete(docId);
  return next;
}
