import type { Group } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { useGetGroupDetailsQuery } from '../../../api/groups-api';
import { GroupMarkToggles } from '../../../components/mark-toggles';
import { GROUP_DETAILS_PAGES, detailsPath } from '../../../lib/routes';
import { groupRoleOf } from '../state/roles';
import type { HeaderAction } from './details-frame';
import type { DetailsKind } from './details-kind';
import { GroupCollectionsTab, GroupMembersTab, GroupPinboardTab } from './group-tabs';

/**
 * The actions of spec §2.6 a user may take on the group, each shown only when the server's answer allows it:
 * owners, editors and site administrators (isEditable) edit it, manage members, share, customize the page and add
 * collections; owners and site administrators (canDelete) delete it; everyone who sees it may export it for agents.
 */
function groupActions(group: Group, open: Platform): HeaderAction[] {
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

/** A group's details (spec §2.3 "Group details"): home 'Group Pinboard', collections, members. */
export const GROUP_DETAILS: DetailsKind<Group> = {
  kind: 'group',
  noun: 'group',
  tabsLabel: 'Group pages',
  pages: GROUP_DETAILS_PAGES,
  useDetails: useGetGroupDetailsQuery,
  roleOf: groupRoleOf,
  actions: groupActions,
  toggles: (group, admin) => <GroupMarkToggles group={group} admin={admin} />,
  tab: (group, { page, linkSite, phone }) =>
    page === 'collections' ? (
      <GroupCollectionsTab group={group} linkSite={linkSite} phone={phone} />
    ) : page === 'members' ? (
      <GroupMembersTab group={group} />
    ) : (
      <GroupPinboardTab
        group={group}
        linkSite={linkSite}
        phone={phone}
        collectionsPath={detailsPath('group', linkSite, group.groupId, 'collections')}
      />
    ),
};
