import { PERMISSION_CACHE_MS, type PageAction } from '@portal/contracts';
import type { LocalCache } from '../../../lib/local-cache';

/**
 * `platform.pageActions`: the page actions of the current site, cached like permissions. A cached
 * list that is empty or older than the cache time is fetched again (spec §4); a failure gives an
 * empty list (spec §8).
 * The spec's refresh takes a minutes limit from its caller; none is passed in here: every entry lives the fixed
 * PERMISSION_CACHE_MS (2 hours), the cache time spec §4 gives the permissions and navigation the actions go with.
 */
export function createPageActions(options: {
  cache: LocalCache;
  currentSiteId: () => number | null;
  currentUserId: () => number | null;
  fetchActions: (request: {
    deploymentIndexId: number;
    pageCode: string;
    actionFlags: number;
  }) => Promise<PageAction[]>;
}) {
  return async (pageCode: string, actionFlags = 0): Promise<PageAction[]> => {
    const deploymentIndexId = options.currentSiteId();
    const userId = options.currentUserId();
    if (deploymentIndexId === null || userId === null) return [];
    const key = `pageActions.${userId}.${deploymentIndexId}.${pageCode}.${actionFlags}`;
    const cached = options.cache.get<PageAction[]>(key);
    if (cached && cached.length > 0) return cached;
    try {
      const actions = await options.fetchActions({ deploymentIndexId, pageCode, actionFlags });
      options.cache.set(key, actions, PERMISSION_CACHE_MS);
      return actions;
    } catch (error) {
      console.error(`The actions of page ${pageCode} could not be loaded:`, error);
      return [];
    }
  };
}
