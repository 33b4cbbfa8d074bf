import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchState } from '@portal/contracts';
import { readSearchState, writeSearchState } from '../state/search-url-state';

/**
 * The search of the current URL (page size falling back to `rowsPerPage`, the user's stored choice), and a way
 * to go to another one: every change is a new history entry, so back and forward step through searches, and
 * the URL alone restores a screen.
 */
export function useSearchState(rowsPerPage: number): [SearchState, (next: SearchState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params, rowsPerPage), [params, rowsPerPage]);
  // The same function for the page's whole life (react-router gives a new setter on each URL), so memoised
  // parts that take it are not drawn again on every search.
  const setter = useRef(setParams);
  useLayoutEffect(() => {
    setter.current = setParams;
  });
  const go = useCallback((next: SearchState) => setter.current((current) => writeSearchState(next, current)), []);
  return [state, go];
}
