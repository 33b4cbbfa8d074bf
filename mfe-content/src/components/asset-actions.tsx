import { Button } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { Asset } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useLikeAssetMutation } from '../api/content-api';

/**
 * The site's asset actions (spec §9 flags) are configured on its search page: the content and embed pages have no
 * menu entry of their own, so they ask for the search page's actions, and an asset shows the same actions everywhere.
 */
export const ACTIONS_PAGE = 'search';

/** Like or unlike with the count (POST/DELETE v2/assets/{id}/insights/likes); a refusal is said, the count stays. */
export function LikeButton({ asset, siteId }: { asset: Asset; siteId: number }) {
  const platform = usePlatform();
  const [like, liking] = useLikeAssetMutation();
  const insight = asset.interactionInsight;
  return (
    <Button
      aria-pressed={insight?.liked ?? false}
      loading={liking.isLoading}
      onClick={() =>
        void like({ assetId: asset.assetId, docId: asset.docId, siteId, liked: !insight?.liked })
          .unwrap()
          .catch((error: unknown) => platform.notify(errorMessage(error), 'error'))
      }
    >
      {insight?.liked ? 'Unlike' : 'Like'} ({insight?.likes ?? 0})
    </Button>
  );
}

/** Opens the share panel (the collections remote's) for the asset. */
export function ShareButton({ asset, siteId, title }: { asset: Asset; siteId: number; title: string }) {
  const platform = usePlatform();
  return (
    <Button
      onClick={() =>
        platform.panels.open('share', {
          type: 'asset',
          assetId: asset.assetId,
          docId: asset.docId,
          indexId: siteId,
          title,
        })
      }
    >
      Share
    </Button>
  );
}
