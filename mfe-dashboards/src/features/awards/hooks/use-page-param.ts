import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The URL parameters of what a page shows besides its filters: the league of the ranking, the result view. */
export const PAGE_PARAMS = { league: 'league', view: 'view' } as const;

/**
 * One URL parameter of the page, read and written (a new history entry, the other parameters kept), so that a
 * reload or a shared link shows the same league or view.
 */
export function usePageParam(
  name: (typeof PAGE_PARAMS)[keyof typeof PAGE_PARAMS],
): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      }),
    [name, setParams],
  );
  return [params.get(name), set];
}
