import { useParams } from 'react-router-dom';
import type { Group } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { TitledPage } from '@portal/ui';
import { useGetGroupDetailsQuery } from '../../../api/groups-api';
import { GROUP_DETAILS_PAGES, detailsPath, sectionPath, type DetailsPage } from '../../../lib/routes';
import { usePhone } from '../../../hooks/use-phone';
import { useIsSiteAdmin, useRefreshOnChanges, useSiteId } from '../../../hooks/use-site';
import { GroupMarkToggles } from '../../../components/mark-toggles';
import { DetailsHeader, DetailsTabs, LoadProblem, type HeaderAction } from './details-frame';
import { GroupCollectionsTab, GroupMembersTab, GroupPinboardTab } from './group-tabs';
import { groupRoleOf } from '../state/roles';
import { useRecordViewOnce } from './entity-insights';

/**
 * The actions of spec §2.6 a user may take on the group, each shown only when the server's answer allows it:
 * owners, editors and site administrators (isEditable) edit it, manage members, share, customize the page and add
 * collections; owners and site administrators (canDelete) delete it; everyone who sees it may export it for agents.
 */
function groupActions(group: Group, open: ReturnType<typeof usePlatform>): HeaderAction[] {
  const indexId = group.deploymentIndexId;
  const id = group.groupId;
  const editor: HeaderAction[] = group.isEditable
    ? [
        { label: 'Edit', onClick: () => open.panels.open('group', { indexId, id }) },
        { label: 'Members', onClick: () => open.panels.open('groupMembers', { indexId, id }) },
        { label: 'Share', onClick: () => open.panels.open('collectionGroupShare', { indexId, id }) },
        {
          label: 'Page customizations',
          onClick: () => open.panels.open('pageCustomizations', { indexId, type: 'group', id }),
        },
        {
          label: 'Add collections',
          onClick: () => open.dialogs.open('addCollectionsToGroup', { indexId, groupId: id }),
        },
      ]
    : [];
  return [
    ...editor,
    { label: 'Export for agents', onClick: () => open.panels.open('exportForAgents', { indexId, type: 'group', id }) },
    ...(group.canDelete
      ? [
          {
            label: 'Delete',
            danger: true,
            onClick: () => open.dialogs.open('deleteGroup', { indexId, id, name: group.name }),
          },
        ]
      : []),
  ];
}

/**
 * A group's details (spec §2.3 "Group details": home 'Group Pinboard', collections, members; §2.2
 * group-details-home, group-details-collections): the header with the theme, role badge, toggles and allowed
 * actions, then the tab of the route. An unknown or hidden group shows the server's 404 message and a way back.
 */
export function GroupDetailsPage({ tab }: { tab: DetailsPage }) {
  const platform = usePlatform();
  const admin = useIsSiteAdmin();
  const phone = usePhone();
  const { siteId, prefixed } = useSiteId();
  const rawId = useParams().id;
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  useRefreshOnChanges();
  useRecordViewOnce('group', valid ? id : 0);
  const details = useGetGroupDetailsQuery(id, { skip: !valid });
  const linkSite = prefixed ? siteId : null;
  const listsPath = sectionPath('group', linkSite);
  const group = details.data;

  return (
    <TitledPage title={tab.title}>
      <div style={{ display: 'grid', gap: 16 }}>
        {!valid ? (
          <LoadProblem
            error={{ status: 404, message: `No such group: ${rawId ?? ''}.` }}
            listsPath={listsPath}
            listsLabel="Back to the groups"
          />
        ) : details.error ? (
          <LoadProblem error={details.error} listsPath={listsPath} listsLabel="Back to the groups" />
        ) : !group ? (
          <p aria-busy="true">Loading the group…</p>
        ) : (
          <>
            <DetailsHeader
              theme={group.theme}
              name={group.name}
              description={group.description}
              role={groupRoleOf(group)}
              confidential={group.isConfidential}
              featured={group.isFeatured}
              toggles={<GroupMarkToggles group={group} admin={admin} />}
              actions={groupActions(group, platform)}
              phone={phone}
            />
            <DetailsTabs
              label="Group pages"
              pages={GROUP_DETAILS_PAGES}
              current={tab}
              pathOf={(page) => detailsPath('group', linkSite, id, page)}
            />
            {tab.page === 'collections' ? (
              <GroupCollectionsTab group={group} linkSite={linkSite} phone={phone} />
            ) : tab.page === 'members' ? (
              <GroupMembersTab group={group} />
            ) : (
              <GroupPinboardTab
                group={group}
                linkSite={linkSite}
                phone={phone}
                collectionsPath={detailsPath('group', linkSite, id, 'collections')}
              />
            )}
          </>
        )}
      </div>
    </TitledPage>
  );
}
