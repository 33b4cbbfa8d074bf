import { Button, Select, Space } from 'antd';
import { ORDER_BY_OPTIONS, ROWS_PER_PAGE_CHOICES, type ResultRenderer } from '@portal/contracts';
import type { OrderBy, SearchState } from '@portal/contracts';
import { modeOf, pageCount } from '../state/search-url-state';
import { SelectionActions } from './selection-actions';

const RELEVANCE = 'relevance';

/**
 * Above the results: the total and the page count, the selected results' actions where results can be ticked, the order (Published Date, Uploaded Date, Metadata Modified
 * Date, or relevance when there are words; semantic search orders by meaning only), the page size, and the
 * renderer on wider screens.
 */
export function ResultsToolbar(props: {
  state: SearchState;
  totalRecords: number;
  renderer: ResultRenderer;
  phone: boolean;
  onOrderBy: (orderBy: OrderBy | null) => void;
  onPageSize: (size: number) => void;
  onRenderer: (renderer: ResultRenderer) => void;
  /** The selected results (doc ids) and how to clear them, when the page lets results be selected. */
  selection?: { ids: ReadonlySet<string>; onClear: () => void } | undefined;
}) {
  const { state, totalRecords, selection } = props;
  const pages = pageCount(totalRecords, state.documentsPerPage);
  const semantic = modeOf(state) === 'semantic';
  const orderOptions = [
    ...(state.q.trim() !== '' ? [{ value: RELEVANCE, label: 'Relevance' }] : []),
    ...ORDER_BY_OPTIONS.map((option) => ({ value: option.value, label: option.label })),
  ];
  const sizes = [...new Set([...ROWS_PER_PAGE_CHOICES, state.documentsPerPage])].sort((a, b) => a - b);
  return (
    <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
      <Space wrap size={16}>
        <span aria-live="polite" data-testid="result-count">
          {totalRecords.toLocaleString()} {totalRecords === 1 ? 'result' : 'results'}
          {pages > 1 && ` · page ${Math.min(state.page, pages)} of ${pages.toLocaleString()}`}
        </span>
        {selection && <SelectionActions ids={selection.ids} onClear={selection.onClear} />}
      </Space>
      <Space wrap>
        <span title={semantic ? 'Semantic search orders by meaning.' : undefined}>
          <Select
            aria-label="Order by"
            disabled={semantic}
            value={state.orderBy ?? (state.q.trim() !== '' ? RELEVANCE : 'published_date')}
            onChange={(value: string) => props.onOrderBy(value === RELEVANCE ? null : (value as OrderBy))}
            options={orderOptions}
            style={{ width: 210 }}
          />
        </span>
        <Select
          aria-label="Results per page"
          value={state.documentsPerPage}
          onChange={props.onPageSize}
          options={sizes.map((size) => ({ value: size, label: `${size} per page` }))}
          style={{ width: 130 }}
        />
        {!props.phone && (
          <Space.Compact aria-label="Show results as" role="group">
            {(['Card', 'Gallery'] as const).map((choice) => (
              <Button
                key={choice}
                type={props.renderer === choice ? 'primary' : 'default'}
                aria-pressed={props.renderer === choice}
                onClick={() => props.onRenderer(choice)}
              >
                {choice}
              </Button>
            ))}
          </Space.Compact>
        )}
      </Space>
    </Space>
  );
}
