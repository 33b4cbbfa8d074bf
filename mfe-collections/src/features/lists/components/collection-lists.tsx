import type { Collection } from '@portal/contracts';
import { useCountCollectionsQuery, useListCollectionsQuery } from '../../../api/collections-api';
import { countOf } from '../../../components/entity-card';
import { CollectionMarkToggles } from '../../../components/mark-toggles';
import { COLLECTION_LIST_PAGES } from '../../../lib/routes';
import type { ListKind } from './list-kind';

/** The collection lists (spec §2.3 "Collection lists"; calls doc §7 GET v2/collections, v2/collections/count). */
export const COLLECTION_LISTS: ListKind<Collection> = {
  kind: 'collection',
  pages: COLLECTION_LIST_PAGES,
  plural: 'Collections',
  newLabel: 'New collection',
  newPanel: 'editCollectionDetails',
  empty: {
    my: 'You have no collections yet. Create one with New collection, then add assets to it from search results or the upload console.',
    shared: 'No collection has been shared with you yet. Collections appear here when someone adds you to one.',
    'all-public':
      'This site has no public collections yet. A collection that is not confidential appears here for everyone on the site.',
    pinned: 'You have not pinned a collection yet. Pin one from any list to keep it here.',
    featured: 'No collection is featured on this site yet.',
    starred: 'You have not starred a collection yet. Star one from any list to find it here.',
  },
  featureHint: ' As a site administrator, use Feature on a collection to show it here.',
  useCounts: useCountCollectionsQuery,
  useList: useListCollectionsQuery,
  card: (collection) => ({
    id: collection.collectionId,
    count: countOf(collection.collectionAssetsCount, 'asset'),
    related: collection.isRelatedCollection,
  }),
  toggles: (collection, admin) => <CollectionMarkToggles collection={collection} admin={admin} />,
};
