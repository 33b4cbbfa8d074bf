import { errorMessage } from '@portal/api-client';
import type { Group, GroupListType } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useFeatureGroupMutation, useListGroupsQuery, useMarkGroupMutation } from '../../lib/api/groups-api';
import { GROUP_LIST_PAGES, detailsPath, type ListPage } from '../../lib/routes';
import { usePhone } from '../../lib/use-phone';
import { useIsSiteAdmin, useRefreshOnChanges, useSiteId } from '../../lib/use-site';
import { CardCell, CardGrid, EntityCard, countOf } from '../../lib/ui/entity-card';
import { Notice } from '../../lib/ui/notice';
import { ToggleButton } from '../../lib/ui/toggle-button';
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

/** The toggles of one card: pin and star for everyone who sees it, feature for site administrators (spec §4, §6). */
function GroupCardActions({ group, siteId, admin }: { group: Group; siteId: number; admin: boolean }) {
  const platform = usePlatform();
  const [mark, marking] = useMarkGroupMutation();
  const [feature, featuring] = useFeatureGroupMutation();
  const id = group.groupId;
  const run = (call: Promise<unknown>) => call.catch((error: unknown) => platform.notify(errorMessage(error), 'error'));
  const busy = marking.isLoading ? marking.originalArgs?.mark : undefined;
  return (
    <>
      <ToggleButton
        on={group.pinned}
        onLabel="Unpin"
        offLabel="Pin"
        itemName={group.name}
        loading={busy === 'pin' || busy === 'unpin'}
        onToggle={(on) => void run(mark({ id, mark: on ? 'pin' : 'unpin' }).unwrap())}
      />
      <ToggleButton
        on={group.starred}
        onLabel="Unstar"
        offLabel="Star"
        itemName={group.name}
        loading={busy === 'star' || busy === 'unstar'}
        onToggle={(on) => void run(mark({ id, mark: on ? 'star' : 'unstar' }).unwrap())}
      />
      {admin && (
        <ToggleButton
          on={group.isFeatured}
          onLabel="Unfeature"
          offLabel="Feature"
          itemName={group.name}
          loading={featuring.isLoading}
          onToggle={(on) => void run(feature({ id, indexId: siteId, featured: on }).unwrap())}
        />
      )}
    </>
  );
}

function GroupList({ page, siteId, prefixed }: { page: ListPage; siteId: number; prefixed: boolean }) {
  const platform = usePlatform();
  const phone = usePhone();
  const admin = useIsSiteAdmin();
  const [currentPage, goToPage] = useListPage();
  const list = useListGroupsQuery({ deploymentIndexId: siteId, type: page.type, currentPage });
  const rows = list.data?.rows ?? [];
  return (
    <ListLayout
      kind="group"
      siteId={siteId}
      prefixed={prefixed}
      pages={GROUP_LIST_PAGES}
      current={page}
      // GET v2/groups/count answers one total, not each list's size: the open list's size comes with its page.
      countOf={(tab) => (tab.type === page.type ? list.data?.count : undefined)}
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
              actions={<GroupCardActions group={group} siteId={siteId} admin={admin} />}
            />
          </CardCell>
        ))}
      </CardGrid>
    </ListLayout>
  );
}

/**
 * A group list page (spec §2.3 "Group lists"; calls doc §7 GET v2/groups): the list type of the route, 30 a page,
 * as the server orders it (featured: newest featured first).
 */
export function GroupListsPage({ page }: { page: ListPage }) {
  const { siteId, prefixed } = useSiteId();
  useRefreshOnChanges();
  if (!siteId) return <NoSite title={page.title} />;
  return <GroupList page={page} siteId={siteId} prefixed={prefixed} />;
}
