/** Asset access visibility (spec §4): pending (0) then determined (1) or error (-1). */
export const ACCESS_VISIBILITY = { error: -1, undetermined: 0, determined: 1 } as const;
export type AccessVisibility = (typeof ACCESS_VISIBILITY)[keyof typeof ACCESS_VISIBILITY];
