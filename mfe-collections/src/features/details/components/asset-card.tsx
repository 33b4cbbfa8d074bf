import type { ReactNode } from 'react';
import { Tag, theme } from 'antd';
import { Link } from 'react-router-dom';
import { useAuthorizedImage } from '@portal/api-client';
import type { CollectionAsset } from '@portal/contracts';
import { contentPath } from '@portal/search-results';

/**
 * One asset of a collection (spec §3 "Collection asset"): its thumbnail, its title linking to its content page
 * and a Pinned tag. A private asset the user may not open (isAccessible false, spec §4) shows its title without a
 * link and says it is not accessible; the server sends no content of it.
 */
export function AssetCard({ item, siteId, actions }: { item: CollectionAsset; siteId: number; actions?: ReactNode }) {
  const { token } = theme.useToken();
  const { asset } = item;
  const image = useAuthorizedImage(asset.isAccessible ? asset.thumbnailUrl : null);
  const title = asset.title || asset.fileName || asset.docId;
  return (
    <article
      aria-label={title}
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        minWidth: 0,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        overflow: 'hidden',
      }}
    >
      <div style={{ height: 120, background: token.colorFillQuaternary }}>
        {image.status === 'ready' && (
          <img src={image.url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        )}
      </div>
      <div style={{ display: 'grid', gap: 6, padding: 12, flex: 1, alignContent: 'start' }}>
        <h4 style={{ margin: 0, fontSize: 15, lineHeight: 1.4, overflowWrap: 'anywhere' }}>
          {asset.isAccessible ? (
            <Link to={contentPath(siteId, asset.docId)} style={{ color: token.colorLink, textDecoration: 'none' }}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h4>
        <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          {item.pinned && <Tag color="blue">Pinned</Tag>}
          {!asset.isAccessible && <Tag color="default">Private: not accessible</Tag>}
          {asset.contentTypeName && <Tag>{asset.contentTypeName}</Tag>}
        </div>
        {asset.isAccessible && asset.synopsis && (
          <p
            style={{
              margin: 0,
              color: token.colorTextSecondary,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {asset.synopsis}
          </p>
        )}
      </div>
      {actions && (
        <div
          style={{
            display: 'flex',
            gap: 4,
            flexWrap: 'wrap',
            padding: '8px 12px',
            borderTop: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {actions}
        </div>
      )}
    </article>
  );
}
