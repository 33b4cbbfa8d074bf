import type { MetadataSetSummary } from '@portal/contracts';

/** The metadata sets as the set picker offers them: sorted by name (spec §2.6). */
export const setOptionsOf = (sets: MetadataSetSummary[]) =>
  [...sets].sort((a, b) => a.name.localeCompare(b.name)).map((set) => ({ value: set.setId, label: set.name }));
