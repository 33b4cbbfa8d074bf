import { BoundedHeap } from './bounded-heap.js';
import { IVF, PassageLists, type PassageStore } from './passage-lists.js';

/** A passage found near a query, as semantic ranking sees it (no text yet): its asset, its id in search_chunks and its cosine similarity. */
export interface NearPassage {
  assetId: number;
  chunkId: number;
  similarity: number;
}

/** One passage's vector as read from search_chunks. */
export interface PassageVector {
  chunkId: number;
  embedding: Float32Array;
}

const DEAD = -1;

/**
 * A site's passage vectors held in memory, for semantic search where the database has no pgvector (a plain
 * PostgreSQL server): without it every query read and parsed every passage's real[] from the database (about
 * 1 s of CPU per query at 5,000 documents, holding the event loop). Here the vectors sit packed in one
 * Float32Array, slot after slot, and a query is one pass of dot products with a bounded heap of the best
 * (about 100 dimensions: ~20 ms per 200,000 passages on the 2-core machine; bench:scale measures it).
 *
 * Kept up to date by MatchIndexes with the site's match index (the same revisions: a changed search record
 * brings its passages again). A replaced or removed asset leaves its slots dead; they are compacted away when
 * they reach a quarter of the store. Memory: dimension × 4 bytes plus 8 per passage.
 *
 * A store of IVF.minPassages or more is also organised in lists around centroids (passage-lists.ts), in the
 * background once loaded (MatchIndexes asks when a site loads, which the server's preload does at start), on the
 * first query otherwise, and again after a compaction; a query then reads the passages of the lists nearest to it
 * (a tenth of them, more when a filter leaves the page short) instead of every passage.
 */
export class SitePassageVectors {
  private vectors: Float32Array;
  private chunkIdAt: Int32Array;
  /** The asset of each slot; DEAD once replaced or removed. */
  private assetIdAt: Int32Array;
  private used = 0;
  private dead = 0;
  private slotsOf = new Map<number, number[]>();
  /** The lists, once organised; the work in flight; a number that changes when slots are renumbered. */
  private lists: PassageLists | null = null;
  private organising: Promise<void> | null = null;
  private generation = 0;
  private readonly store: PassageStore;

  /** `organiseFrom`: the passages from which the store is organised in lists (IVF.minPassages; tests use less). */
  constructor(
    readonly dimension: number,
    private readonly organiseFrom: number = IVF.minPassages,
  ) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the lists read the store through this view
    const self = this;
    this.store = {
      dimension,
      get used() {
        return self.used;
      },
      vectorAt: (slot) => self.vectors.subarray(slot * dimension, (slot + 1) * dimension),
      isLive: (slot) => self.assetIdAt[slot] !== DEAD,
    };
    this.vectors = new Float32Array(1024 * dimension);
    this.chunkIdAt = new Int32Array(1024);
    this.assetIdAt = new Int32Array(1024);
  }

  /** Live passages. */
  get size(): number {
    return this.used - this.dead;
  }

  /** Bytes held by the packed arrays (their capacity). */
  get bytes(): number {
    return this.vectors.byteLength + this.chunkIdAt.byteLength + this.assetIdAt.byteLength;
  }

  /** Sets an asset's passages, replacing those held (vectors of another length are skipped). */
  put(assetId: number, passages: readonly PassageVector[]): void {
    this.remove(assetId);
    this.add(assetId, passages);
  }

  /**
   * Adds passages to those held for an asset: a site's passages are read in batches, and an asset's may span two
   * (MatchIndexes.load). Vectors of another length are skipped.
   */
  add(assetId: number, passages: readonly PassageVector[]): void {
    const fitting = passages.filter((passage) => passage.embedding.length === this.dimension);
    if (fitting.length === 0) return;
    this.reserve(this.used + fitting.length);
    const slots = this.slotsOf.get(assetId) ?? [];
    for (const passage of fitting) {
      const slot = this.used;
      this.used += 1;
      this.vectors.set(passage.embedding, slot * this.dimension);
      this.chunkIdAt[slot] = passage.chunkId;
      this.assetIdAt[slot] = assetId;
      slots.push(slot);
      this.lists?.add(this.store, slot);
    }
    this.slotsOf.set(assetId, slots);
  }

  /**
   * Makes room for this many more passages at once, exactly (a site's load knows its count): growing by doubling as
   * passages come would hold up to twice the memory, and for a moment the old arrays beside the new ones.
   */
  reserveMore(passages: number): void {
    if (this.used + passages > this.chunkIdAt.length) this.resize(this.used + passages);
  }

  /** Forgets an asset's passages (nothing when none are held). */
  remove(assetId: number): void {
    const slots = this.slotsOf.get(assetId);
    if (!slots) return;
    for (const slot of slots) this.assetIdAt[slot] = DEAD;
    this.dead += slots.length;
    this.slotsOf.delete(assetId);
    if (this.dead > 1000 && this.dead * 4 > this.used) this.compact();
  }

  /** The vectors of these assets' passages (for the hybrid ranking's feedback), by asset. */
  vectorsOf(assetIds: readonly number[]): Map<number, Float32Array[]> {
    const found = new Map<number, Float32Array[]>();
    for (const assetId of assetIds) {
      const slots = this.slotsOf.get(assetId);
      if (slots)
        found.set(
          assetId,
          slots.map((slot) => this.vectors.slice(slot * this.dimension, (slot + 1) * this.dimension)),
        );
    }
    return found;
  }

  /**
   * The `limit` passages most similar to the query (dot product: both sides are unit vectors, as the
   * providers make them), best first; only passages of assets `allowed` lets through when it is given (asked
   * only of a passage that would be kept, so a costly test runs for few).
   */
  nearest(query: Float32Array, limit: number, allowed?: (assetId: number) => boolean): NearPassage[] {
    if (limit <= 0 || query.length !== this.dimension) return [];
    const heap = new BoundedHeap(limit);
    const { dimension, vectors, assetIdAt } = this;
    const consider = (slot: number) => {
      const assetId = assetIdAt[slot] as number;
      if (assetId === DEAD) return;
      let sum = 0;
      const offset = slot * dimension;
      for (let index = 0; index < dimension; index += 1)
        sum += (query[index] as number) * (vectors[offset + index] as number);
      if (heap.takes(sum) && (!allowed || allowed(assetId))) heap.offer(slot, sum);
    };
    this.organiseWhenLarge();
    if (!this.organising) this.lists?.catchUp(this.store);
    const lists = this.lists?.readyFor(this.store) ? this.lists : null;
    if (lists) {
      // The nearest lists; further ones only while a filter leaves the page short.
      const ordered = lists.listsInOrder(query);
      for (let at = 0; at < ordered.length && (at < lists.probed || !heap.full); at += 1)
        for (const slot of ordered[at] as number[]) consider(slot);
    } else {
      for (let slot = 0; slot < this.used; slot += 1) consider(slot);
    }
    return heap.drain().map(({ id: slot, score }) => ({
      assetId: assetIdAt[slot] as number,
      chunkId: this.chunkIdAt[slot] as number,
      similarity: score,
    }));
  }

  /** Resolves once the organising in flight, if any, is over (tests). */
  async organised(): Promise<void> {
    this.organiseWhenLarge();
    while (this.organising) await this.organising;
  }

  /** Whether queries read the lists (the store is organised and every slot is in one). */
  get usesLists(): boolean {
    return this.lists?.readyFor(this.store) ?? false;
  }

  /** Starts organising the store in lists when it is large enough and has none, or has doubled since. */
  organiseWhenLarge(): void {
    if (this.organising || this.size < this.organiseFrom) return;
    if (this.lists && this.size <= 2 * this.lists.trainedFor) return;
    const generation = this.generation;
    const valid = () => generation === this.generation;
    this.organising = PassageLists.organise(this.store, valid).then(
      (lists) => {
        this.organising = null;
        if (lists && valid()) this.lists = lists;
      },
      () => {
        this.organising = null;
      },
    );
  }

  private reserve(slots: number): void {
    if (slots <= this.chunkIdAt.length) return;
    this.resize(Math.max(slots, this.chunkIdAt.length * 2));
  }

  private resize(capacity: number): void {
    const vectors = new Float32Array(capacity * this.dimension);
    vectors.set(this.vectors.subarray(0, this.used * this.dimension));
    this.vectors = vectors;
    const chunkIdAt = new Int32Array(capacity);
    chunkIdAt.set(this.chunkIdAt.subarray(0, this.used));
    this.chunkIdAt = chunkIdAt;
    const assetIdAt = new Int32Array(capacity);
    assetIdAt.set(this.assetIdAt.subarray(0, this.used));
    this.assetIdAt = assetIdAt;
  }

  private compact(): void {
    // Slots are renumbered: the lists and any organising in flight no longer hold; the next query starts again.
    this.generation += 1;
    this.lists = null;
    let next = 0;
    const { dimension } = this;
    this.slotsOf.clear();
    for (let slot = 0; slot < this.used; slot += 1) {
      const assetId = this.assetIdAt[slot] as number;
      if (assetId === DEAD) continue;
      if (next !== slot) {
        this.vectors.copyWithin(next * dimension, slot * dimension, (slot + 1) * dimension);
        this.chunkIdAt[next] = this.chunkIdAt[slot] as number;
        this.assetIdAt[next] = assetId;
      }
      const slots = this.slotsOf.get(assetId);
      if (slots) slots.push(next);
      else this.slotsOf.set(assetId, [next]);
      next += 1;
    }
    this.used = next;
    this.dead = 0;
    this.organiseWhenLarge();
  }
}
