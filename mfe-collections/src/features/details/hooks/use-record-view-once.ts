import { useEffect, useRef } from 'react';
import { useRecordEntityViewMutation, type EntityRef } from '../../../api/collections-api';

/** Records one view of the collection or group per visit of its details (tabs are routes of the same page). */
export function useRecordViewOnce(kind: EntityRef['kind'], id: number) {
  const [record] = useRecordEntityViewMutation();
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!(id > 0) || recorded.current === id) return;
    recorded.current = id;
    // A view that cannot be recorded changes nothing the user sees.
    void record({ kind, id })
      .unwrap()
      .catch(() => undefined);
  }, [kind, id, record]);
}
