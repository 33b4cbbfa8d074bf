import type { Group } from '@portal/contracts';
import { useCountGroupsQuery, useListGroupsQuery } from '../../../api/groups-api';
import { countOf } from '../../../components/entity-card';
import { GroupMarkToggles } from '../../../components/mark-toggles';
import { GROUP_LIST_PAGES } from '../../../lib/routes';
import type { ListKind } from './list-kind';

/** The group lists (spec §2.3 "Group lists"; calls doc §7 GET v2/groups, v2/groups/count). */
export const GROUP_LISTS: ListKind<Group> = {
  kind: 'group',
  pages: GROUP_LIST_PAGES,
  plural: 'Groups',
  newLabel: 'New group',
  newPanel: 'group',
  empty: {
    my: 'You have no groups yet. Create one with New group, then add collections to it.',
    shared: 'No group has been shared with you yet. Groups appear here when someone adds you to one.',
    'all-public':
      'This site has no public groups yet. A group that is not confidential appears here for everyone on the site.',
    pinned: 'You have not pinned a group yet. Pin one from any list to keep it here.',
    featured: 'No group is featured on this site yet.',
    starred: 'You have not starred a group yet. Star one from any list to find it here.',
  },
  featureHint: ' As a site administrator, use Feature on a group to show it here.',
  useCounts: useCountGroupsQuery,
  useList: useListGroupsQuery,
  card: (group) => ({ id: group.groupId, count: countOf(group.collectionGroupsCount, 'collection') }),
  toggles: (group, admin) => <GroupMarkToggles group={group} admin={admin} />,
};
