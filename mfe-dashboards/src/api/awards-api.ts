import { portalApi } from '@portal/api-client';

/**
 * The awards calls' slice of the API: what they provide, per site, so that an import or a change of points makes
 * every awards page read its figures again. AwardResults: the result views, the leaderboard, the showcase and the
 * figures (all computed from the results and their points); AwardPoints: the points scheme; AwardImports: the
 * import history.
 */
export const awardsApi = portalApi.enhanceEndpoints({ addTagTypes: ['AwardResults', 'AwardPoints', 'AwardImports'] });

export const awardResultsTag = (siteId: number) => ({ type: 'AwardResults' as const, id: siteId });
export const awardPointsTag = (siteId: number) => ({ type: 'AwardPoints' as const, id: siteId });
export const awardImportsTag = (siteId: number) => ({ type: 'AwardImports' as const, id: siteId });
