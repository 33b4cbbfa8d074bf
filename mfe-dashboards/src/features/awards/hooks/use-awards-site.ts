import { useCallback } from 'react';
import { useSiteId } from '@portal/platform';
import { awardsPath, type AwardsPage } from '../state/awards-pages';

/**
 * The site an awards page is about (the route's `/sites/{id}`, else the current site) and where its other awards
 * pages are, under the same prefix.
 */
export function useAwardsSite(): { siteId: number | null; pathTo: (page: AwardsPage) => string } {
  const { siteId, prefixed } = useSiteId();
  const pathTo = useCallback((page: AwardsPage) => awardsPath({ siteId, prefixed }, page), [siteId, prefixed]);
  return { siteId, pathTo };
}
