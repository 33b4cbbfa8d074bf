/**
 * The `size` best (id, score) pairs offered, in one pass: a min-heap whose root is the worst kept, so a pass over n
 * candidates costs n log(size). Of equal scores the one `precedes` puts first is the better (by default the lower id),
 * so the same candidates always give the same page, whatever order they come in. Keyword ranking over the words'
 * postings (SiteMatchIndex.rankWords) and the passages' nearest vectors (SitePassageVectors.nearest) keep their pages
 * in one.
 */
export class BoundedHeap {
  private readonly size: number;
  private readonly ids: Int32Array;
  private readonly scores: Float64Array;
  private length = 0;

  constructor(
    size: number,
    private readonly precedes: (a: number, b: number) => boolean = (a, b) => a < b,
  ) {
    this.size = Math.max(0, size);
    this.ids = new Int32Array(this.size);
    this.scores = new Float64Array(this.size);
  }

  get full(): boolean {
    return this.length >= this.size;
  }

  /** Whether offer could keep this score: a cheap test before the work of making an offer (a tie may still lose). */
  takes(score: number): boolean {
    return this.size > 0 && (this.length < this.size || score >= (this.scores[0] as number));
  }

  /** Whether the kept entry at `at` is worse than (id, score). */
  private worseAt(at: number, id: number, score: number): boolean {
    const kept = this.scores[at] as number;
    return kept < score || (kept === score && this.precedes(id, this.ids[at] as number));
  }

  offer(id: number, score: number): void {
    if (this.length < this.size) {
      // Add at the end and sift up while the parent is better.
      let at = this.length;
      this.length += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (this.worseAt(parent, id, score)) break;
        this.place(at, parent);
        at = parent;
      }
      this.ids[at] = id;
      this.scores[at] = score;
      return;
    }
    if (this.size === 0 || !this.worseAt(0, id, score)) return;
    // Replace the root and sift down while a child is worse.
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.length) break;
      const right = left + 1;
      const child =
        right < this.length && this.worseAt(right, this.ids[left] as number, this.scores[left] as number)
          ? right
          : left;
      if (!this.worseAt(child, id, score)) break;
      this.place(at, child);
      at = child;
    }
    this.ids[at] = id;
    this.scores[at] = score;
  }

  /** Everything kept, best first. */
  drain(): { id: number; score: number }[] {
    const kept: { id: number; score: number }[] = [];
    for (let index = 0; index < this.length; index += 1)
      kept.push({ id: this.ids[index] as number, score: this.scores[index] as number });
    return kept.sort(
      (a, b) => b.score - a.score || (this.precedes(a.id, b.id) ? -1 : this.precedes(b.id, a.id) ? 1 : 0),
    );
  }

  private place(to: number, from: number): void {
    this.ids[to] = this.ids[from] as number;
    this.scores[to] = this.scores[from] as number;
  }
}
