import type { ResultRenderer } from '@portal/contracts';

/**
 * Search result renderers (spec §2.5, §9) the Preferences panel offers. What it shows while nothing is
 * chosen, and the page sizes, are the search page's own (@portal/contracts search-defaults).
 */
export const RESULT_RENDERERS: readonly ResultRenderer[] = ['Gallery', 'Card', 'Mobile'];
