import type { Group } from '@portal/contracts';
import { EntityHistory } from '@portal/entity-history';
import { useGetGroupDetailsQuery } from '../../../api/groups-api';
import { GroupMarkToggles } from '../../../components/mark-toggles';
import { GROUP_DETAILS_PAGES, detailsPath } from '../../../lib/routes';
import { groupRoleOf } from '../state/roles';
import type { DetailsKind } from './details-kind';
import { GroupCollectionsTab, GroupMembersTab, GroupPinboardTab } from './group-tabs';

/**
 * A group's details (spec §2.3 "Group details"): home 'Group Pinboard', collections, members; for its editors,
 * history 'Group History' (the audit log's).
 */
export const GROUP_DETAILS: DetailsKind<Group> = {
  kind: 'group',
  noun: 'group',
  tabsLabel: 'Group pages',
  pages: GROUP_DETAILS_PAGES,
  useDetails: useGetGroupDetailsQuery,
  roleOf: groupRoleOf,
  overlays: {
    edit: 'group',
    members: 'groupMembers',
    share: { panel: 'collectionGroupShare', props: (indexId, id) => ({ indexId, id }) },
    add: {
      label: 'Add collections',
      dialog: 'addCollectionsToGroup',
      props: (indexId, groupId) => ({ indexId, groupId }),
    },
    delete: 'deleteGroup',
  },
  toggles: (group, admin) => <GroupMarkToggles group={group} admin={admin} />,
  tab: (group, { page, linkSite, phone }) =>
    page === 'collections' ? (
      <GroupCollectionsTab group={group} linkSite={linkSite} phone={phone} />
    ) : page === 'members' ? (
      <GroupMembersTab group={group} />
    ) : page === 'history' ? (
      <EntityHistory entityType="groups" entityId={String(group.groupId)} label={`History of ${group.name}`} />
    ) : (
      <GroupPinboardTab
        group={group}
        linkSite={linkSite}
        phone={phone}
        collectionsPath={detailsPath('group', linkSite, group.groupId, 'collections')}
      />
    ),
};
