import { Button } from 'antd';
import { pageCount, PAGE_SIZE } from '../lib/page-number';

/**
 * Previous / next paging of a list of 30 a page (spec §9) with where the user is; hidden when everything fits on
 * one page.
 */
export function Pager({
  page,
  total,
  label,
  onPage,
}: {
  page: number;
  total: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, PAGE_SIZE);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'center' }}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
