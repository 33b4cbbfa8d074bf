import { useMemo } from 'react';
import { useGetUploaderSetByIdQuery, type MetadataSetSummary } from '../api/uploader-forms-api';

/** Preview files the server takes (v2/assets/{id}/preview and the register's previews): pictures and PDFs. */
export const PREVIEW_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

/** A failed call's message as the panels show it (the API client turns failures into `{ message }`). */
export const problemText = (error: unknown) => (error as { message?: string } | undefined)?.message ?? 'The server could not be reached.';

/** The fields of the site's master set and, when a subset is chosen, the subset's own fields after them. */
export function useSetFields(siteId: number, masterSetId: number | null | undefined, setId: number | undefined) {
  const master = useGetUploaderSetByIdQuery({ setId: masterSetId ?? 0, deploymentIndexId: siteId }, { skip: !masterSetId });
  const subset = useGetUploaderSetByIdQuery({ setId: setId ?? 0, deploymentIndexId: siteId }, { skip: !setId || setId === masterSetId });
  const fields = useMemo(() => [...(master.data?.fields ?? []), ...(setId !== masterSetId ? (subset.data?.fields ?? []) : [])], [master.data, subset.data, setId, masterSetId]);
  return { fields, loading: master.isFetching || subset.isFetching, error: master.error ?? subset.error };
}

/** The metadata sets as the set picker offers them: sorted by name (spec §2.6). */
export const setOptionsOf = (sets: MetadataSetSummary[]) => [...sets].sort((a, b) => a.name.localeCompare(b.name)).map((set) => ({ value: set.setId, label: set.name }));
