import type { Asset } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { manageRightsOf, type ManageRights } from '../state/manage-rights';

const NONE: ManageRights = { canEdit: false, canAssign: false };

/** What the signed-in user may do to the asset beyond viewing it (manage-rights.ts); nothing while there is none. */
export function useManageRights(asset: Asset | null | undefined): ManageRights {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const user = useStream(platform.user$);
  return asset ? manageRightsOf(permissions, user?.userId ?? null, asset) : NONE;
}
