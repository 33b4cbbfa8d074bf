import { useParams } from 'react-router-dom';
import { usePlatform, useStream } from './platform-context';

/**
 * The site a page is about: `:indexId` of a `/sites/{indexId}/…` route, else the current site of the platform
 * (spec §2.1 non-site variants). `prefixed` says whether links should keep the `/sites/{id}` prefix.
 */
export function useSiteId(): { siteId: number | null; prefixed: boolean } {
  const { indexId } = useParams();
  const site = useStream(usePlatform().site$);
  const fromRoute = Number(indexId);
  if (indexId !== undefined)
    return { siteId: Number.isInteger(fromRoute) && fromRoute > 0 ? fromRoute : null, prefixed: true };
  return { siteId: site?.site.deploymentIndexId ?? null, prefixed: false };
}
