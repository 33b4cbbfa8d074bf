/**
 * An inverted-file index (IVF) over a site's passage vectors (site-passage-vectors.ts): the passages are grouped
 * around centroids found by spherical k-means on a sample, and a query scores the centroids first and then only the
 * passages of the lists nearest to it. At 100,000 documents (358,000 passages) the exact scan of every passage was
 * the largest cost of semantic and hybrid search on a plain PostgreSQL server (bench:scale); probing a tenth of the
 * lists reads a tenth of the vectors. The order of what is read is exact; only passages in lists not probed can be
 * missed (recall, measured in site-passage-vectors.test.ts).
 *
 * Only stores of IVF.minPassages or more are organised; below that the exact scan is fast. Training and the first
 * assignment run in slices that give the event loop back between them (organise), so a site loading or growing
 * never holds it; queries scan exactly until the lists are ready.
 */
export const IVF = {
  /** Passages from which a store is organised in lists (below this, the exact scan costs a few milliseconds). */
  minPassages: 50_000,
  /** Lists: about half the square root of the passages (358,000 passages: 299 lists of about 1,200). */
  listsPerSqrtPassage: 0.5,
  maxLists: 1024,
  /** Lists probed per query, as a share of all of them (at least 8). */
  probedShare: 0.1,
  /** Sample points per list used to train the centroids, and k-means rounds. */
  samplePerList: 32,
  rounds: 8,
  /** Points handled between two returns to the event loop. */
  slice: 1000,
} as const;

/** What the lists need of the store: its packed vectors and which slots are live. */
export interface PassageStore {
  readonly dimension: number;
  /** Slots in use (live or dead), numbered from 0. */
  readonly used: number;
  vectorAt(slot: number): Float32Array;
  isLive(slot: number): boolean;
}

export class PassageLists {
  private centroids: Float32Array;
  private lists: number[][];
  /** Slots assigned so far (the first assignment runs in slices); every slot from 0 to here is in a list. */
  private assigned = 0;
  readonly listCount: number;

  private constructor(
    private readonly dimension: number,
    centroids: Float32Array,
  ) {
    this.centroids = centroids;
    this.listCount = centroids.length / dimension;
    this.lists = Array.from({ length: this.listCount }, () => []);
  }

  /** Whether every slot of the store has its list (queries may use the lists). */
  readyFor(store: PassageStore): boolean {
    return this.assigned >= store.used;
  }

  /** How many passages the lists were trained for (the store is organised again once it has doubled). */
  trainedFor = 0;

  /**
   * Trains lists for the store and assigns its slots, a slice at a time. `stillValid` is asked after every slice:
   * false (the store was compacted, its slots renumbered) abandons the work, and the result is null.
   */
  static async organise(store: PassageStore, stillValid: () => boolean): Promise<PassageLists | null> {
    const live: number[] = [];
    for (let slot = 0; slot < store.used; slot += 1) if (store.isLive(slot)) live.push(slot);
    const listCount = Math.max(
      1,
      Math.min(IVF.maxLists, Math.round(Math.sqrt(live.length) * IVF.listsPerSqrtPassage), live.length),
    );
    const random = seeded(live.length);
    const sample = shuffled(live, random).slice(0, Math.min(live.length, listCount * IVF.samplePerList));
    const { dimension } = store;
    const centroids = new Float32Array(listCount * dimension);
    sample.slice(0, listCount).forEach((slot, list) => centroids.set(store.vectorAt(slot), list * dimension));
    const nearestOf = new Int32Array(sample.length);
    for (let round = 0; round < IVF.rounds; round += 1) {
      for (let at = 0; at < sample.length; at += 1) {
        nearestOf[at] = nearestCentroid(centroids, listCount, dimension, store.vectorAt(sample[at] as number));
        if (at % IVF.slice === IVF.slice - 1) {
          await yieldToEventLoop();
          if (!stillValid()) return null;
        }
      }
      const sums = new Float64Array(listCount * dimension);
      const counts = new Int32Array(listCount);
      for (let at = 0; at < sample.length; at += 1) {
        const list = nearestOf[at] as number;
        counts[list] = (counts[list] as number) + 1;
        const vector = store.vectorAt(sample[at] as number);
        for (let index = 0; index < dimension; index += 1)
          sums[list * dimension + index] = (sums[list * dimension + index] as number) + (vector[index] as number);
      }
      for (let list = 0; list < listCount; list += 1) {
        if (counts[list] === 0) {
          // An empty list starts again from a random sample point.
          centroids.set(store.vectorAt(sample[Math.floor(random() * sample.length)] as number), list * dimension);
          continue;
        }
        let norm = 0;
        for (let index = 0; index < dimension; index += 1) norm += (sums[list * dimension + index] as number) ** 2;
        norm = Math.sqrt(norm) || 1;
        for (let index = 0; index < dimension; index += 1)
          centroids[list * dimension + index] = (sums[list * dimension + index] as number) / norm;
      }
    }
    const lists = new PassageLists(dimension, centroids);
    lists.trainedFor = live.length;
    // Slots put while this runs are appended beyond the cursor and assigned when it gets there.
    while (lists.assigned < store.used) {
      const end = Math.min(store.used, lists.assigned + IVF.slice);
      for (let slot = lists.assigned; slot < end; slot += 1) lists.add(store, slot);
      await yieldToEventLoop();
      if (!stillValid()) return null;
    }
    return lists;
  }

  /** Puts the store's slots not yet in a list in theirs (slots put between the organising's end and its use). */
  catchUp(store: PassageStore): void {
    while (this.assigned < store.used) this.add(store, this.assigned);
  }

  /** Puts a new slot (the last one of the store) in its list. */
  add(store: PassageStore, slot: number): void {
    if (slot !== this.assigned) return; // assigned in order; a slot beyond the cursor waits for it
    (
      this.lists[nearestCentroid(this.centroids, this.listCount, this.dimension, store.vectorAt(slot))] as number[]
    ).push(slot);
    this.assigned += 1;
  }

  /** The lists of the `wanted` nearest centroids first, then the others, nearest first (a filter may need more). */
  listsInOrder(query: Float32Array): number[][] {
    const scores = new Float64Array(this.listCount);
    for (let list = 0; list < this.listCount; list += 1)
      scores[list] = dot(this.centroids, list * this.dimension, query);
    return Array.from({ length: this.listCount }, (_, list) => list)
      .sort((a, b) => (scores[b] as number) - (scores[a] as number))
      .map((list) => this.lists[list] as number[]);
  }

  /** Lists probed per query before looking further only to fill the page. */
  get probed(): number {
    return Math.min(this.listCount, Math.max(8, Math.ceil(this.listCount * IVF.probedShare)));
  }
}

function dot(vectors: Float32Array, offset: number, query: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < query.length; index += 1)
    sum += (query[index] as number) * (vectors[offset + index] as number);
  return sum;
}

function nearestCentroid(centroids: Float32Array, listCount: number, dimension: number, vector: Float32Array): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let list = 0; list < listCount; list += 1) {
    const score = dot(centroids, list * dimension, vector);
    if (score > bestScore) {
      bestScore = score;
      best = list;
    }
  }
  return best;
}

/** A small deterministic generator (the same store is organised the same way). */
function seeded(seed: number): () => number {
  let state = (seed * 2654435761) % 2147483647 || 1;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

function shuffled(values: readonly number[], random: () => number): number[] {
  const copy = values.slice();
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as number, copy[index] as number];
  }
  return copy;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
