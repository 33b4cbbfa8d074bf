import { useParams } from 'react-router-dom';
import type { Collection } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { TitledPage } from '@portal/ui';
import { useGetCollectionDetailsQuery } from '../../../api/collections-api';
import { COLLECTION_DETAILS_PAGES, detailsPath, sectionPath, type DetailsPage } from '../../../lib/routes';
import { usePhone } from '../../../hooks/use-phone';
import { useIsSiteAdmin, useRefreshOnChanges, useSiteId } from '../../../hooks/use-site';
import { CollectionMarkToggles } from '../../../components/mark-toggles';
import { CollectionAssetsTab } from './collection-assets-tab';
import { CollectionMembersTab } from './collection-members-tab';
import { CollectionPinboardTab } from './collection-pinboard-tab';
import { DetailsHeader, DetailsTabs, LoadProblem, type HeaderAction } from './details-frame';
import { useRecordViewOnce } from './entity-insights';
import { collectionRoleOf } from '../state/roles';

/**
 * The actions of spec §2.6 a user may take on the collection, each shown only when the server's answer allows it:
 * owners, editors and site administrators (isEditable) edit, manage members, share, customize the page and add it to
 * groups; everyone who sees it may export it for agents; deleting needs canDelete.
 */
function collectionActions(collection: Collection, open: ReturnType<typeof usePlatform>): HeaderAction[] {
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
 * A collection's details (spec §2.3 "Collection details": home 'Collection Pinboard', assets 'Collection Assets'
 * with insights, members 'Collection Members'; §2.2 CollectionDetails, collection-details-assets): the header with
 * the theme, the role badge, the toggles and the allowed actions, then the tab of the route. One view is recorded
 * per visit. An unknown or hidden collection shows the server's 404 message with a way back to the lists.
 */
export function CollectionDetailsPage({ tab }: { tab: DetailsPage }) {
  const platform = usePlatform();
  const user = useStream(platform.user$);
  const admin = useIsSiteAdmin();
  const phone = usePhone();
  const { siteId, prefixed } = useSiteId();
  const rawId = useParams().id;
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  useRefreshOnChanges();
  useRecordViewOnce('collection', valid ? id : 0);
  const details = useGetCollectionDetailsQuery(id, { skip: !valid });
  const linkSite = prefixed ? siteId : null;
  const listsPath = sectionPath('collection', linkSite);
  const collection = details.data;

  return (
    <TitledPage title={tab.title}>
      <div style={{ display: 'grid', gap: 16 }}>
        {!valid ? (
          <LoadProblem
            error={{ status: 404, message: `No such collection: ${rawId ?? ''}.` }}
            listsPath={listsPath}
            listsLabel="Back to the collections"
          />
        ) : details.error ? (
          <LoadProblem error={details.error} listsPath={listsPath} listsLabel="Back to the collections" />
        ) : !collection ? (
          <p aria-busy="true">Loading the collection…</p>
        ) : (
          <>
            <DetailsHeader
              theme={collection.theme}
              name={collection.name}
              description={collection.description}
              role={collectionRoleOf(collection, user?.email)}
              confidential={collection.isConfidential}
              featured={collection.isFeatured}
              toggles={<CollectionMarkToggles collection={collection} admin={admin} />}
              actions={collectionActions(collection, platform)}
              phone={phone}
            />
            <DetailsTabs
              label="Collection pages"
              pages={COLLECTION_DETAILS_PAGES}
              current={tab}
              pathOf={(page) => detailsPath('collection', linkSite, id, page)}
            />
            {tab.page === 'assets' ? (
              <CollectionAssetsTab collection={collection} phone={phone} />
            ) : tab.page === 'members' ? (
              <CollectionMembersTab collection={collection} />
            ) : (
              <CollectionPinboardTab
                collection={collection}
                phone={phone}
                assetsPath={detailsPath('collection', linkSite, id, 'assets')}
              />
            )}
          </>
        )}
      </div>
    </TitledPage>
  );
}
