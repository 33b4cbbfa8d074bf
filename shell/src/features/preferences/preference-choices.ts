import { PAGE_SIZES, type ResultRenderer } from '@portal/contracts';

/** Search result renderers (spec §2.5, §9). */
export const RESULT_RENDERERS: readonly ResultRenderer[] = ['Gallery', 'Card', 'Mobile'];
/** Shown while the user has not chosen one. */
export const DEFAULT_RESULT_RENDERER: ResultRenderer = 'Gallery';

export const ROWS_PER_PAGE_CHOICES: readonly number[] = [10, 25, 30, 50, 100];
/** Shown while the user has not chosen one: search's default page size (spec §9). */
export const DEFAULT_ROWS_PER_PAGE: number = PAGE_SIZES.searchDefault;
