import { PAGE_SIZES } from '@portal/contracts';

/** The page size of every list of this remote: groups, collections, their assets and collection search (§9). */
export const PAGE_SIZE = PAGE_SIZES.lists;

/**
 * The page helper of spec §5: a page from the URL must be a positive integer, else it is the first page; the
 * size defaults to the helper's 10 and is 30 everywhere in this remote. Answers the page and its first row (0-based).
 */
export function pageOf(raw: string | number | null | undefined, size: number = PAGE_SIZES.pageHelperDefault) {
  const value = typeof raw === 'number' ? raw : Number(raw ?? NaN);
  const page = Number.isInteger(value) && value > 0 ? value : 1;
  return { page, size, offset: (page - 1) * size };
}

/** Page count (calls doc §9): the total divided by the rows per page, rounded up; at least one page. */
export const pageCount = (total: number, size: number = PAGE_SIZE) => Math.max(1, Math.ceil(total / size));
