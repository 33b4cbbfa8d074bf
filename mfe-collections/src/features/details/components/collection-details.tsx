import type { Collection } from '@portal/contracts';
import { EntityHistory } from '@portal/entity-history';
import { useGetCollectionDetailsQuery } from '../../../api/collections-api';
import { CollectionMarkToggles } from '../../../components/mark-toggles';
import { COLLECTION_DETAILS_PAGES, detailsPath } from '../../../lib/routes';
import { collectionRoleOf } from '../state/roles';
import { CollectionAssetsTab } from './collection-assets-tab';
import { CollectionMembersTab } from './collection-members-tab';
import { CollectionPinboardTab } from './collection-pinboard-tab';
import { RelatedCollectionSwitch } from './related-collection-switch';
import type { DetailsKind } from './details-kind';

/**
 * A collection's details (spec §2.3 "Collection details"): home 'Collection Pinboard', assets 'Collection Assets'
 * with insights, members 'Collection Members'; for its editors, history 'Collection History' (the audit log's). A
 * related collection (spec §4) carries a Related tag, and its editors flag it or not with a switch in the header.
 */
export const COLLECTION_DETAILS: DetailsKind<Collection> = {
  kind: 'collection',
  noun: 'collection',
  tabsLabel: 'Collection pages',
  pages: COLLECTION_DETAILS_PAGES,
  useDetails: useGetCollectionDetailsQuery,
  roleOf: collectionRoleOf,
  overlays: {
    edit: 'editCollectionDetails',
    members: 'collectionMembers',
    share: { panel: 'share', props: (indexId, id) => ({ indexId, type: 'collection', id }) },
    add: {
      label: 'Add to groups',
      dialog: 'associateCollectionToGroups',
      props: (indexId, collectionId) => ({ indexId, collectionId }),
    },
    delete: 'deleteCollection',
  },
  toggles: (collection, admin) => <CollectionMarkToggles collection={collection} admin={admin} />,
  related: {
    isRelated: (collection) => collection.isRelatedCollection,
    control: (collection) => <RelatedCollectionSwitch collection={collection} />,
  },
  tab: (collection, { page, linkSite, phone }) =>
    page === 'assets' ? (
      <CollectionAssetsTab collection={collection} phone={phone} />
    ) : page === 'members' ? (
      <CollectionMembersTab collection={collection} />
    ) : page === 'history' ? (
      <EntityHistory
        entityType="collections"
        entityId={String(collection.collectionId)}
        label={`History of ${collection.name}`}
      />
    ) : (
      <CollectionPinboardTab
        collection={collection}
        phone={phone}
        assetsPath={detailsPath('collection', linkSite, collection.collectionId, 'assets')}
      />
    ),
};
