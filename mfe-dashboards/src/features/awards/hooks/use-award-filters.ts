import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AwardFilterValues } from '@portal/contracts';
import { readAwardFilters, writeAwardFilters } from '../state/award-filter-params';

/**
 * The awards filters of the URL (state/award-filter-params.ts): null while none is chosen (the page's default).
 * A change is a new history entry, so Back undoes the last filter.
 */
export function useAwardFilters(): {
  chosen: AwardFilterValues | null;
  choose: (values: AwardFilterValues) => void;
} {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const chosen = useMemo(() => readAwardFilters(new URLSearchParams(query)), [query]);
  const choose = useCallback(
    (values: AwardFilterValues) => setParams((current) => writeAwardFilters(values, current)),
    [setParams],
  );
  return { chosen, choose };
}
