import { usePlatform, useStream } from '@portal/platform';
import { useGetAssetOfDocQuery } from '../api/asset-metadata-api';
import { mayEditAsset, needsUploader } from '../state/edit-rights';

/** Whether the signed-in user may edit the asset's metadata; the asset is read only when its uploader decides it. */
export function useMayEditAsset(docId: string): boolean {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const user = useStream(platform.user$);
  const asset = useGetAssetOfDocQuery(docId, { skip: !needsUploader(permissions) });
  return mayEditAsset(permissions, user?.userId ?? null, asset.data?.createdByUserId);
}
