import { useMemo } from 'react';
import { useGetUploaderSetByIdQuery } from '../api/uploader-forms-api';

/** The fields of the site's master set and, when a subset is chosen, the subset's own fields after them. */
export function useSetFields(siteId: number, masterSetId: number | null | undefined, setId: number | undefined) {
  const master = useGetUploaderSetByIdQuery(
    { setId: masterSetId ?? 0, deploymentIndexId: siteId },
    { skip: !masterSetId },
  );
  const subset = useGetUploaderSetByIdQuery(
    { setId: setId ?? 0, deploymentIndexId: siteId },
    { skip: !setId || setId === masterSetId },
  );
  const fields = useMemo(
    () => [...(master.data?.fields ?? []), ...(setId !== masterSetId ? (subset.data?.fields ?? []) : [])],
    [master.data, subset.data, setId, masterSetId],
  );
  return { fields, loading: master.isFetching || subset.isFetching, error: master.error ?? subset.error };
}
