import { useCallback, useEffect, useRef } from 'react';
import { usePlatform } from '@portal/platform';
import type { ContentDocument } from '../../../api/content-api';

/**
 * Opens the Private Asset dialog (who can give access) once per document the user may not open; returns the way
 * to open it again.
 */
export function usePrivateAssetDialog(docId: string, data: ContentDocument | undefined): () => void {
  const platform = usePlatform();
  const asked = useRef<string | null>(null);
  const blocked = !!data && !data.record.isAccessible;
  const assetId = data?.asset?.assetId;
  const title = data?.record.document.title;
  const open = useCallback(() => platform.dialogs.open('privateAsset', { assetId, title }), [platform, assetId, title]);
  useEffect(() => {
    if (!blocked || asked.current === docId) return;
    asked.current = docId;
    open();
  }, [blocked, docId, open]);
  return open;
}
