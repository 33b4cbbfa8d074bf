import type { ResultRenderer } from './entities/user.js';

/**
 * What search uses while the user has not chosen (GET v2/users/me/preferences answers null). The search
 * page (mfe-search) searches with these and the Preferences panel (shell) shows them as the current
 * choice, so the panel never claims something the search page does not do.
 *
 * 30 rows: spec §5 says a page size the URL does not give is "the stored rows-per-page or 30", which is
 * the rule for a user with nothing stored; 30 is also the size of the portal's other lists (§9). §9's
 * "search default 25 documents on page 1" is not used here: it conflicts with §5, and §5 is the rule
 * that names the stored choice it stands in for.
 */
export const DEFAULT_ROWS_PER_PAGE = 30;

/** The page sizes offered by the search page and the Preferences panel (the API accepts 1 to 200). */
export const ROWS_PER_PAGE_CHOICES: readonly number[] = [10, 25, 30, 50, 100];

/**
 * Card: the spec lists the renderers (Gallery, Card, Mobile; Mobile under 768 px wide) but names no
 * default. Card shows each result's highlighted passages, which is what a text search is judged by;
 * Gallery, tiles without them, suits browsing images and stays one click away.
 */
export const DEFAULT_RESULT_RENDERER: ResultRenderer = 'Card';
