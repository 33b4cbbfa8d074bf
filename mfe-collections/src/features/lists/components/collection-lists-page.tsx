import type { CollectionListType } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useCountCollectionsQuery, useListCollectionsQuery } from '../../../api/collections-api';
import { COLLECTION_LIST_PAGES, detailsPath, type ListPage } from '../../../lib/routes';
import { usePhone } from '../../../hooks/use-phone';
import { useIsSiteAdmin, useRefreshOnChanges, useSiteId } from '../../../hooks/use-site';
import { CardCell, CardGrid, EntityCard, countOf } from '../../../components/entity-card';
import { Notice } from '../../../components/notice';
import { CollectionMarkToggles } from '../../../components/mark-toggles';
import { ListLayout, NoSite, useListPage } from './list-layout';

/** What to do when a list is empty, by list type. */
const EMPTY: Record<CollectionListType, string> = {
  my: 'You have no collections yet. Create one with New collection, then add assets to it from search results or the upload console.',
  shared: 'No collection has been shared with you yet. Collections appear here when someone adds you to one.',
  'all-public':
    'This site has no public collections yet. A collection that is not confidential appears here for everyone on the site.',
  pinned: 'You have not pinned a collection yet. Pin one from any list to keep it here.',
  featured: 'No collection is featured on this site yet.',
  starred: 'You have not starred a collection yet. Star one from any list to find it here.',
};

function CollectionList({ page, siteId, prefixed }: { page: ListPage; siteId: number; prefixed: boolean }) {
  const platform = usePlatform();
  const phone = usePhone();
  const admin = useIsSiteAdmin();
  const [currentPage, goToPage] = useListPage();
  const counts = useCountCollectionsQuery(siteId);
  const list = useListCollectionsQuery({ deploymentIndexId: siteId, type: page.type, currentPage });
  const rows = list.data?.rows ?? [];
  return (
    <ListLayout
      kind="collection"
      siteId={siteId}
      prefixed={prefixed}
      pages={COLLECTION_LIST_PAGES}
      current={page}
      countOf={(tab) => counts.data?.[tab.count]}
      phone={phone}
      newLabel="New collection"
      onNew={() => platform.panels.open('editCollectionDetails', { indexId: siteId })}
      state={{ loading: list.isLoading, fetching: list.isFetching, error: list.error, rows: rows.length }}
      empty={
        <Notice kind="info" title="Nothing here yet.">
          {EMPTY[page.type]}
          {page.type === 'featured' &&
            admin &&
            ' As a site administrator, use Feature on a collection to show it here.'}
        </Notice>
      }
      total={list.data?.count ?? 0}
      page={currentPage}
      onPage={goToPage}
    >
      <CardGrid label="Collections" phone={phone}>
        {rows.map((collection) => (
          <CardCell key={collection.collectionId}>
            <EntityCard
              href={detailsPath('collection', prefixed ? siteId : null, collection.collectionId)}
              name={collection.name}
              description={collection.description}
              count={countOf(collection.collectionAssetsCount, 'asset')}
              confidential={collection.isConfidential}
              featured={collection.isFeatured}
              thumbnailUrl={collection.theme.thumbnailUrl}
              colors={collection.theme}
              actions={<CollectionMarkToggles collection={collection} admin={admin} />}
            />
          </CardCell>
        ))}
      </CardGrid>
    </ListLayout>
  );
}

/**
 * A collection list page (spec §2.3 "Collection lists"; calls doc §7 GET v2/collections, v2/collections/count):
 * the list type of the route, 30 a page, as the server orders it (featured: newest featured first).
 */
export function CollectionListsPage({ page }: { page: ListPage }) {
  const { siteId, prefixed } = useSiteId();
  useRefreshOnChanges();
  if (!siteId) return <NoSite title={page.title} />;
  return <CollectionList page={page} siteId={siteId} prefixed={prefixed} />;
}
