import { useEffect, useRef } from 'react';
import type { Asset } from '@portal/contracts';
import { useRecordInteractionMutation } from '../api/content-api';

/**
 * Records one view per visit (the content page's tabs are routes of the same page; the embed page marks a dashboard
 * viewed once it opens, spec §4). A view that cannot be recorded is logged and changes nothing on screen.
 */
export function useRecordViewOnce(asset: Asset | null, siteId: number) {
  const [record] = useRecordInteractionMutation();
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!asset?.isAccessible || recorded.current === asset.assetId) return;
    recorded.current = asset.assetId;
    // A view that cannot be recorded changes nothing the user sees (calls doc §7: failures logged and ignored).
    void record({ assetId: asset.assetId, docId: asset.docId, siteId, kind: 'views' })
      .unwrap()
      .catch((error: unknown) => console.warn('The view could not be recorded.', error));
  }, [asset, siteId, record]);
}
