import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readAuditFilters, writeAuditFilters, type AuditFilters } from '../state/audit-filters';

/** The audit log's filters, read from and written to the URL's search parameters (a new history entry each time). */
export function useAuditFilters(): { filters: AuditFilters; setFilters: (filters: AuditFilters) => void } {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => readAuditFilters(new URLSearchParams(search)), [search]);
  const setFilters = useCallback(
    (next: AuditFilters) => setParams((current) => writeAuditFilters(next, current)),
    [setParams],
  );
  return { filters, setFilters };
}
