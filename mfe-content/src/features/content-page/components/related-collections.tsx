import { Tag, theme } from 'antd';
import { Link } from 'react-router-dom';
import { useGetRelatedCollectionsQuery } from '../../../api/content-api';

/**
 * The collections holding the asset that the user may see (GET v2/insights/relatedCollections/{id}, 25 rows, spec
 * §9), each a link to its details; related-flagged ones (spec §4) first, as the server orders them, each with a
 * Related tag.
 */
export function RelatedCollectionsList({ assetId, siteId }: { assetId: number; siteId: number }) {
  const { token } = theme.useToken();
  const related = useGetRelatedCollectionsQuery(assetId);
  const rows = related.data?.rows ?? [];
  if (related.isLoading) return <p aria-busy="true">Finding the collections…</p>;
  if (related.error) return <p>The collections could not be listed just now.</p>;
  if (rows.length === 0) return <p>This asset is in no collection you can see.</p>;
  return (
    <section aria-label="In collections">
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {rows.map((collection) => (
          <li key={collection.collectionId}>
            <Link to={`/sites/${siteId}/collections/details/${collection.collectionId}`}>{collection.name}</Link>{' '}
            {collection.isRelatedCollection && (
              <>
                <Tag color="gold">Related</Tag>{' '}
              </>
            )}
            <span style={{ color: token.colorTextTertiary }}>
              ({collection.collectionAssetsCount} asset{collection.collectionAssetsCount === 1 ? '' : 's'})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
