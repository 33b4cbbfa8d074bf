import type { Collection } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { useGetCollectionDetailsQuery } from '../../../api/collections-api';
import { CollectionMarkToggles } from '../../../components/mark-toggles';
import { COLLECTION_DETAILS_PAGES, detailsPath } from '../../../lib/routes';
import { collectionRoleOf } from '../state/roles';
import { CollectionAssetsTab } from './collection-assets-tab';
import { CollectionMembersTab } from './collection-members-tab';
import { CollectionPinboardTab } from './collection-pinboard-tab';
import type { HeaderAction } from './details-frame';
import type { DetailsKind } from './details-kind';

/**
 * The actions of spec §2.6 a user may take on the collection, each shown only when the server's answer allows it:
 * owners, editors and site administrators (isEditable) edit, manage members, share, customize the page and add it to
 * groups; everyone who sees it may export it for agents; deleting needs canDelete.
 */
function collectionActions(collection: Collection, open: Platform): HeaderAction[] {
  const indexId = collection.deploymentIndexId;
  const id = collection.collectionId;
  const editor: HeaderAction[] = collection.isEditable
    ? [
        { label: 'Edit', onClick: () => open.panels.open('editCollectionDetails', { indexId, id }) },
        { label: 'Members', onClick: () => open.panels.open('collectionMembers', { indexId, id }) },
        { label: 'Share', onClick: () => open.panels.open('share', { indexId, type: 'collection', id }) },
        {
          label: 'Page customizations',
          onClick: () => open.panels.open('pageCustomizations', { indexId, type: 'collection', id }),
        },
        {
          label: 'Add to groups',
          onClick: () => open.dialogs.open('associateCollectionToGroups', { indexId, collectionId: id }),
        },
      ]
    : [];
  return [
    ...editor,
    {
      label: 'Export for agents',
      onClick: () => open.panels.open('exportForAgents', { indexId, type: 'collection', id }),
    },
    ...(collection.canDelete
      ? [
          {
            label: 'Delete',
            danger: true,
            onClick: () => open.dialogs.open('deleteCollection', { indexId, id, name: collection.name }),
          },
        ]
      : []),
  ];
}

/**
 * A collection's details (spec §2.3 "Collection details"): home 'Collection Pinboard', assets 'Collection Assets'
 * with insights, members 'Collection Members'.
 */
export const COLLECTION_DETAILS: DetailsKind<Collection> = {
  kind: 'collection',
  noun: 'collection',
  tabsLabel: 'Collection pages',
  pages: COLLECTION_DETAILS_PAGES,
  useDetails: useGetCollectionDetailsQuery,
  roleOf: collectionRoleOf,
  actions: collectionActions,
  toggles: (collection, admin) => <CollectionMarkToggles collection={collection} admin={admin} />,
  tab: (collection, { page, linkSite, phone }) =>
    page === 'assets' ? (
      <CollectionAssetsTab collection={collection} phone={phone} />
    ) : page === 'members' ? (
      <CollectionMembersTab collection={collection} />
    ) : (
      <CollectionPinboardTab
        collection={collection}
        phone={phone}
        assetsPath={detailsPath('collection', linkSite, collection.collectionId, 'assets')}
      />
    ),
};
