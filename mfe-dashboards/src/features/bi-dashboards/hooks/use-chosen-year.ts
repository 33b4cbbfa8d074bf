import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The year chosen on a BI dashboard (`?year=2024`, kept when moving between the dashboards): null while none is
 * chosen, when the page shows the latest year. A change is a new history entry, so Back returns to the last year.
 */
export function useChosenYear(): { chosen: number | null; choose: (year: number) => void } {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year'));
  const choose = useCallback(
    (next: number) =>
      setParams((current) => {
        const params = new URLSearchParams(current);
        params.set('year', String(next));
        return params;
      }),
    [setParams],
  );
  return { chosen: Number.isInteger(year) && year > 0 ? year : null, choose };
}
