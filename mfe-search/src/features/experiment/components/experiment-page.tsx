import { useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { isAllowed, type SearchRequest } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import type { SearchResponse } from '@portal/search-results';
import { TitledPage } from '@portal/ui';
import { useSearchQuery } from '../../../api/search-api';
import { ExperimentColumn, type ColumnState } from './experiment-column';
import {
  EXPERIMENT_MODES,
  experimentRequest,
  hasWords,
  SEMANTIC_NEEDS_WORDS,
  type ExperimentMode,
} from '../state/experiment-requests';
import { overlapSummary, type ResultLists } from '../state/result-overlap';

/** The spec's page title of the route (spec §2.1 extra screens). */
export const EXPERIMENT_TITLE = 'Experiment';

/** What a column reads of a search: the same POST v2/search hook (and cache) as the search page. */
type SearchHook = (
  request: SearchRequest,
  options: { skip: boolean },
) => { data?: SearchResponse; error?: unknown; isError: boolean; isFetching: boolean };
const useSearch: SearchHook = useSearchQuery;

/** The query box; the query is compared when submitted. */
function QueryForm({
  initial,
  siteName,
  onSubmit,
}: {
  initial: string;
  siteName: string;
  onSubmit: (q: string) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft.trim());
  };
  return (
    <form role="search" aria-label="Search experiment" onSubmit={submit} style={{ display: 'flex', gap: 8 }}>
      <Input
        aria-label="Query"
        placeholder={`A query to search ${siteName} with`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="primary" htmlType="submit">
        Compare
      </Button>
    </form>
  );
}

function columnState(search: ReturnType<SearchHook>, waiting: string | null): ColumnState {
  if (waiting !== null) return { kind: 'waiting', message: waiting };
  if (search.isError) return { kind: 'failed', message: errorMessage(search.error, 'The search failed.') };
  if (search.isFetching || !search.data) return { kind: 'searching' };
  return { kind: 'answered', hits: search.data.documents, totalRecords: search.data.totalRecords };
}

/**
 * /experiment, Search experiment: one query searched by keyword, by meaning and both fused, on the current site,
 * their top results side by side with what each list shares with the others, for the people who tune search. The
 * query is kept in the URL (`?q=`), so a comparison can be shared. Semantic search needs words (spec §5): without
 * them its column says so instead of asking. The hybrid column follows the search page's rule: only users who see
 * the hybrid search button there (seeHybridSearchButton) get it.
 */
export function ExperimentPage() {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const permissions = useStream(platform.permissions$);
  const [params, setParams] = useSearchParams();
  const submitted = params.get('q');
  const siteId = site?.site.deploymentIndexId ?? 0;
  const q = submitted ?? '';

  const waiting: Record<ExperimentMode, string | null> = {
    keyword: null,
    semantic: hasWords(q) ? null : SEMANTIC_NEEDS_WORDS,
    hybrid: isAllowed(permissions, 'seeHybridSearchButton')
      ? null
      : 'Hybrid search is not offered to you on this site.',
  };
  const idle = submitted === null || !site;
  const keyword = useSearch(experimentRequest(q, 'keyword', siteId), { skip: idle || waiting.keyword !== null });
  const semantic = useSearch(experimentRequest(q, 'semantic', siteId), { skip: idle || waiting.semantic !== null });
  const hybrid = useSearch(experimentRequest(q, 'hybrid', siteId), { skip: idle || waiting.hybrid !== null });
  const searches = { keyword, semantic, hybrid };

  const columns = Object.fromEntries(
    EXPERIMENT_MODES.map((mode) => [mode, columnState(searches[mode], waiting[mode])]),
  ) as Record<ExperimentMode, ColumnState>;
  const lists: ResultLists = Object.fromEntries(
    EXPERIMENT_MODES.flatMap((mode) => {
      const column = columns[mode];
      return column.kind === 'answered' ? [[mode, column.hits.map((hit) => hit.doc_id)]] : [];
    }),
  );
  const summary = overlapSummary(lists);

  return (
    <TitledPage title={EXPERIMENT_TITLE}>
      <div style={{ display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>Search experiment: keyword, semantic and hybrid side by side</p>
        {!site ? (
          <Alert type="info" showIcon title="No site is selected: choose a site to compare its search." />
        ) : (
          <>
            {/* Drawn again when the URL's query changes (back, forward), so the box shows the query compared. */}
            <QueryForm
              key={submitted ?? ''}
              initial={q}
              siteName={site.site.name}
              onSubmit={(text) => setParams({ q: text })}
            />
            {submitted === null ? (
              <p style={{ margin: 0 }}>Type a query and choose Compare to see the top 10 results of each search.</p>
            ) : (
              <>
                <p role="status" style={{ margin: 0, fontWeight: 600 }}>
                  {summary}
                </p>
                <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
                  {EXPERIMENT_MODES.map((mode) => (
                    <ExperimentColumn key={mode} mode={mode} state={columns[mode]} siteId={siteId} lists={lists} />
                  ))}
                </div>
              </>
            )}
          </>
        )}
      </div>
    </TitledPage>
  );
}
