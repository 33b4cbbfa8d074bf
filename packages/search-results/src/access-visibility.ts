import type { AssetListDetailsResponse } from '@portal/contracts';
import type { SearchHit } from './search-hit';

/**
 * Where a result's access stands (spec §4 "Asset access visibility"): pending, then determined or error. The search
 * answers the documents only; the screen then asks POST v2/assets/listDetails for the page's doc ids, and each
 * result carries what that call gave: undetermined while it is pending, determined once it answered (a private asset
 * the user may not open is then not accessible), error when it failed (access unknown: opening may be refused).
 */
export const VISIBILITY_ERROR = -1;
export const VISIBILITY_UNDETERMINED = 0;
export const VISIBILITY_DETERMINED = 1;
export type AccessVisibility = typeof VISIBILITY_ERROR | typeof VISIBILITY_UNDETERMINED | typeof VISIBILITY_DETERMINED;

/** What the screen knows of the page's listDetails call: its answer, or that it is pending or failed. */
export type AccessAnswer =
  | { visibility: typeof VISIBILITY_DETERMINED; details: AssetListDetailsResponse }
  | { visibility: typeof VISIBILITY_UNDETERMINED | typeof VISIBILITY_ERROR };

/**
 * The results with their visibility: once answered each is determined and accessible as the answer says (keyed by
 * the doc ids as sent); a doc id the answer leaves out (an asset gone, or of a site the user cannot use) is not
 * accessible. Pending or failed, each carries that visibility alone.
 */
export function withAccessVisibility(hits: readonly SearchHit[], answer: AccessAnswer): SearchHit[] {
  if (answer.visibility !== VISIBILITY_DETERMINED)
    return hits.map((hit) => ({ ...hit, visibility: answer.visibility }));
  const { details } = answer;
  return hits.map((hit) => ({
    ...hit,
    visibility: VISIBILITY_DETERMINED,
    isAccessible: details[hit.doc_id]?.isAccessible ?? false,
  }));
}
