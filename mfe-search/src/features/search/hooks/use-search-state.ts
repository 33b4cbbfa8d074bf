import { useCallback, useMemo } from 'react';
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
  const go = useCallback((next: SearchState) => setParams((current) => writeSearchState(next, current)), [setParams]);
  return [state, go];
}
