import { HIGHLIGHT_FRAGMENT_CHARS } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { markSpans, type Span } from './marked-text.js';
import { sqlRows } from '../db/sql-rows.js';
import { WORD } from './words.js';

/** Fragments per document. */
export const HIGHLIGHT_FRAGMENTS = 2;
/** Text looked at per document. */
const HIGHLIGHT_TEXT_LIMIT = 100_000;
/** Characters kept before the first match of a fragment. */
const LEAD_CHARS = 80;
/** Words whose lexemes are remembered; past it the memory starts again. */
const LEXEME_CACHE_LIMIT = 500_000;

interface Word extends Span {
  /** Lower case. */
  word: string;
}

interface Token extends Word {
  lexemes: readonly string[];
}

/**
 * Highlights of keyword results: up to two fragments of about 400 characters of a document's text where the
 * query's words occur most (all of the phrase's words in order for an exact phrase), the words marked with
 * <em> and the text HTML-escaped. A word matches when its lexeme (the database's own English stemming, as
 * search matched it) is one of the query's; the lexemes of the words seen are remembered, so after the first
 * searches the database is asked only about new words, once for a whole page.
 */
export class Highlighter {
  private lexemesOf = new Map<string, readonly string[]>();

  constructor(private readonly db: Database) {}

  /** Fragments per asset, for the documents whose text holds a query word (others are left out). */
  async fragments(
    texts: ReadonlyMap<number, string>,
    queryLexemes: readonly string[],
    phrase: boolean,
  ): Promise<Map<number, string[]>> {
    const result = new Map<number, string[]>();
    if (queryLexemes.length === 0) return result;
    // One pass over each text finds its words; their lexemes are looked up (and learnt) afterwards.
    const documents = [...texts].map(([assetId, whole]) => {
      const text = whole.slice(0, HIGHLIGHT_TEXT_LIMIT);
      return { assetId, text, words: wordsOf(text) };
    });
    await this.learn(documents);
    const wanted = new Set(queryLexemes);
    const isWanted = new Map<string, boolean>();
    const wantedWord = (word: string) => {
      let hit = isWanted.get(word);
      if (hit === undefined)
        isWanted.set(word, (hit = (this.lexemesOf.get(word) ?? NO_LEXEMES).some((lexeme) => wanted.has(lexeme))));
      return hit;
    };
    for (const { assetId, text, words } of documents) {
      const matched = phrase
        ? phraseMatches(
            words.map((word) => ({ ...word, lexemes: this.lexemesOf.get(word.word) ?? NO_LEXEMES })),
            queryLexemes,
          )
        : words.filter((word) => wantedWord(word.word));
      if (matched.length === 0) continue;
      result.set(assetId, chooseFragments(text, words, matched));
    }
    return result;
  }

  /** Asks the database for the lexemes of the words not seen yet (to_tsvector with the search configuration). */
  private async learn(documents: { words: Word[] }[]): Promise<void> {
    const unknown = new Set<string>();
    for (const { words } of documents) for (const { word } of words) if (!this.lexemesOf.has(word)) unknown.add(word);
    if (unknown.size === 0) return;
    if (this.lexemesOf.size + unknown.size > LEXEME_CACHE_LIMIT) this.lexemesOf.clear();
    const rows = await sqlRows<{ word: string; lexemes: string[] }>(
      this.db,
      sql`select w as word, tsvector_to_array(to_tsvector('public.portal_en', w)) as lexemes from unnest(${sql.param([...unknown])}::text[]) as w`,
    );
    for (const row of rows) this.lexemesOf.set(row.word, row.lexemes);
  }
}

const NO_LEXEMES: readonly string[] = [];

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD))
    words.push({ start: match.index, end: match.index + match[0].length, word: match[0].toLowerCase() });
  return words;
}

/** Tokens of every occurrence of the phrase: its lexemes in order, words without a lexeme (stop words) skipped. */
function phraseMatches(tokens: Token[], phrase: readonly string[]): Word[] {
  const words = tokens.filter((token) => token.lexemes.length > 0);
  const matched: Token[] = [];
  for (let at = 0; at + phrase.length <= words.length; at += 1) {
    if (phrase.every((lexeme, offset) => (words[at + offset] as Token).lexemes.includes(lexeme)))
      matched.push(...words.slice(at, at + phrase.length));
  }
  return matched;
}

/** Fragments considered per document: one starting at each of its first matches. */
const CANDIDATE_FRAGMENTS = 200;

/** The best fragments (most distinct words matched, then most matches), in text order, marked and escaped. */
function chooseFragments(text: string, tokens: readonly Span[], matched: readonly Word[]): string[] {
  // Each matched word as a number (the same word in any case, the same number), counted with a stamp per window.
  const numberOf = new Map<string, number>();
  const wordNumbers = matched.map(({ word }) => {
    let number = numberOf.get(word);
    if (number === undefined) numberOf.set(word, (number = numberOf.size));
    return number;
  });
  const stamps = new Int32Array(numberOf.size).fill(-1);
  const windows = matched.slice(0, CANDIDATE_FRAGMENTS).map((first, window) => {
    const earliest = first.start - LEAD_CHARS;
    const start =
      earliest <= 0 ? 0 : (tokens[firstIndex(tokens, (token) => token.start >= earliest)]?.start ?? first.start);
    const limit = start + HIGHLIGHT_FRAGMENT_CHARS;
    const end =
      limit >= text.length
        ? text.length
        : Math.max(first.end, tokens[firstIndex(tokens, (token) => token.end > limit) - 1]?.end ?? first.end);
    const from = firstIndex(matched, (token) => token.start >= start);
    const to = firstIndex(matched, (token) => token.end > end);
    let distinct = 0;
    for (let at = from; at < to; at += 1) {
      const number = wordNumbers[at] as number;
      if (stamps[number] !== window) {
        stamps[number] = window;
        distinct += 1;
      }
    }
    return { start, end, from, to, score: distinct * 1000 + (to - from) };
  });
  const chosen: typeof windows = [];
  for (const window of [...windows].sort((a, b) => b.score - a.score || a.start - b.start)) {
    if (chosen.length >= HIGHLIGHT_FRAGMENTS) break;
    if (chosen.some((held) => window.start < held.end && held.start < window.end)) continue;
    chosen.push(window);
  }
  return chosen
    .sort((a, b) => a.start - b.start)
    .map((window) =>
      markSpans(text, matched.slice(window.from, window.to), window.start, window.end).replace(/\s+/g, ' ').trim(),
    );
}

/** The first index whose token satisfies a condition that, once true, stays true (binary search); length if none. */
function firstIndex(tokens: readonly Span[], condition: (token: Span) => boolean): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (condition(tokens[middle] as Span)) high = middle;
    else low = middle + 1;
  }
  return low;
}
