import { PAGE_SIZES } from '@portal/contracts';
import type { SiteAccess } from '../sites/site-access.js';
import type { SearchEngine } from './search-engine.js';

/**
 * Suggestions as the user types: up to 8 unique titles of the site's documents, titles starting with the text
 * first, then with a word starting with it, then containing it (match-index/). Titles of every document, private
 * ones included: titles are listed in results anyway.
 */
export async function suggestTitles(engine: SearchEngine, access: SiteAccess, text: string): Promise<string[]> {
  const index = await engine.matchIndexes.forSite(access.site.deploymentIndexId, access.revision);
  return index.suggest(text, PAGE_SIZES.suggestions);
}
