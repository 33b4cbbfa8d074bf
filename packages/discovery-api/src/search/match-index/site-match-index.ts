import { splitFacetKey } from '@portal/contracts';
import { BoundedHeap } from './bounded-heap.js';
import { TitleSuggestions } from './title-suggestions.js';

/** One search record as the match index holds it (read from search_documents by match-indexes.ts). */
export interface MatchRecord {
  assetId: number;
  /** The row's revision (search_revision_seq): a record is only ever replaced by a newer one. */
  revision: number;
  title: string;
  /** Lexemes of everything keyword search matches (title, description, metadata, text): the row's tsv. */
  words: readonly string[];
  /** Lexemes of the title alone (a private asset the user may not open is matched by these only). */
  titleWords: readonly string[];
  /** Facet keys `<field code>_<value>`. */
  facets: readonly string[];
  /** Epoch milliseconds; null when the asset has no published date. */
  publishedDate: number | null;
  created: number;
  modified: number;
  isPrivate: boolean;
}

export type DateColumn = 'published_date' | 'created' | 'metadata_storage_last_modified';

/** What narrows the matched documents: selected values per facet field (alternatives), fields combine; a date. */
export interface MatchFilters {
  /** Field code → selected values. */
  fields: ReadonlyMap<string, readonly string[]>;
  /** Published on or after this instant (epoch milliseconds). */
  publishedFrom?: number;
}

/** Who is looking: null sees every document's content; otherwise the private assets this user may open. */
export type PrivateAccess = ReadonlySet<number> | null;

export interface MatchCounts {
  /** Matched documents that pass every filter. */
  total: number;
  /** Field code → value → count. A field with a selection is counted without its own selection. */
  facets: Map<string, Map<string, number>>;
  /** Ordinals of the matched documents that pass every filter (for ordering by date). */
  passing: Uint8Array;
}

/** The words of a keyword query: any group matches; a group is one word, or the parts of a compound (all needed). */
export type WordGroups = readonly (readonly string[])[];

/** A group of the query's words and how much it counts (the original words of an expanded query count more). */
export interface WeightedGroup {
  words: readonly string[];
  weight: number;
}

export interface WordRanking {
  groups: readonly WeightedGroup[];
  /** Who is looking: a private asset outside it is ranked by its title alone (asset-visibility.ts). */
  access: PrivateAccess;
  /** Only these ordinals (a filter read as the documents it lets through); every live document when absent. */
  allowed?: Uint8Array;
  /** Weight of the title's score added to the whole text's for a document the user may open (title boost). */
  titleWeight: number;
  limit: number;
}

export interface RankedOrdinal {
  ordinal: number;
  score: number;
  /** False for a private asset the user may not open, ranked by its title alone. */
  visible: boolean;
}

/**
 * BM25's constants (the usual ones). The index holds which words a document has, not how often, so every word
 * found counts once (term frequency 1) and a document's length is its number of distinct words.
 */
export const MEMORY_BM25 = { k1: 1.2, b: 0.75 } as const;

const EMPTY = new Int32Array(0);

/**
 * A site's search records held in memory for what has to look at every matched document: which documents
 * match a keyword query (any of its words, as the SQL `tsv @@ a | b` would say), the total, the facet counts
 * of the matched set, ordering by a date, and suggestions from titles. Ranking stays in the database
 * (BM25 with pg_textsearch, passages with pgvector): these answers need no ranking, but in SQL they meant
 * reading tens of thousands of wide rows per search (STACK-NOTES: "facet counting over large matched sets").
 *
 * Documents get ordinals in the order they arrive; a replaced or removed record leaves its old ordinal dead,
 * so every postings list stays sorted and append-only. Dead ordinals are compacted away when they reach a
 * quarter of the index.
 */
export class SiteMatchIndex {
  private assetIdAt: number[] = [];
  private live: boolean[] = [];
  private privateAt: boolean[] = [];
  /** Facet ids of each document: facetPool[facetStart[o] … facetStart[o] + facetCount[o]). */
  private facetStart: number[] = [];
  private facetCount: number[] = [];
  private facetPool = new Int32Array(1 << 16);
  private facetPoolUsed = 0;
  private titleAt: string[] = [];
  /** Distinct words of each document's whole text and of its title (BM25's document lengths), and their live sums. */
  private wordCountAt: number[] = [];
  private titleWordCountAt: number[] = [];
  private liveWordCount = 0;
  private liveTitleWordCount = 0;
  private dateAt: Record<DateColumn, number[]> = {
    published_date: [],
    created: [],
    metadata_storage_last_modified: [],
  };
  private ordinalOf = new Map<number, number>();
  private revisionOf = new Map<number, number>();
  private words = new Map<string, Postings>();
  private titleWords = new Map<string, Postings>();
  private facetKeys: string[] = [];
  private facetIdOf = new Map<string, number>();
  private dead = 0;
  /** Ordinals newest first per date column, rebuilt on the first ordering after a change. */
  private byDate: Partial<Record<DateColumn, Int32Array>> = {};
  /** Facet counts of every live document, kept until a change (see count: large matched sets). */
  private everyCount: Int32Array | null = null;
  private suggestions = new TitleSuggestions();

  /** Live documents. */
  get size(): number {
    return this.ordinalOf.size;
  }

  /** The revision of the record held for an asset, or 0 when none is. */
  revisionOfAsset(assetId: number): number {
    return this.revisionOf.get(assetId) ?? 0;
  }

  hasAsset(assetId: number): boolean {
    return this.ordinalOf.has(assetId);
  }

  /** Adds a record, or replaces an older one of the same asset (a record older than the one held is ignored). */
  put(record: MatchRecord): void {
    if (record.revision <= this.revisionOfAsset(record.assetId)) return;
    this.remove(record.assetId);
    const ordinal = this.assetIdAt.length;
    this.assetIdAt.push(record.assetId);
    this.live.push(true);
    this.privateAt.push(record.isPrivate);
    const facetIds = [...new Set(record.facets)].map((key) => this.facetId(key));
    if (this.facetPoolUsed + facetIds.length > this.facetPool.length) {
      const grown = new Int32Array(Math.max(this.facetPool.length * 2, this.facetPoolUsed + facetIds.length));
      grown.set(this.facetPool.subarray(0, this.facetPoolUsed));
      this.facetPool = grown;
    }
    this.facetStart.push(this.facetPoolUsed);
    this.facetCount.push(facetIds.length);
    this.facetPool.set(facetIds, this.facetPoolUsed);
    this.facetPoolUsed += facetIds.length;
    this.titleAt.push(record.title);
    const wordCount = new Set(record.words).size;
    const titleWordCount = new Set(record.titleWords).size;
    this.wordCountAt.push(wordCount);
    this.titleWordCountAt.push(titleWordCount);
    this.liveWordCount += wordCount;
    this.liveTitleWordCount += titleWordCount;
    this.dateAt.published_date.push(record.publishedDate ?? Number.NEGATIVE_INFINITY);
    this.dateAt.created.push(record.created);
    this.dateAt.metadata_storage_last_modified.push(record.modified);
    this.ordinalOf.set(record.assetId, ordinal);
    this.revisionOf.set(record.assetId, record.revision);
    addPostings(this.words, record.words, ordinal);
    addPostings(this.titleWords, record.titleWords, ordinal);
    this.suggestions.add(record.title);
    this.byDate = {};
    this.everyCount = null;
  }

  /** Forgets an asset's record (nothing when none is held). */
  remove(assetId: number): void {
    const ordinal = this.ordinalOf.get(assetId);
    if (ordinal === undefined) return;
    this.live[ordinal] = false;
    this.liveWordCount -= this.wordCountAt[ordinal] as number;
    this.liveTitleWordCount -= this.titleWordCountAt[ordinal] as number;
    this.suggestions.delete(this.titleAt[ordinal] as string);
    this.ordinalOf.delete(assetId);
    this.revisionOf.delete(assetId);
    this.dead += 1;
    this.byDate = {};
    this.everyCount = null;
    if (this.dead > 1000 && this.dead * 4 > this.assetIdAt.length) this.compact();
  }

  assetIdOf(ordinal: number): number {
    return this.assetIdAt[ordinal] as number;
  }

  /** Whether the user may see the document's content (asset-visibility.ts, with the user's private assets). */
  visible(ordinal: number, access: PrivateAccess): boolean {
    return access === null || !this.privateAt[ordinal] || access.has(this.assetIdAt[ordinal] as number);
  }

  /** Whether the asset is held and the user may see its content (a private asset's passages are searched only then). */
  assetVisible(assetId: number, access: PrivateAccess): boolean {
    const ordinal = this.ordinalOf.get(assetId);
    return ordinal !== undefined && this.visible(ordinal, access);
  }

  /** Every live document. */
  all(): number[] {
    return [...this.ordinalOf.values()];
  }

  /** The live documents of these assets (unknown ones are skipped). */
  ordinalsOf(assetIds: Iterable<number>): number[] {
    const ordinals: number[] = [];
    for (const assetId of assetIds) {
      const ordinal = this.ordinalOf.get(assetId);
      if (ordinal !== undefined) ordinals.push(ordinal);
    }
    return ordinals;
  }

  /** The documents of `base` (distinct) followed by those of `more` not among them: a union without a Set of the whole list. */
  union(base: number[], more: readonly number[]): number[] {
    if (more.length === 0) return base;
    const inBase = new Uint8Array(this.assetIdAt.length);
    for (const ordinal of base) inBase[ordinal] = 1;
    const result = base.slice();
    for (const ordinal of more) {
      if (inBase[ordinal]) continue;
      inBase[ordinal] = 1;
      result.push(ordinal);
    }
    return result;
  }

  /**
   * Documents with any of the word groups: in their text when the user may see it, in their title otherwise
   * (a private asset the user may not open reveals nothing of its text).
   */
  matchWords(groups: WordGroups, access: PrivateAccess): number[] {
    const seen = new Uint8Array(this.assetIdAt.length);
    const matched: number[] = [];
    const collect = (postings: Map<string, Postings>, wantVisible: boolean) => {
      for (const group of groups) {
        for (const ordinal of intersect(group.map((word) => postings.get(word)?.ordinals() ?? EMPTY))) {
          if (seen[ordinal] || !this.live[ordinal] || this.visible(ordinal, access) !== wantVisible) continue;
          seen[ordinal] = 1;
          matched.push(ordinal);
        }
      }
    };
    collect(this.words, true);
    if (access !== null) collect(this.titleWords, false);
    return matched;
  }

  /**
   * Keyword ranking where the database has no BM25 (a plain PostgreSQL server; keyword-ranking.ts): each document
   * that has a group of the words scores BM25 over its whole text plus `titleWeight` times BM25 over its title; a
   * private asset the user may not open scores its title's BM25 alone. Word frequencies are unknown here
   * (MEMORY_BM25); document frequencies count the postings as held (dead ordinals, at most a quarter of them,
   * included). One pass over the query words' postings, the best `limit` kept in a heap: linear in the postings.
   */
  rankWords(ranking: WordRanking): RankedOrdinal[] {
    const ordinals = this.assetIdAt.length;
    const documents = Math.max(1, this.size);
    const scores = new Float64Array(ordinals);
    const visibleAt = new Int8Array(ordinals); // 0 not scored yet, 1 visible, -1 title only
    const touched: number[] = [];
    const { k1, b } = MEMORY_BM25;
    const { access, allowed } = ranking;
    const score = (
      postings: Map<string, Postings>,
      lengths: readonly number[],
      liveLength: number,
      scale: (visible: boolean) => number,
    ) => {
      const averageLength = Math.max(1, liveLength / documents);
      for (const group of ranking.groups) {
        const lists = group.words.map((word) => postings.get(word)?.ordinals() ?? EMPTY);
        if (lists.some((list) => list.length === 0)) continue;
        let weight = 0;
        for (const list of lists) {
          const frequency = Math.min(list.length, documents);
          weight += Math.log(1 + (documents - frequency + 0.5) / (frequency + 0.5));
        }
        weight *= group.weight;
        for (const ordinal of intersect(lists)) {
          if (!this.live[ordinal] || (allowed && !allowed[ordinal])) continue;
          let seen = visibleAt[ordinal] as number;
          if (seen === 0) {
            seen = this.visible(ordinal, access) ? 1 : -1;
            visibleAt[ordinal] = seen;
          }
          const factor = scale(seen === 1);
          if (factor === 0) continue;
          const norm = 1 - b + (b * (lengths[ordinal] as number)) / averageLength;
          if (scores[ordinal] === 0) touched.push(ordinal);
          scores[ordinal] = (scores[ordinal] as number) + (factor * weight * (k1 + 1)) / (1 + k1 * norm);
        }
      }
    };
    score(this.words, this.wordCountAt, this.liveWordCount, (visible) => (visible ? 1 : 0));
    score(this.titleWords, this.titleWordCountAt, this.liveTitleWordCount, (visible) =>
      visible ? ranking.titleWeight : 1,
    );
    // The best `limit`; of equal scores the lower asset id first.
    const heap = new BoundedHeap(
      ranking.limit,
      (a, b) => (this.assetIdAt[a] as number) < (this.assetIdAt[b] as number),
    );
    for (const ordinal of touched) heap.offer(ordinal, scores[ordinal] as number);
    return heap.drain().map(({ id, score }) => ({ ordinal: id, score, visible: visibleAt[id] === 1 }));
  }

  /** A mask over the ordinals of these assets (for rankWords' `allowed`). */
  maskOf(assetIds: Iterable<number>): Uint8Array {
    const mask = new Uint8Array(this.assetIdAt.length);
    for (const ordinal of this.ordinalsOf(assetIds)) mask[ordinal] = 1;
    return mask;
  }

  /**
   * The total and facet counts of the matched documents under the filters, in one pass. A document that fails
   * exactly one selected field still counts for that field's own values, so a field's other values keep true
   * counts (a field's selection does not narrow its own counts). `codes`: the site's field codes, longest first.
   */
  count(ordinals: readonly number[], filters: MatchFilters, codes: readonly string[]): MatchCounts {
    const fieldOfId = this.fieldsOfFacetIds(codes);
    const facetTotal = this.facetKeys.length;
    if (filters.fields.size === 0 && filters.publishedFrom === undefined && ordinals.length * 2 > this.size) {
      return this.countMost(ordinals, fieldOfId);
    }
    // Per selected field (numbered from 1): which facet ids it accepts, and which field each facet id is in.
    const selected = [...filters.fields].map(([code, values]) => {
      const accepts = new Uint8Array(facetTotal);
      for (const value of values) {
        const id = this.facetIdOf.get(`${code}_${value}`);
        if (id !== undefined) accepts[id] = 1;
      }
      return { code, accepts };
    });
    const selectedFieldOf = new Uint8Array(facetTotal);
    selected.forEach((field, at) => {
      for (let id = 0; id < facetTotal; id += 1) if (fieldOfId[id]?.code === field.code) selectedFieldOf[id] = at + 1;
    });
    const counts = new Int32Array(facetTotal);
    const ownCounts = new Int32Array(facetTotal);
    const passing = new Uint8Array(this.assetIdAt.length);
    const from = filters.publishedFrom ?? Number.NEGATIVE_INFINITY;
    const published = this.dateAt.published_date;
    const { facetPool, facetStart, facetCount } = this;
    const fields = selected.length;
    const hits = new Uint8Array(fields + 1);
    let total = 0;
    for (const ordinal of ordinals) {
      if ((published[ordinal] as number) < from) continue;
      const start = facetStart[ordinal] as number;
      const end = start + (facetCount[ordinal] as number);
      let failed = 0;
      let failures = 0;
      if (fields > 0) {
        hits.fill(0);
        for (let at = start; at < end; at += 1) {
          const id = facetPool[at] as number;
          const field = selectedFieldOf[id] as number;
          if (field !== 0 && (selected[field - 1] as { accepts: Uint8Array }).accepts[id]) hits[field] = 1;
        }
        for (let field = 1; field <= fields; field += 1) {
          if (!hits[field]) {
            failures += 1;
            failed = field;
          }
        }
      }
      if (failures === 0) {
        total += 1;
        passing[ordinal] = 1;
        for (let at = start; at < end; at += 1) {
          const id = facetPool[at] as number;
          counts[id] = (counts[id] as number) + 1;
        }
      } else if (failures === 1) {
        for (let at = start; at < end; at += 1) {
          const id = facetPool[at] as number;
          if (selectedFieldOf[id] === failed) ownCounts[id] = (ownCounts[id] as number) + 1;
        }
      }
    }
    for (let id = 0; id < counts.length; id += 1) counts[id] = (counts[id] as number) + (ownCounts[id] as number);
    return { total, facets: this.facetCountsOf(counts, fieldOfId), passing };
  }

  /** Counts per facet id as counts per field and value (values counted 0 left out). */
  private facetCountsOf(
    counts: Int32Array,
    fieldOfId: readonly ({ code: string; value: string } | undefined)[],
  ): Map<string, Map<string, number>> {
    const facets = new Map<string, Map<string, number>>();
    for (let id = 0; id < counts.length; id += 1) {
      const count = counts[id] as number;
      const field = fieldOfId[id];
      if (count === 0 || !field) continue;
      let values = facets.get(field.code);
      if (!values) facets.set(field.code, (values = new Map()));
      values.set(field.value, count);
    }
    return facets;
  }

  /**
   * count() without filters for a set holding most documents (a broad or long query): the counts of every
   * document less those of the documents not matched, so the loop runs over the smaller side.
   */
  private countMost(
    ordinals: readonly number[],
    fieldOfId: readonly ({ code: string; value: string } | undefined)[],
  ): MatchCounts {
    const passing = new Uint8Array(this.assetIdAt.length);
    let total = 0;
    for (const ordinal of ordinals) {
      if (passing[ordinal] || !this.live[ordinal]) continue;
      passing[ordinal] = 1;
      total += 1;
    }
    const { facetPool, facetStart, facetCount } = this;
    const add = (counts: Int32Array, ordinal: number, step: number) => {
      const start = facetStart[ordinal] as number;
      const end = start + (facetCount[ordinal] as number);
      for (let at = start; at < end; at += 1) {
        const id = facetPool[at] as number;
        counts[id] = (counts[id] as number) + step;
      }
    };
    if (!this.everyCount || this.everyCount.length !== this.facetKeys.length) {
      this.everyCount = new Int32Array(this.facetKeys.length);
      for (let ordinal = 0; ordinal < this.assetIdAt.length; ordinal += 1)
        if (this.live[ordinal]) add(this.everyCount, ordinal, 1);
    }
    const counts = Int32Array.from(this.everyCount);
    for (let ordinal = 0; ordinal < this.assetIdAt.length; ordinal += 1)
      if (this.live[ordinal] && !passing[ordinal]) add(counts, ordinal, -1);
    return { total, facets: this.facetCountsOf(counts, fieldOfId), passing };
  }

  /** The first `limit` passing documents by a date, newest first (no date last; ties: newer asset first). */
  newest(passing: Uint8Array, column: DateColumn, limit: number): number[] {
    const order = (this.byDate[column] ??= this.sortedByDate(column));
    const result: number[] = [];
    for (const ordinal of order) {
      if (result.length >= limit) break;
      if (passing[ordinal]) result.push(ordinal);
    }
    return result;
  }

  /** Up to `limit` unique titles for the text as typed (see TitleSuggestions). */
  suggest(text: string, limit: number): string[] {
    return this.suggestions.suggest(text, limit);
  }

  private sortedByDate(column: DateColumn): Int32Array {
    const dates = this.dateAt[column];
    const order = Int32Array.from(this.ordinalOf.values());
    return order.sort(
      (a, b) =>
        (dates[b] as number) - (dates[a] as number) || (this.assetIdAt[b] as number) - (this.assetIdAt[a] as number),
    );
  }

  private facetId(key: string): number {
    let id = this.facetIdOf.get(key);
    if (id === undefined) {
      id = this.facetKeys.length;
      this.facetKeys.push(key);
      this.facetIdOf.set(key, id);
    }
    return id;
  }

  private fieldCache: { codes: string; fields: ({ code: string; value: string } | undefined)[] } = {
    codes: '',
    fields: [],
  };

  /** The field and value of every facet id under these field codes (kept until the codes change). */
  private fieldsOfFacetIds(codes: readonly string[]) {
    const key = codes.join('\u0000');
    if (this.fieldCache.codes !== key) this.fieldCache = { codes: key, fields: [] };
    const { fields } = this.fieldCache;
    for (let id = fields.length; id < this.facetKeys.length; id += 1)
      fields.push(splitFacetKey(this.facetKeys[id] as string, codes));
    return fields;
  }

  /** Renumbers the live documents densely, keeping their order (postings stay sorted). */
  private compact(): void {
    const ordinals = this.assetIdAt.length;
    const newOrdinal = new Int32Array(ordinals).fill(-1);
    let next = 0;
    for (let ordinal = 0; ordinal < ordinals; ordinal += 1) if (this.live[ordinal]) newOrdinal[ordinal] = next++;
    const keep = <T>(values: T[]) => values.filter((_, ordinal) => this.live[ordinal]);
    this.assetIdAt = keep(this.assetIdAt);
    this.privateAt = keep(this.privateAt);
    const pool = new Int32Array(Math.max(1 << 16, this.facetPoolUsed));
    let used = 0;
    const starts: number[] = [];
    const lengths: number[] = [];
    for (let ordinal = 0; ordinal < ordinals; ordinal += 1) {
      if (!this.live[ordinal]) continue;
      const start = this.facetStart[ordinal] as number;
      const length = this.facetCount[ordinal] as number;
      pool.set(this.facetPool.subarray(start, start + length), used);
      starts.push(used);
      lengths.push(length);
      used += length;
    }
    this.facetPool = pool;
    this.facetPoolUsed = used;
    this.facetStart = starts;
    this.facetCount = lengths;
    this.titleAt = keep(this.titleAt);
    this.wordCountAt = keep(this.wordCountAt);
    this.titleWordCountAt = keep(this.titleWordCountAt);
    for (const column of Object.keys(this.dateAt) as DateColumn[]) this.dateAt[column] = keep(this.dateAt[column]);
    for (const postings of [this.words, this.titleWords]) {
      for (const [word, list] of postings) {
        if (!list.renumber(newOrdinal)) postings.delete(word);
      }
    }
    this.live = this.assetIdAt.map(() => true);
    for (const [assetId, ordinal] of this.ordinalOf) this.ordinalOf.set(assetId, newOrdinal[ordinal] as number);
    this.dead = 0;
    this.byDate = {};
    this.everyCount = null;
  }
}

function addPostings(postings: Map<string, Postings>, words: readonly string[], ordinal: number): void {
  for (const word of new Set(words)) {
    const list = postings.get(word);
    if (list) list.add(ordinal);
    else postings.set(word, new Postings(ordinal));
  }
}

/**
 * The ordinals of the documents that have a word, ascending: an Int32Array grown by half as ordinals are added, 4 bytes
 * an ordinal where an array of numbers takes 8 (at 100,000 documents the postings hold about 15 million ordinals).
 */
class Postings {
  private list: Int32Array;
  private length = 1;

  constructor(first: number) {
    this.list = new Int32Array(2);
    this.list[0] = first;
  }

  /** Adds an ordinal larger than every one held. */
  add(ordinal: number): void {
    if (this.length === this.list.length) {
      const grown = new Int32Array(this.length + (this.length >> 1) + 2);
      grown.set(this.list);
      this.list = grown;
    }
    this.list[this.length] = ordinal;
    this.length += 1;
  }

  /** The ordinals, ascending (a view: valid until the next add or renumber). */
  ordinals(): Int32Array {
    return this.list.subarray(0, this.length);
  }

  /** Maps every ordinal through `newOrdinal`, dropping those it maps to -1 (order kept); false when none is left. */
  renumber(newOrdinal: Int32Array): boolean {
    let kept = 0;
    for (let at = 0; at < this.length; at += 1) {
      const ordinal = newOrdinal[this.list[at] as number] as number;
      if (ordinal >= 0) this.list[kept++] = ordinal;
    }
    this.length = kept;
    // Exactly the size it holds: a compaction happens when a quarter of the ordinals died, seldom.
    this.list = this.list.slice(0, kept);
    return kept > 0;
  }
}

/**
 * Ordinals in every one of these ascending lists: the shortest walked once, each other list with a cursor that only
 * moves forward (galloping over long gaps), so the work is linear in the lists' lengths and nothing is allocated but
 * the answer.
 */
function intersect(lists: readonly Int32Array[]): ArrayLike<number> & Iterable<number> {
  if (lists.length === 1) return lists[0] as Int32Array;
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  const [shortest, ...others] = sorted as [Int32Array, ...Int32Array[]];
  const cursors = new Array<number>(others.length).fill(0);
  const found: number[] = [];
  candidates: for (const ordinal of shortest) {
    for (let index = 0; index < others.length; index += 1) {
      const list = others[index] as Int32Array;
      const at = advance(list, cursors[index] as number, ordinal);
      cursors[index] = at;
      if (at >= list.length) break candidates;
      if (list[at] !== ordinal) continue candidates;
    }
    found.push(ordinal);
  }
  return found;
}

/** The first position from `from` on whose ordinal is at least `target` (list.length when none): galloping search. */
function advance(list: Int32Array, from: number, target: number): number {
  if (from >= list.length || (list[from] as number) >= target) return from;
  let step = 1;
  let low = from;
  let high = from + 1;
  while (high < list.length && (list[high] as number) < target) {
    low = high;
    step *= 2;
    high = from + step;
  }
  high = Math.min(high, list.length);
  // list[low] < target; list[high] >= target or high is the end.
  while (low + 1 < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] as number) < target) low = middle;
    else high = middle;
  }
  return high;
}
