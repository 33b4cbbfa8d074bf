import { usePlatform } from '@portal/platform';
import { usePhone } from '@portal/ui';
import { CardCell, CardGrid, EntityCard } from '../../../components/entity-card';
import { Notice } from '../../../components/notice';
import { useIsSiteAdmin, useRefreshOnChanges, useSiteId } from '../../../hooks/use-site';
import { detailsPath, type EntityKind, type ListPage } from '../../../lib/routes';
import { useListPage } from '../hooks/use-list-page';
import { COLLECTION_LISTS } from './collection-lists';
import { GROUP_LISTS } from './group-lists';
import type { ListedEntity, ListKind } from './list-kind';
import { ListLayout, NoSite } from './list-layout';

function EntityList<E extends ListedEntity>({
  lists,
  page,
  siteId,
  prefixed,
}: {
  lists: ListKind<E>;
  page: ListPage;
  siteId: number;
  prefixed: boolean;
}) {
  const platform = usePlatform();
  const phone = usePhone();
  const admin = useIsSiteAdmin();
  const [currentPage, goToPage] = useListPage();
  const counts = lists.useCounts(siteId);
  const list = lists.useList({ deploymentIndexId: siteId, type: page.type, currentPage });
  const rows = list.data?.rows ?? [];
  return (
    <ListLayout
      kind={lists.kind}
      siteId={siteId}
      prefixed={prefixed}
      pages={lists.pages}
      current={page}
      countOf={(tab) => counts.data?.[tab.count]}
      phone={phone}
      newLabel={lists.newLabel}
      onNew={() => platform.panels.open(lists.newPanel, { indexId: siteId })}
      state={{ loading: list.isLoading, fetching: list.isFetching, error: list.error, rows: rows.length }}
      empty={
        <Notice kind="info" title="Nothing here yet.">
          {lists.empty[page.type]}
          {page.type === 'featured' && admin && lists.featureHint}
        </Notice>
      }
      total={list.data?.count ?? 0}
      page={currentPage}
      onPage={goToPage}
    >
      <CardGrid label={lists.plural} phone={phone}>
        {rows.map((entity) => {
          const { id, count, related } = lists.card(entity);
          return (
            <CardCell key={id}>
              <EntityCard
                href={detailsPath(lists.kind, prefixed ? siteId : null, id)}
                name={entity.name}
                description={entity.description}
                count={count}
                confidential={entity.isConfidential}
                featured={entity.isFeatured}
                related={related}
                thumbnailUrl={entity.theme.thumbnailUrl}
                colors={entity.theme}
                actions={lists.toggles(entity, admin)}
              />
            </CardCell>
          );
        })}
      </CardGrid>
    </ListLayout>
  );
}

/**
 * A list page of collections or groups (spec §2.3 "Collection lists", "Group lists"): the list type of the route,
 * 30 a page, as the server orders it (featured: newest featured first). One page for both kinds; what differs is
 * described once per kind (collection-lists.tsx, group-lists.tsx).
 */
export function EntityListsPage({ kind, page }: { kind: EntityKind; page: ListPage }) {
  const { siteId, prefixed } = useSiteId();
  useRefreshOnChanges();
  if (!siteId) return <NoSite title={page.title} />;
  // Keyed by kind: each kind's queries are hooks of their own.
  return kind === 'collection' ? (
    <EntityList key={kind} lists={COLLECTION_LISTS} page={page} siteId={siteId} prefixed={prefixed} />
  ) : (
    <EntityList key={kind} lists={GROUP_LISTS} page={page} siteId={siteId} prefixed={prefixed} />
  );
}
