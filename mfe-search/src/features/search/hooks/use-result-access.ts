import { useMemo } from 'react';
import {
  VISIBILITY_DETERMINED,
  VISIBILITY_ERROR,
  VISIBILITY_UNDETERMINED,
  withAccessVisibility,
  type SearchHit,
} from '@portal/search-results';
import { useListAssetAccessQuery } from '../../../api/search-api';

const NO_HITS: SearchHit[] = [];

/**
 * The page's results with their access (spec §4): their doc ids go to POST v2/assets/listDetails once the search has
 * answered; meanwhile each result is undetermined, then determined with the answer, or in error when the call
 * failed. The answer is kept per list of doc ids, so paging back or searching again shows it at once.
 */
export function useResultAccess(hits: SearchHit[] | undefined): SearchHit[] {
  const docIds = useMemo(() => (hits ?? NO_HITS).map((hit) => hit.doc_id), [hits]);
  const access = useListAssetAccessQuery(docIds, { skip: docIds.length === 0 });
  const details = access.currentData;
  const failed = access.isError;
  // The same list while nothing changed, so the memoised results list is not drawn again.
  return useMemo(
    () =>
      withAccessVisibility(
        hits ?? NO_HITS,
        details
          ? { visibility: VISIBILITY_DETERMINED, details }
          : { visibility: failed ? VISIBILITY_ERROR : VISIBILITY_UNDETERMINED },
      ),
    [hits, details, failed],
  );
}
