import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Grid } from 'antd';
import { useParams } from 'react-router-dom';
import { errorMessage, useGetPreferencesQuery, useSavePreferencesMutation } from '@portal/api-client';
import { DEFAULT_RESULT_RENDERER, DEFAULT_ROWS_PER_PAGE, type ResultRenderer } from '@portal/contracts';
import { usePageAction, usePlatform, useStream } from '@portal/platform';
import { accessOf, resultTitle, SearchResultsList, type SearchHit } from '@portal/search-results';
import { TitledPage } from '@portal/ui';
import { useSearchQuery } from '../../../api/search-api';
import { useResultAccess } from '../hooks/use-result-access';
import { useResultSelection } from '../hooks/use-result-selection';
import { useSearchState } from '../hooks/use-search-state';
import { selectionScope } from '../state/result-selection';
import { searchProblem, searchRequestOf } from '../state/search-request';
import { modeOf, withFacets, withMode, withOrderBy, withPage, withPageSize } from '../state/search-url-state';
import { AddToCollectionButton } from './add-to-collection-button';
import { AnswersBlock } from './answers-block';
import { FacetsPanel } from './facets-panel';
import { FilterChips } from './filter-chips';
import { NoResults } from './no-results';
import { Notice } from './notice';
import { Pager } from './pager';
import { ResultsToolbar } from './results-toolbar';
import { SearchBox } from './search-box';
import { SuggestedQuestions } from './suggested-questions';

/** Phone-only, so it is its own chunk: desktops never load it. */
const FiltersDrawer = lazy(() => import('./filters-drawer'));

/** The search page's code in the site's menu: the site's actions for it are asked for under this code. */
const SEARCH_PAGE_CODE = 'search';

/**
 * Search Results (spec §2.1 `.../search` and `/search`; §2.2 indexSearch): the search box (with the questions people
 * ask before anything is searched), filters, the results in the user's renderer (Mobile under 768 px) with their
 * access checked after the search (use-result-access.ts), answers for semantic and hybrid searches, paging. Where the
 * site's search page offers downloads, results can be ticked and downloaded as one ZIP. The URL holds the whole
 * search. `/search` searches the current site.
 *
 * The remote must stay within the foundation's first-mount budget (150 KB gzipped, bench/bundles): antd
 * components that bring large dependencies of their own (Pagination, Alert, Skeleton, Empty, Segmented,
 * Typography, Collapse, Card) are replaced by plain elements in the theme's tokens, and the phone drawer is
 * loaded on demand.
 */
export function SearchPage() {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const { indexId } = useParams();
  const siteId = Number(indexId ?? site?.site.deploymentIndexId ?? NaN);
  const preferences = useGetPreferencesQuery();
  const [savePreferences] = useSavePreferencesMutation();
  const [state, go] = useSearchState(preferences.data?.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const preferred = preferences.data?.resultRenderer;
  // Mobile is for phones only: a stored Mobile on a wider screen shows the default.
  const renderer: ResultRenderer = phone
    ? 'Mobile'
    : preferred === 'Gallery' || preferred === 'Card'
      ? preferred
      : DEFAULT_RESULT_RENDERER;

  const ready = Number.isInteger(siteId) && siteId > 0 && !preferences.isLoading && screens.md !== undefined;
  const problem = searchProblem(state);
  const search = useSearchQuery(searchRequestOf(state, siteId), { skip: !ready || problem !== null });
  // While the next page or filter loads, the last results stay (dimmed, aria-busy) instead of flashing away.
  const result = search.isError ? undefined : search.data;
  const facets = result?.facets ?? [];
  const hits = useResultAccess(result?.documents);
  // Results can be ticked and downloaded together where the site's search page offers downloads (flag 32).
  const canDownload = usePageAction('download', SEARCH_PAGE_CODE);
  const { selection, clear: clearSelection } = useResultSelection(selectionScope(state, siteId));

  // Stable across searches, so the facets panel (memoised) is not drawn again while only the URL changes.
  const onFacets = useCallback((items: string[]) => go((current) => withFacets(current, items)), [go]);
  // "Add to collection" on each result the user may open, when the site's actions of this page allow it (flag 8).
  const addToCollection = usePageAction('addToCollection', SEARCH_PAGE_CODE);
  const resultActions = useCallback(
    (hit: SearchHit) => (accessOf(hit).accessible ? <AddToCollectionButton hit={hit} /> : null),
    [],
  );
  // A private asset the user may not open: its title opens the content remote's Private Asset dialog (spec §2.6).
  const openPrivate = useCallback(
    (hit: SearchHit) => platform.dialogs.open('privateAsset', { docId: hit.doc_id, title: resultTitle(hit) }),
    [platform],
  );

  if (!ready) {
    return (
      <TitledPage title="Search Results">
        <p aria-busy="true">Loading…</p>
      </TitledPage>
    );
  }

  const facetsPanel = <FacetsPanel facets={facets} items={state.facets} onChange={onFacets} />;
  const titleOf = (docId: string) => result?.documents.find((hit) => hit.doc_id === docId)?.title;

  return (
    <TitledPage title="Search Results">
      {/* One column no wider than the page: an empty box's long placeholder made phones scroll sideways. */}
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        <SearchBox state={state} indexId={siteId} onSearch={go} />
        {state.q.trim() === '' && <SuggestedQuestions indexId={siteId} state={state} compact={phone} />}
        <FilterChips facets={facets} items={state.facets} onChange={onFacets} />
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: phone ? '1fr' : 'minmax(220px, 280px) 1fr',
            gap: 24,
            alignItems: 'start',
          }}
        >
          {phone ? (
            <>
              <Button onClick={() => setFiltersOpen(true)}>
                Filters{state.facets.length > 0 ? ` (${state.facets.length})` : ''}
              </Button>
              <Suspense fallback={null}>
                {filtersOpen && (
                  <FiltersDrawer open={filtersOpen} onClose={() => setFiltersOpen(false)}>
                    {facetsPanel}
                  </FiltersDrawer>
                )}
              </Suspense>
            </>
          ) : (
            facetsPanel
          )}
          <section
            aria-label="Results"
            aria-busy={search.isFetching}
            style={{
              display: 'grid',
              gap: 16,
              minWidth: 0,
              opacity: search.isFetching && result ? 0.6 : 1,
              transition: 'opacity 0.2s',
            }}
          >
            {problem && <Notice kind="warning" title={problem} />}
            {search.isError && (
              <Notice kind="error" title="The search failed">
                {errorMessage(search.error, 'The search failed.')}
              </Notice>
            )}
            {!result && search.isFetching && <p>Searching…</p>}
            {result && !problem && (
              <>
                <ResultsToolbar
                  state={state}
                  totalRecords={result.totalRecords}
                  renderer={renderer}
                  phone={phone}
                  onOrderBy={(orderBy) => go(withOrderBy(state, orderBy))}
                  onPageSize={(size) => {
                    void savePreferences({ rowsPerPage: size });
                    go(withPageSize(state, size));
                  }}
                  onRenderer={(chosen) => void savePreferences({ resultRenderer: chosen })}
                  selection={canDownload ? { ids: selection.selected, onClear: clearSelection } : undefined}
                />
                {modeOf(state) !== 'keyword' && (
                  <AnswersBlock answers={result.answers} siteId={siteId} titleOf={titleOf} />
                )}
                {hits.length === 0 ? (
                  <NoResults
                    q={state.q}
                    filterCount={state.facets.length}
                    semantic={state.semantic}
                    onClearFilters={() => go(withFacets(state, []))}
                    onSwitchMode={() => go(withMode(state, state.semantic ? 'keyword' : 'semantic'))}
                  />
                ) : (
                  <SearchResultsList
                    hits={hits}
                    siteId={siteId}
                    renderer={renderer}
                    actions={addToCollection ? resultActions : undefined}
                    onPrivate={openPrivate}
                    selection={canDownload ? selection : undefined}
                  />
                )}
                <Pager
                  page={state.page}
                  total={result.totalRecords}
                  pageSize={state.documentsPerPage}
                  compact={phone}
                  onPage={(page) => go(withPage(state, page))}
                />
              </>
            )}
          </section>
        </div>
      </div>
    </TitledPage>
  );
}
