import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readInsightFilters, writeInsightFilters } from '../state/insight-filters';

/**
 * The filters of the insights pages, read from and written to the URL (`facets`). A change is a new history entry,
 * as on the search page, so Back undoes the last filter.
 */
export function useInsightFilters(): { items: string[]; setItems: (items: string[]) => void } {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const items = useMemo(() => readInsightFilters(new URLSearchParams(query)), [query]);
  const setItems = useCallback(
    (next: string[]) => setParams((current) => writeInsightFilters(next, current)),
    [setParams],
  );
  return { items, setItems };
}
