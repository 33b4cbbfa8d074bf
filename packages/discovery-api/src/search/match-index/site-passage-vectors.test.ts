import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { floatArrayOf } from './match-indexes.js';
import { SitePassageVectors } from './site-passage-vectors.js';

/** A unit vector of 4 dimensions pointing mostly along `axis`. */
function along(axis: number, lean = 0): Float32Array {
  const vector = new Float32Array(4);
  vector[axis] = 1;
  vector[(axis + 1) % 4] = lean;
  const norm = Math.hypot(...vector);
  return vector.map((value) => value / norm);
}

function pseudoRandomVectors(count: number, dimension: number, seed: number): Float32Array[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31 - 0.5;
  };
  return Array.from({ length: count }, () => {
    const vector = Float32Array.from({ length: dimension }, next);
    const norm = Math.hypot(...vector);
    return vector.map((value) => value / norm);
  });
}

/** The chunks of the `limit` passages nearest `query`, in ascending order of chunk id. */
function chunkIdsNear(store: SitePassageVectors, query: Float32Array, limit: number): number[] {
  return store
    .nearest(query, limit)
    .map((passage) => passage.chunkId)
    .sort((a, b) => a - b);
}

describe('SitePassageVectors', () => {
  test('finds the passages nearest the query, best first, each with its asset and chunk', () => {
    const store = new SitePassageVectors(4);
    store.put(1, [
      { chunkId: 10, embedding: along(0) },
      { chunkId: 11, embedding: along(2) },
    ]);
    store.put(2, [{ chunkId: 20, embedding: along(0, 0.5) }]);
    store.put(3, [{ chunkId: 30, embedding: along(1) }]);
    const found = store.nearest(along(0), 2);
    assert.deepEqual(
      found.map((passage) => [passage.assetId, passage.chunkId]),
      [
        [1, 10],
        [2, 20],
      ],
    );
    assert.ok(Math.abs((found[0]?.similarity ?? 0) - 1) < 1e-6);
    assert.ok((found[1]?.similarity ?? 1) < (found[0]?.similarity ?? 0));
  });

  test('keeps to the allowed assets when a filter is given', () => {
    const store = new SitePassageVectors(4);
    store.put(1, [{ chunkId: 10, embedding: along(0) }]);
    store.put(2, [{ chunkId: 20, embedding: along(0, 0.5) }]);
    assert.deepEqual(
      store.nearest(along(0), 5, (assetId) => assetId === 2).map((passage) => passage.assetId),
      [2],
    );
  });

  test('a replaced asset is found by its new passages only, a removed one not at all', () => {
    const store = new SitePassageVectors(4);
    store.put(1, [{ chunkId: 10, embedding: along(0) }]);
    store.put(2, [{ chunkId: 20, embedding: along(1) }]);
    store.put(1, [{ chunkId: 12, embedding: along(3) }]);
    assert.deepEqual(chunkIdsNear(store, along(0), 5), [12, 20]);
    assert.equal(store.nearest(along(3), 1)[0]?.chunkId, 12);
    store.remove(2);
    assert.deepEqual(
      store.nearest(along(1), 5).map((passage) => passage.assetId),
      [1],
    );
    assert.equal(store.size, 1);
  });

  test('passages added in parts (a load in batches) are all held for their asset; put then replaces them all', () => {
    const store = new SitePassageVectors(4);
    store.add(1, [{ chunkId: 10, embedding: along(0) }]);
    store.add(2, [{ chunkId: 20, embedding: along(1) }]);
    store.add(1, [{ chunkId: 11, embedding: along(2) }]);
    const found = store.nearest(along(2), 3);
    assert.deepEqual(found[0] && [found[0].assetId, found[0].chunkId], [1, 11]);
    assert.deepEqual(chunkIdsNear(store, along(2), 3), [10, 11, 20]);
    assert.deepEqual(
      [...(store.vectorsOf([1]).get(1) ?? [])].map((vector) => Array.from(vector)),
      [Array.from(along(0)), Array.from(along(2))],
    );
    store.put(1, [{ chunkId: 12, embedding: along(3) }]);
    assert.deepEqual(chunkIdsNear(store, along(0), 5), [12, 20]);
    assert.equal(store.size, 2);
  });

  test('room made for a count at once is exactly that count, and filling it grows nothing', () => {
    const store = new SitePassageVectors(4);
    store.reserveMore(5000);
    // 4 floats, a chunk id and an asset id: 24 bytes a passage.
    assert.equal(store.bytes, 5000 * 24);
    const vectors = pseudoRandomVectors(5000, 4, 3);
    vectors.forEach((embedding, index) => store.add(1 + (index % 700), [{ chunkId: index, embedding }]));
    assert.equal(store.bytes, 5000 * 24);
    assert.equal(store.size, 5000);
  });

  test('agrees with scoring every passage by hand, across growth and compaction', () => {
    const dimension = 16;
    const store = new SitePassageVectors(dimension);
    const vectors = pseudoRandomVectors(6000, dimension, 7);
    const held = new Map<number, { chunkId: number; embedding: Float32Array }[]>();
    let chunkId = 0;
    for (let assetId = 1; assetId <= 3000; assetId += 1) {
      const passages = [0, 1].map((part) => ({
        chunkId: (chunkId += 1),
        embedding: vectors[(assetId - 1) * 2 + part] as Float32Array,
      }));
      store.put(assetId, passages);
      held.set(assetId, passages);
    }
    // Removing over a quarter compacts the store; the rest must be found as before.
    for (let assetId = 1; assetId <= 1200; assetId += 1) {
      store.remove(assetId);
      held.delete(assetId);
    }
    assert.equal(store.size, 3600);
    for (const query of pseudoRandomVectors(5, dimension, 99)) {
      const expected = [...held]
        .flatMap(([assetId, passages]) =>
          passages.map((passage) => ({
            assetId,
            chunkId: passage.chunkId,
            similarity: passage.embedding.reduce((sum, value, index) => sum + value * (query[index] as number), 0),
          })),
        )
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, 25);
      const found = store.nearest(query, 25);
      assert.deepEqual(
        found.map((passage) => passage.chunkId),
        expected.map((passage) => passage.chunkId),
      );
    }
    assert.equal(store.vectorsOf([2000]).get(2000)?.length, 2);
    assert.deepEqual(store.vectorsOf([5]).size, 0);
  });

  test(
    'a large store is organised in lists (IVF): found as the exact scan finds, filters still fill the page, later changes followed',
    { timeout: 120_000 },
    async () => {
      // 60 topics in 32 dimensions, 100 passages around each; 2 passages per asset.
      const dimension = 32;
      const topics = pseudoRandomVectors(60, dimension, 5);
      const noise = pseudoRandomVectors(6000, dimension, 6);
      const unit = (vector: Float32Array) => vector.map((value) => value / Math.hypot(...vector));
      const near = (topic: Float32Array, offset: Float32Array, spread: number) =>
        unit(topic.map((value, index) => value + spread * (offset[index] as number)));
      const store = new SitePassageVectors(dimension, 2000);
      const exact = new SitePassageVectors(dimension, Number.POSITIVE_INFINITY);
      for (let assetId = 1; assetId <= 3000; assetId += 1) {
        const passages = [0, 1].map((which) => ({
          chunkId: assetId * 10 + which,
          embedding: near(topics[assetId % 60]!, noise[(assetId * 2 + which) % 6000]!, 0.6),
        }));
        store.put(assetId, passages);
        exact.put(assetId, passages);
      }
      assert.equal(store.usesLists, false, 'until its first query has organised it');
      await store.organised();
      assert.equal(store.usesLists, true);
      await exact.organised();
      assert.equal(exact.usesLists, false, 'a small store is scanned exactly');

      const queries = pseudoRandomVectors(40, dimension, 7).map((offset, at) => near(topics[at % 60]!, offset, 0.8));
      let found = 0;
      for (const query of queries) {
        const truth = new Set(exact.nearest(query, 20).map((passage) => passage.chunkId));
        const answer = store.nearest(query, 20);
        assert.deepEqual(
          answer.map((passage) => passage.similarity),
          [...answer].map((passage) => passage.similarity).sort((a, b) => b - a),
          'best first',
        );
        found += answer.filter((passage) => truth.has(passage.chunkId)).length;
      }
      const recall = found / (queries.length * 20);
      assert.ok(recall >= 0.9, `recall@20 ${recall}`);

      // A filter letting few assets through: the page fills from further lists, as the exact scan would fill it.
      const few = (assetId: number) => assetId % 500 === 0;
      assert.deepEqual(
        store.nearest(queries[0]!, 10, few).map((passage) => passage.chunkId),
        exact.nearest(queries[0]!, 10, few).map((passage) => passage.chunkId),
      );
      assert.equal(store.nearest(queries[0]!, 10, few).length, 10, '6 assets × 2 passages');

      // Put after organising: found at once; removed: gone.
      store.put(9001, [{ chunkId: 90010, embedding: queries[1]! }]);
      assert.equal(store.nearest(queries[1]!, 1)[0]?.chunkId, 90010);
      store.remove(9001);
      assert.notEqual(store.nearest(queries[1]!, 1)[0]?.chunkId, 90010);

      // Compaction renumbers the slots: the lists no longer hold, and the compaction organises the store again by itself
      // (no query asks meanwhile; were it not started, this would wait until the test's time is up).
      for (let assetId = 1; assetId <= 1200; assetId += 1) {
        store.remove(assetId);
        exact.remove(assetId);
      }
      assert.equal(store.usesLists, false);
      while (!store.usesLists) await new Promise((resolve) => setImmediate(resolve));
      const truth = new Set(exact.nearest(queries[2]!, 20).map((passage) => passage.chunkId));
      assert.ok(store.nearest(queries[2]!, 20).filter((passage) => truth.has(passage.chunkId)).length >= 16);
    },
  );

  test('skips a vector of another length', () => {
    const store = new SitePassageVectors(4);
    store.put(1, [{ chunkId: 10, embedding: new Float32Array(3) }]);
    assert.equal(store.size, 0);
    assert.deepEqual(store.nearest(along(0), 3), []);
  });
});

describe('floatArrayOf', () => {
  test("reads a real[] in PostgreSQL's binary array form", () => {
    const values = [0.5, -1.25, 3];
    const bytes = Buffer.alloc(20 + values.length * 8);
    bytes.writeInt32BE(1, 0); // dimensions
    bytes.writeInt32BE(0, 4); // no nulls
    bytes.writeInt32BE(700, 8); // float4
    bytes.writeInt32BE(values.length, 12);
    bytes.writeInt32BE(1, 16); // lower bound
    values.forEach((value, index) => {
      bytes.writeInt32BE(4, 20 + index * 8);
      bytes.writeFloatBE(value, 24 + index * 8);
    });
    assert.deepEqual(Array.from(floatArrayOf(bytes)), values);
  });
});
