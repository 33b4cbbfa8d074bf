import { useCallback, useMemo, useState } from 'react';
import type { ResultSelection, SearchHit } from '@portal/search-results';
import { toggled } from '../state/result-selection';

const NONE: ReadonlySet<string> = new Set();

/**
 * The results ticked for "Download selected", kept with the search they belong to (`scope`, result-selection.ts):
 * a new query shows an empty selection without an effect to clear it. `selection` is stable while nothing changes,
 * so the memoised results list is not drawn again.
 */
export function useResultSelection(scope: string): { selection: ResultSelection; clear: () => void } {
  const [chosen, setChosen] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NONE });
  const selected = chosen.scope === scope ? chosen.ids : NONE;
  const onSelect = useCallback(
    (hit: SearchHit, on: boolean) =>
      setChosen((current) => ({
        scope,
        ids: toggled(current.scope === scope ? current.ids : NONE, hit.doc_id, on),
      })),
    [scope],
  );
  const clear = useCallback(() => setChosen({ scope, ids: NONE }), [scope]);
  const selection = useMemo(() => ({ selected, onSelect }), [selected, onSelect]);
  return { selection, clear };
}
