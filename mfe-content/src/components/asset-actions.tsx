import LikeFilled from '@ant-design/icons/LikeFilled';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { Button } from 'antd';
import type { Asset } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useLikeAssetMutation } from '../api/content-api';

/**
 * The site's asset actions (spec §9 flags) are configured on its search page: the content and embed pages have no
 * menu entry of their own, so they ask for the search page's actions, and an asset shows the same actions everywhere.
 */
export const ACTIONS_PAGE = 'search';

/**
 * Like or unlike with the count (POST/DELETE v2/assets/{id}/insights/likes). A failure is logged and ignored, and the
 * counts are fetched again (spec §8; content-api.ts).
 */
export function LikeButton({ asset, siteId }: { asset: Asset; siteId: number }) {
  const [like, liking] = useLikeAssetMutation();
  const insight = asset.interactionInsight;
  const liked = insight?.liked ?? false;
  const name = `${liked ? 'Unlike' : 'Like'} (${insight?.likes ?? 0})`;
  return (
    <Button
      aria-pressed={liked}
      aria-label={name}
      icon={liked ? <LikeFilled /> : <LikeOutlined />}
      loading={liking.isLoading}
      onClick={() => void like({ assetId: asset.assetId, docId: asset.docId, siteId, liked: !liked })}
    >
      {name}
    </Button>
  );
}

/** Opens the share panel (the collections remote's) for the asset; `compact` (a phone): its icon, named Share. */
export function ShareButton({
  asset,
  siteId,
  title,
  compact = false,
}: {
  asset: Asset;
  siteId: number;
  title: string;
  compact?: boolean;
}) {
  const platform = usePlatform();
  return (
    <Button
      aria-label="Share"
      title={compact ? 'Share' : undefined}
      icon={<ShareAltOutlined />}
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
      {!compact && 'Share'}
    </Button>
  );
}
