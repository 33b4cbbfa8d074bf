import { WORD } from '../words.js';

/**
 * Suggestions as you type (GET search/suggestions/{text}): unique titles (case-insensitive), those starting
 * with the text first, then those with a word starting with it, then those containing it anywhere; shorter
 * titles first within each, then alphabetically. Titles are found through their words: every word of every
 * title, kept sorted, so the words starting with what was typed are one binary search away.
 */
export class TitleSuggestions {
  /** Lower-case title → the title as first written, and how many documents carry it. */
  private titles = new Map<string, { title: string; documents: number }>();
  /** Word → lower-case titles with that word. */
  private titlesOfWord = new Map<string, Set<string>>();
  private sortedWords: string[] = [];
  /** Answers for one or two letters (thousands of titles qualify), kept until a title comes or goes. */
  private shortAnswers = new Map<string, string[]>();

  add(title: string): void {
    const key = title.toLowerCase();
    const held = this.titles.get(key);
    if (held) {
      held.documents += 1;
      return;
    }
    this.titles.set(key, { title, documents: 1 });
    this.shortAnswers.clear();
    for (const word of wordsOf(key)) {
      const titles = this.titlesOfWord.get(word);
      if (titles) titles.add(key);
      else {
        this.titlesOfWord.set(word, new Set([key]));
        this.sortedWords.splice(lowerBound(this.sortedWords, word), 0, word);
      }
    }
  }

  delete(title: string): void {
    const key = title.toLowerCase();
    const held = this.titles.get(key);
    if (!held) return;
    held.documents -= 1;
    if (held.documents > 0) return;
    this.titles.delete(key);
    this.shortAnswers.clear();
    for (const word of wordsOf(key)) {
      const titles = this.titlesOfWord.get(word);
      titles?.delete(key);
      if (titles?.size === 0) {
        this.titlesOfWord.delete(word);
        this.sortedWords.splice(lowerBound(this.sortedWords, word), 1);
      }
    }
  }

  suggest(typed: string, limit: number): string[] {
    const text = typed.trim().toLowerCase();
    if (text === '' || limit <= 0) return [];
    const cacheKey = `${limit}:${text}`;
    const known = this.shortAnswers.get(cacheKey);
    if (known) return known;
    const best = new TopTitles(limit);
    const first = wordsOf(text)[0];
    if (first !== undefined) {
      // One typed word: every title found through a word starting with it has that word at a word start.
      const oneWord = first === text;
      for (let index = lowerBound(this.sortedWords, first); index < this.sortedWords.length; index += 1) {
        const word = this.sortedWords[index] as string;
        if (!word.startsWith(first)) break;
        for (const key of this.titlesOfWord.get(word) ?? []) {
          if (key.startsWith(text)) best.offer(0, key);
          else if (oneWord || startsAWord(key, text)) best.offer(1, key);
        }
      }
    }
    if (!best.full) {
      // Inside a word: through the words that contain the first typed word (far fewer than the titles).
      const inside = first === undefined ? this.titles.keys() : this.titlesWithWordContaining(first);
      for (const key of inside)
        if (key.includes(text) && !key.startsWith(text) && !startsAWord(key, text)) best.offer(2, key);
    }
    const found = best.keys().map((key) => this.titles.get(key)?.title as string);
    if (text.length <= 2) this.shortAnswers.set(cacheKey, found);
    return found;
  }

  private *titlesWithWordContaining(part: string): Generator<string> {
    for (const word of this.sortedWords)
      if (word.includes(part) && !word.startsWith(part)) yield* this.titlesOfWord.get(word) ?? [];
  }
}

/** The best `limit` titles by (tier, length, text). */
class TopTitles {
  private entries: { tier: number; key: string }[] = [];
  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.entries.length >= this.limit;
  }

  offer(tier: number, key: string): void {
    const entry = { tier, key };
    const worse = (a: typeof entry, b: typeof entry) =>
      a.tier - b.tier || a.key.length - b.key.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    if (this.full && worse(entry, this.entries[this.entries.length - 1] as typeof entry) >= 0) return;
    if (this.entries.some((held) => held.key === key)) return;
    let at = this.entries.length;
    while (at > 0 && worse(entry, this.entries[at - 1] as typeof entry) < 0) at -= 1;
    this.entries.splice(at, 0, entry);
    if (this.entries.length > this.limit) this.entries.pop();
  }

  keys(): string[] {
    return this.entries.map((entry) => entry.key);
  }
}

function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Whether the text occurs in the title right after a character that is not a letter or digit. */
function startsAWord(key: string, text: string): boolean {
  for (let at = key.indexOf(text, 1); at !== -1; at = key.indexOf(text, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(key[at - 1] as string)) return true;
  }
  return false;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
