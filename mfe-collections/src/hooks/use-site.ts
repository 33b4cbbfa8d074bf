import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { portalApi } from '@portal/api-client';
import { isAllowed } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';

/** The site a page is about (moved to @portal/platform, shared with the content remote). */
export { useSiteId } from '@portal/platform';

/** Site administrators hold `editDeploymentIndex` on the site (spec §6): only they feature collections and groups. */
export function useIsSiteAdmin(): boolean {
  return isAllowed(useStream(usePlatform().permissions$), 'editDeploymentIndex');
}

/**
 * Pages and panels live in different React roots with different stores: a panel or another remote says on the
 * bus what it changed (collection/changed, group/changed, asset/updated, asset/uploaded), and every page of this
 * remote then reads its collections, groups and assets again.
 */
export function useRefreshOnChanges(): void {
  const { bus } = usePlatform();
  const dispatch = useDispatch();
  useEffect(() => {
    const refresh = () => dispatch(portalApi.util.invalidateTags(['Collection', 'Group', 'Asset']));
    const subscriptions = (['collection/changed', 'group/changed', 'asset/updated', 'asset/uploaded'] as const).map(
      (type) => bus.on(type).subscribe(refresh),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, dispatch]);
}
