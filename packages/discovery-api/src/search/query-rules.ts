import { HttpError } from '../http/http-error.js';
import type { SearchMode } from './rank-site.js';

export interface NormalisedQuery {
  /** The words to look for; '' means every document. */
  text: string;
  phrase: boolean;
  mode: SearchMode;
}

/** The text that asks for every document (spec §5: search text defaults to it). */
export const EVERYTHING = '*';

export const SEMANTIC_NEEDS_WORDS =
  'Semantic search needs words to search by meaning: an empty or * query cannot be searched semantically.';

/**
 * The query rules of spec §5, on the server side. Empty text means `*` (everything). The search box sends a
 * keyword search in full-text mode with its words joined by plus signs, and an exact phrase wrapped in double
 * quotes: so plus signs between words are spaces, and a quoted text is an exact phrase (in keyword and hybrid
 * modes). queryType 'semantic' searches by meaning and refuses an empty or `*` query; 'hybrid' (or
 * useVectorSearch) fuses both; anything else is keyword search.
 */
export function normaliseQuery(input: { q?: string; queryType?: string; useVectorSearch?: boolean }): NormalisedQuery {
  const mode: SearchMode =
    input.queryType === 'semantic'
      ? 'semantic'
      : input.queryType === 'hybrid' || input.useVectorSearch
        ? 'hybrid'
        : 'keyword';
  let text = (input.q ?? '').trim();
  let phrase = false;
  const quoted = /^"(.*)"$/s.exec(text);
  if (quoted) {
    text = (quoted[1] as string).trim();
    phrase = mode !== 'semantic';
  }
  text = text
    .replace(/(?<=[\p{L}\p{N}])\+(?=[\p{L}\p{N}"])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === EVERYTHING) text = '';
  if (mode === 'semantic' && text === '') throw new HttpError(400, SEMANTIC_NEEDS_WORDS);
  return { text, phrase: phrase && text !== '', mode };
}
