import { Tabs, theme } from 'antd';
import { Link } from 'react-router-dom';
import { useAuthorizedImage } from '@portal/api-client';
import type { AssetRecommendation } from '@portal/contracts';
import { useGetRecommendationsQuery } from '../../../api/content-api';
import { RelatedCollectionsList } from './related-collections';

function Thumbnail({ item }: { item: AssetRecommendation }) {
  const image = useAuthorizedImage(item.thumbnailUrl);
  const label = (item.fileExtension ?? 'file').replace(/^\./, '').toUpperCase();
  return (
    <div
      aria-hidden="true"
      style={{
        width: 56,
        height: 42,
        flex: 'none',
        borderRadius: 4,
        overflow: 'hidden',
        background: '#eef1f5',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {image.status === 'ready' ? (
        <img src={image.url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <span style={{ fontWeight: 600, color: '#5b6573', fontSize: 11 }}>{label}</span>
      )}
    </div>
  );
}

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
          <Thumbnail item={item} />
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
