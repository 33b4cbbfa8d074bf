import { Button, theme } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import type { RecentlyViewed as RecentlyViewedList } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { relativeTime } from '@portal/ui';
import { AssetThumbnail } from '../../../components/asset-thumbnail';
import { useGetRecentlyViewedQuery } from '../api/recently-viewed-api';

type Item = RecentlyViewedList['items'][number];

/** The label of a file's type on a thumbnail-less item: its extension. */
const typeLabel = (fileName: string) => (/\.([^.]+)$/.exec(fileName)?.[1] ?? 'file').toUpperCase();

function ViewedItem({ item, siteId, mayAnalyze }: { item: Item; siteId: number; mayAnalyze: boolean }) {
  const { token } = theme.useToken();
  const { panels } = usePlatform();
  const { asset } = item;
  const details = [asset.contentTypeName, `viewed ${relativeTime(new Date(item.viewed), new Date())}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <li style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 }}>
      <AssetThumbnail thumbnailUrl={asset.thumbnailUrl} label={typeLabel(asset.originalFileName || asset.fileName)} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Link
          to={`/sites/${siteId}/content/${encodeURIComponent(asset.docId)}/home`}
          style={{ overflowWrap: 'anywhere' }}
        >
          {asset.title}
        </Link>
        <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{details}</div>
      </div>
      {mayAnalyze && (
        <Button
          size="small"
          aria-label={`Analyze ${asset.title}`}
          onClick={() =>
            panels.open('automatedInsights', { docId: asset.docId, assetId: asset.assetId, title: asset.title, siteId })
          }
        >
          Analyze
        </Button>
      )}
    </li>
  );
}

/**
 * The user's recently viewed documents of the site (GET v2/assetStreams/{indexId}/recentlyViewed, read again each
 * time the page opens), each opening its content page; with analyzeInsights, each can be analysed by the content
 * page's Analyze (the AI remote's automated insights panel). Empty: what fills it, and where to start.
 */
export function RecentlyViewed({
  siteId,
  mayAnalyze,
  prefix,
}: {
  siteId: number;
  mayAnalyze: boolean;
  prefix: string;
}) {
  const query = useGetRecentlyViewedQuery(siteId, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <p aria-busy="true">Loading what you viewed…</p>;
  if (query.error) return <p>What you viewed could not be loaded: {errorMessage(query.error)}</p>;
  const items = query.data ?? [];
  if (items.length === 0)
    return (
      <p style={{ margin: 0 }}>
        Nothing viewed on this site yet. The documents you open appear here, the last one first:{' '}
        <Link to={`${prefix}/search`}>search the site</Link> to find one.
      </p>
    );
  return (
    <ul aria-label="Recently viewed" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
      {items.map((item) => (
        <ViewedItem key={item.asset.docId} item={item} siteId={siteId} mayAnalyze={mayAnalyze} />
      ))}
    </ul>
  );
}
