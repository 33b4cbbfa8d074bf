import type { GroupListType } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useCountGroupsQuery, useListGroupsQuery } from '../../../api/groups-api';
import { GROUP_LIST_PAGES, detailsPath, type ListPage } from '../../../lib/routes';
import { usePhone } from '../../../hooks/use-phone';
import { useIsSiteAdmin, useRefreshOnChanges, useSiteId } from '../../../hooks/use-site';
import { CardCell, CardGrid, EntityCard, countOf } from '../../../components/entity-card';
import { Notice } from '../../../components/notice';
import { GroupMarkToggles } from '../../../components/mark-toggles';
import { ListLayout, NoSite, useListPage } from './list-layout';

/** What to do when a list is empty, by list type. */
const EMPTY: Record<GroupListType, string> = {
  my: 'You have no groups yet. Create one with New group, then add collections to it.',
  shared: 'No group has been shared with you yet. Groups appear here when someone adds you to one.',
  'all-public':
    'This site has no public groups yet. A group that is not confidential appears here for everyone on the site.',
  pinned: 'You have not pinned a group yet. Pin one from any list to keep it here.',
  featured: 'No group is featured on this site yet.',
  starred: 'You have not starred a group yet. Star one from any list to find it here.',
};

function GroupList({ page, siteId, prefixed }: { page: ListPage; siteId: number; prefixed: boolean }) {
  const platform = usePlatform();
  const phone = usePhone();
  const admin = useIsSiteAdmin();
  const [currentPage, goToPage] = useListPage();
  const counts = useCountGroupsQuery(siteId);
  const list = useListGroupsQuery({ deploymentIndexId: siteId, type: page.type, currentPage });
  const rows = list.data?.rows ?? [];
  return (
    <ListLayout
      kind="group"
      siteId={siteId}
      prefixed={prefixed}
      pages={GROUP_LIST_PAGES}
      current={page}
      countOf={(tab) => counts.data?.[tab.count]}
      phone={phone}
      newLabel="New group"
      onNew={() => platform.panels.open('group', { indexId: siteId })}
      state={{ loading: list.isLoading, fetching: list.isFetching, error: list.error, rows: rows.length }}
      empty={
        <Notice kind="info" title="Nothing here yet.">
          {EMPTY[page.type]}
          {page.type === 'featured' && admin && ' As a site administrator, use Feature on a group to show it here.'}
        </Notice>
      }
      total={list.data?.count ?? 0}
      page={currentPage}
      onPage={goToPage}
    >
      <CardGrid label="Groups" phone={phone}>
        {rows.map((group) => (
          <CardCell key={group.groupId}>
            <EntityCard
              href={detailsPath('group', prefixed ? siteId : null, group.groupId)}
              name={group.name}
              description={group.description}
              count={countOf(group.collectionGroupsCount, 'collection')}
              confidential={group.isConfidential}
              featured={group.isFeatured}
              thumbnailUrl={group.theme.thumbnailUrl}
              colors={group.theme}
              actions={<GroupMarkToggles group={group} admin={admin} />}
            />
          </CardCell>
        ))}
      </CardGrid>
    </ListLayout>
  );
}

/**
 * A group list page (spec §2.3 "Group lists"; calls doc §7 GET v2/groups, v2/groups/count): the list type of the route, 30 a page,
 * as the server orders it (featured: newest featured first).
 */
export function GroupListsPage({ page }: { page: ListPage }) {
  const { siteId, prefixed } = useSiteId();
  useRefreshOnChanges();
  if (!siteId) return <NoSite title={page.title} />;
  return <GroupList page={page} siteId={siteId} prefixed={prefixed} />;
}
