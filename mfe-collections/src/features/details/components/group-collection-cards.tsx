import type { ReactNode } from 'react';
import type { GroupCollectionSummary } from '@portal/contracts';
import { detailsPath } from '../../../lib/routes';
import { CardCell, CardGrid, EntityCard, countOf } from '../../../components/entity-card';

const NO_COLOURS = { themeColor: null, secondaryThemeColor: null };

/** A group's collections as cards linking to their details (the summary carries the collection theme's thumbnail). */
export function GroupCollectionCards({
  collections,
  linkSite,
  phone,
  actionsOf,
}: {
  collections: GroupCollectionSummary[];
  linkSite: number | null;
  phone: boolean;
  actionsOf?: (collection: GroupCollectionSummary) => ReactNode;
}) {
  return (
    <CardGrid label="Collections of the group" phone={phone}>
      {collections.map((collection) => (
        <CardCell key={collection.collectionId}>
          <EntityCard
            href={detailsPath('collection', linkSite, collection.collectionId)}
            name={collection.name}
            description={collection.description}
            count={countOf(collection.collectionAssetsCount, 'asset')}
            confidential={collection.isConfidential}
            related={collection.isRelatedCollection}
            thumbnailUrl={collection.thumbnailUrl}
            colors={NO_COLOURS}
            actions={actionsOf?.(collection)}
          />
        </CardCell>
      ))}
    </CardGrid>
  );
}
