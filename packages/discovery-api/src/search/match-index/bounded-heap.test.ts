import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BoundedHeap } from './bounded-heap.js';

/** A small seeded generator, so a failure replays. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('BoundedHeap', () => {
  test('keeps the best `size` of any offers, best first, as sorting them all would', () => {
    const next = random(7);
    for (let round = 0; round < 200; round += 1) {
      const size = Math.floor(next() * 12);
      // Few distinct scores, so ties are common; ids in shuffled order.
      const offers = Array.from({ length: Math.floor(next() * 60) }, (_, id) => ({
        id,
        score: Math.floor(next() * 8),
      }));
      offers.sort(() => next() - 0.5);
      const heap = new BoundedHeap(size);
      for (const { id, score } of offers) heap.offer(id, score);
      const expected = [...offers].sort((a, b) => b.score - a.score || a.id - b.id).slice(0, size);
      assert.deepEqual(heap.drain(), expected, `round ${round}`);
      assert.equal(heap.full, offers.length >= size);
    }
  });

  test('of equal scores the one `precedes` puts first wins, whatever the order of the offers', () => {
    const byName = ['c', 'a', 'd', 'b'];
    const precedes = (a: number, b: number) => (byName[a] as string) < (byName[b] as string);
    for (const order of [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [2, 0, 3, 1],
    ]) {
      const heap = new BoundedHeap(2, precedes);
      for (const id of order) heap.offer(id, 1);
      assert.deepEqual(
        heap.drain().map(({ id }) => byName[id]),
        ['a', 'b'],
      );
    }
  });

  test('takes says whether an offer can still be kept; a heap of size 0 keeps nothing', () => {
    const heap = new BoundedHeap(1);
    assert.equal(heap.takes(-5), true);
    heap.offer(1, 3);
    assert.equal(heap.takes(2), false);
    assert.equal(heap.takes(4), true);
    const none = new BoundedHeap(0);
    none.offer(1, 10);
    assert.deepEqual(none.drain(), []);
    assert.equal(none.takes(10), false);
  });
});
