import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { useAuthorizedImage } from '@portal/api-client';
import type { Collection, Group } from '@portal/contracts';
import { contentPath } from '@portal/search-results';
import type { StreamAsset } from '../api/home-streams-graph-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function Card({
  label,
  image,
  children,
  dense,
}: {
  label: string;
  image: ReactNode;
  children: ReactNode;
  dense: boolean;
}) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    display: 'flex',
    flexDirection: dense ? 'row' : 'column',
    gap: dense ? 12 : 0,
    alignItems: dense ? 'center' : 'stretch',
    height: '100%',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
    overflow: 'hidden',
    padding: dense ? 8 : 0,
  };
  return (
    <article aria-label={label} style={style}>
      {image}
      <div style={{ display: 'grid', gap: 4, padding: dense ? 0 : 12, minWidth: 0, alignContent: 'start' }}>
        {children}
      </div>
    </article>
  );
}

/** The picture of a card: the image fetched with the bearer token, else what `fallback` draws. */
function Picture({ path, dense, fallback }: { path: string | null; dense: boolean; fallback: ReactNode }) {
  const image = useAuthorizedImage(path);
  return (
    <div
      aria-hidden="true"
      style={{
        flex: 'none',
        width: dense ? 64 : '100%',
        aspectRatio: dense ? '1' : '16 / 10',
        borderRadius: dense ? 6 : 0,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {image.status === 'ready' ? (
        <img src={image.url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      ) : (
        fallback
      )}
    </div>
  );
}

function Title({ to, children }: { to: string | null; children: string }) {
  const { token } = theme.useToken();
  const clamp: CSSProperties = {
    margin: 0,
    fontSize: 15,
    lineHeight: 1.35,
    fontWeight: 600,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  };
  return (
    <h4 style={clamp}>
      {to ? (
        <Link to={to} style={{ color: token.colorText, textDecoration: 'none' }} className="stream-card-link">
          {children}
        </Link>
      ) : (
        children
      )}
    </h4>
  );
}

function Meta({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <span style={{ fontSize: 13, color: token.colorTextSecondary }}>{children}</span>;
}

/**
 * An asset of a stream: its thumbnail (or its file type on a tinted block), its title opening the content page, and
 * its content type and upload date. A private asset the user may not open shows its title without a link and says
 * so (spec §4: a private asset is marked not accessible).
 */
export function AssetStreamCard({ asset, siteId, dense }: { asset: StreamAsset; siteId: number; dense: boolean }) {
  const { token } = theme.useToken();
  const title = asset.title || asset.fileName || asset.docId;
  const fileType = (asset.fileName.split('.').pop() ?? asset.fileExtensionFileTypeCategory ?? 'file').toUpperCase();
  return (
    <Card
      label={title}
      dense={dense}
      image={
        <Picture
          path={asset.isAccessible ? asset.thumbnailUrl : null}
          dense={dense}
          fallback={
            <div
              style={{
                width: '100%',
                height: '100%',
                display: 'grid',
                placeItems: 'center',
                background: token.colorFillSecondary,
                color: token.colorTextSecondary,
                fontWeight: 600,
                fontSize: 13,
              }}
            >
              {fileType}
            </div>
          }
        />
      }
    >
      <Title to={asset.isAccessible ? contentPath(siteId, asset.docId) : null}>{title}</Title>
      <Meta>{[asset.contentTypes[0], dateFormat.format(new Date(asset.created))].filter(Boolean).join(' · ')}</Meta>
      {!asset.isAccessible && <Meta>Private: not accessible</Meta>}
    </Card>
  );
}

/** A featured collection or group: its theme thumbnail (or its colours), its name opening its details, its size. */
export function EntityStreamCard({
  kind,
  entity,
  siteId,
  dense,
}: {
  kind: 'collection' | 'group';
  entity: Collection | Group;
  siteId: number;
  dense: boolean;
}) {
  const { token } = theme.useToken();
  const id = 'collectionId' in entity ? entity.collectionId : entity.groupId;
  const size =
    'collectionId' in entity
      ? `${entity.collectionAssetsCount} asset${entity.collectionAssetsCount === 1 ? '' : 's'}`
      : `${entity.collectionGroupsCount} collection${entity.collectionGroupsCount === 1 ? '' : 's'}`;
  const first = entity.theme.themeColor ?? token.colorPrimary;
  const second = entity.theme.secondaryThemeColor ?? token.colorPrimaryBorder;
  return (
    <Card
      label={entity.name}
      dense={dense}
      image={
        <Picture
          path={entity.theme.thumbnailUrl}
          dense={dense}
          fallback={
            <div
              style={{ width: '100%', height: '100%', background: `linear-gradient(135deg, ${first}, ${second})` }}
            />
          }
        />
      }
    >
      <Title to={`/sites/${siteId}/${kind === 'collection' ? 'collections' : 'groups'}/details/${id}`}>
        {entity.name}
      </Title>
      <Meta>{size}</Meta>
    </Card>
  );
}
