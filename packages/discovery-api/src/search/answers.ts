import type { SearchAnswer } from '@portal/contracts';
import { markSpans } from './marked-text.js';
import type { Passage } from './semantic-ranking.js';
import { WORD } from './words.js';

/** Answers of one search: the best passage of each of this many best documents. */
const ANSWERS = 3;

/**
 * Answers of a semantic or hybrid search: the best passage of each of the three best documents (passages come
 * best first), for documents among the listed ones (`docIdOf`), with the query's words marked.
 */
export function answersOf(
  passages: readonly Passage[],
  docIdOf: ReadonlyMap<number, string>,
  text: string,
): SearchAnswer[] {
  const seen = new Set<number>();
  const best = passages.filter((passage) => !seen.has(passage.assetId) && seen.add(passage.assetId)).slice(0, ANSWERS);
  return best.flatMap((passage) => {
    const key = docIdOf.get(passage.assetId);
    return key ? [{ key, text: passage.text, highlights: markWords(passage.text, text) }] : [];
  });
}

/**
 * The passage with the query's words (whole words of three letters or more, any case, and what follows them in
 * the word: `budget` marks `Budgets`) wrapped in <em>, or null when none occurs. Answers are marked by the
 * words as typed, where keyword highlights (highlights.ts) go by lexemes: a passage found by meaning need not
 * hold a lexeme of the query.
 */
function markWords(passage: string, text: string): string | null {
  const words = [...new Set((text.toLowerCase().match(WORD) ?? []).filter((word) => [...word].length >= 3))];
  if (words.length === 0) return null;
  const pattern = new RegExp(
    `\\b(${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\w*`,
    'giu',
  );
  const spans = [...passage.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  return spans.length === 0 ? null : markSpans(passage, spans);
}
