import { Tabs, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { AssetRecommendation } from '@portal/contracts';
import { useGetRecommendationsQuery } from '../../../api/content-api';
import { AssetThumbnail } from '../../../components/asset-thumbnail';
import { RelatedCollectionsList } from './related-collections';

/** A recommendation's file type, on its thumbnail when it has no picture. */
const typeLabel = (item: AssetRecommendation) => (item.fileExtension ?? 'file').replace(/^\./, '').toUpperCase();

/** More like this (GET v2/assets/{id}/recommendations): assets of the site like this one that the user may open. */
function Recommendations({ assetId, siteId }: { assetId: number; siteId: number }) {
  const { token } = theme.useToken();
  const query = useGetRecommendationsQuery(assetId);
  if (query.isLoading) return <p aria-busy="true">Finding similar content…</p>;
  if (query.error) return <p>Similar content could not be found just now.</p>;
  const items = query.data ?? [];
  if (items.length === 0) return <p>No similar content on this site yet.</p>;
  return (
    <ul aria-label="More like this" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {items.map((item) => (
        <li key={item.docId} style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 }}>
          <AssetThumbnail thumbnailUrl={item.thumbnailUrl} label={typeLabel(item)} />
          <div style={{ minWidth: 0 }}>
            <Link to={`/sites/${siteId}/content/${encodeURIComponent(item.docId)}/home`}>{item.title}</Link>
            {item.contentTypeName && (
              <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>{item.contentTypeName}</div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Recommended content and related collections (spec §2.6), as two tabs: "More like this" first, since it helps most
 * in deciding whether the asset is the one needed; the collections holding the asset when that tab is chosen. Only the
 * chosen tab asks the server, so the page's data still arrives in three requests.
 */
export function RelatedContent({ assetId, siteId }: { assetId: number; siteId: number }) {
  return (
    <section aria-labelledby="related-content-title">
      <h3 id="related-content-title" style={{ fontSize: 16, margin: '0 0 4px' }}>
        Related
      </h3>
      <Tabs
        size="small"
        items={[
          {
            key: 'recommended',
            label: 'More like this',
            children: <Recommendations assetId={assetId} siteId={siteId} />,
          },
          {
            key: 'collections',
            label: 'In collections',
            children: <RelatedCollectionsList assetId={assetId} siteId={siteId} />,
          },
        ]}
      />
    </section>
  );
}
