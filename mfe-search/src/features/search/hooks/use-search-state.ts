import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchState } from '@portal/contracts';
import { readSearchState, writeSearchState } from '../state/search-url-state';

/**
 * The search of the current URL (page size falling back to `rowsPerPage`, the user's stored choice), and a way
 * to go to another one: every change is a new history entry, so back and forward step through searches, and
 * the URL alone restores a screen. `go` also takes a change of the current search (read from the URL when it
 * applies), so a caller needs no copy of the state to stay current.
 */
export function useSearchState(
  rowsPerPage: number,
): [SearchState, (next: SearchState | ((current: SearchState) => SearchState)) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params, rowsPerPage), [params, rowsPerPage]);
  // The same function for the page's whole life (react-router gives a new setter on each URL), so memoised
  // parts that take it are not drawn again on every search.
  const latest = useRef({ setParams, rowsPerPage });
  useLayoutEffect(() => {
    latest.current = { setParams, rowsPerPage };
  });
  const go = useCallback((next: SearchState | ((current: SearchState) => SearchState)) => {
    latest.current.setParams((current) =>
      writeSearchState(
        typeof next === 'function' ? next(readSearchState(current, latest.current.rowsPerPage)) : next,
        current,
      ),
    );
  }, []);
  return [state, go];
}
