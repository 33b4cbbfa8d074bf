import { Link } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import type { Collection } from '@portal/contracts';
import { useListCollectionAssetsQuery } from '../../../api/collections-api';
import { countOf } from '../../../components/entity-card';
import { Notice } from '../../../components/notice';
import { QuickLinks } from './quick-links';
import { CollectionAssetGrid } from './collection-asset-actions';

/**
 * The collection's pinboard (spec §2.3 home 'Collection Pinboard'): its pinned assets first (GET
 * v2/collections/{id}/assets?pinned=true, the first 30), then its quick links, and the way to all its assets. The
 * hero is the header's. Editors can unpin and remove from here too.
 */
export function CollectionPinboardTab({
  collection,
  phone,
  assetsPath,
}: {
  collection: Collection;
  phone: boolean;
  assetsPath: string;
}) {
  const id = collection.collectionId;
  const pinned = useListCollectionAssetsQuery({ id, page: 1, pinned: true });
  const rows = pinned.data?.rows ?? [];
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-labelledby="pinned-assets" aria-busy={pinned.isFetching} style={{ display: 'grid', gap: 12 }}>
        <h3 id="pinned-assets" style={{ margin: 0, fontSize: 16 }}>
          Pinned assets
        </h3>
        {pinned.error ? (
          <Notice kind="error" title="The pinned assets could not be loaded.">
            {errorMessage(pinned.error)}
          </Notice>
        ) : pinned.isLoading ? (
          <p aria-busy="true">Loading…</p>
        ) : rows.length === 0 ? (
          <Notice kind="info" title="No asset is pinned yet.">
            {collection.isEditable
              ? 'Pin the assets that matter most from the Assets tab; they appear here first.'
              : 'The owners and editors of this collection pin the assets that matter most here.'}
          </Notice>
        ) : (
          <CollectionAssetGrid label="Pinned assets" rows={rows} collection={collection} phone={phone} />
        )}
      </section>
      <QuickLinks kind="collection" id={id} />
      <p style={{ margin: 0 }}>
        <Link to={assetsPath}>See all {countOf(collection.collectionAssetsCount, 'asset')}</Link>
      </p>
    </div>
  );
}
