import { Button } from 'antd';
import { pageCount } from '../state/search-url-state';

/** Page numbers shown around the current one (plus the first and the last). */
const AROUND = 2;

/** The pages to offer: first, last, and AROUND either side of the current one; null marks a gap. */
export function pagesToShow(current: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let page = 1; page <= pages; page += 1) {
    if (page === 1 || page === pages || Math.abs(page - current) <= AROUND) shown.push(page);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/**
 * Paging of the results: previous, the page numbers near the current one, next. Drawn with antd buttons rather
 * than antd's Pagination, which brings its own select and input into the first load (see search-page.tsx).
 */
export function Pager({
  page,
  total,
  pageSize,
  compact,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  compact: boolean;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, justifyContent: 'center' }}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
        ‹ {compact ? '' : 'Previous'}
      </Button>
      {compact ? (
        <span style={{ alignSelf: 'center', padding: '0 8px' }}>
          {page} / {pages}
        </span>
      ) : (
        pagesToShow(page, pages).map((shown, index) =>
          shown === null ? (
            <span key={`gap-${index}`} aria-hidden="true" style={{ alignSelf: 'center', padding: '0 4px' }}>
              …
            </span>
          ) : (
            <Button
              key={shown}
              type={shown === page ? 'primary' : 'default'}
              aria-current={shown === page ? 'page' : undefined}
              aria-label={`Page ${shown}`}
              onClick={() => onPage(shown)}
            >
              {shown}
            </Button>
          ),
        )
      )}
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page">
        {compact ? '' : 'Next'} ›
      </Button>
    </nav>
  );
}
