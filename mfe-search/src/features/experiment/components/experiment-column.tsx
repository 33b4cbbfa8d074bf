import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { contentPath, resultTitle, type SearchHit } from '@portal/search-results';
import { MODE_LABELS, type ExperimentMode } from '../state/experiment-requests';
import { overlapMarker, type ResultLists } from '../state/result-overlap';

/** What a column shows: a reason it was not searched, the search under way, its failure, or its results. */
export type ColumnState =
  | { kind: 'waiting'; message: string }
  | { kind: 'searching' }
  | { kind: 'failed'; message: string }
  | { kind: 'answered'; hits: SearchHit[]; totalRecords: number };

/** One search of the experiment: its top results with their rank, each a link to its content page and marked. */
export function ExperimentColumn({
  mode,
  state,
  siteId,
  lists,
}: {
  mode: ExperimentMode;
  state: ColumnState;
  siteId: number;
  lists: ResultLists;
}) {
  const { token } = theme.useToken();
  const headingId = `experiment-${mode}`;
  const muted = { color: token.colorTextSecondary, margin: 0 };
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={state.kind === 'searching'}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 16,
        minWidth: 0,
        display: 'grid',
        gap: 8,
        alignContent: 'start',
      }}
    >
      <h3 id={headingId} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
        {MODE_LABELS[mode]}
      </h3>
      {state.kind === 'waiting' && <p style={muted}>{state.message}</p>}
      {state.kind === 'searching' && <p style={muted}>Searching…</p>}
      {state.kind === 'failed' && (
        <p role="alert" style={{ margin: 0, color: token.colorError }}>
          This search failed: {state.message}
        </p>
      )}
      {state.kind === 'answered' &&
        (state.hits.length === 0 ? (
          <p style={muted}>No results.</p>
        ) : (
          <>
            <p style={muted}>
              Top {state.hits.length} of {state.totalRecords}
            </p>
            <ol aria-label={`${MODE_LABELS[mode]} results`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {state.hits.map((hit, index) => {
                const marker = overlapMarker(hit.doc_id, mode, lists);
                return (
                  <li
                    key={hit.doc_id}
                    style={{ display: 'grid', gridTemplateColumns: '2.5em 1fr', gap: 4, padding: '6px 0' }}
                  >
                    <span style={{ color: token.colorTextSecondary, fontVariantNumeric: 'tabular-nums' }}>
                      {index + 1}.
                    </span>
                    <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      <Link to={contentPath(siteId, hit.doc_id)}>{resultTitle(hit)}</Link>
                      {marker && (
                        <span
                          style={{
                            display: 'block',
                            fontSize: token.fontSizeSM,
                            color: marker === 'only here' ? token.colorTextTertiary : token.colorSuccessText,
                          }}
                        >
                          {marker}
                        </span>
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
          </>
        ))}
    </section>
  );
}
