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
    assert.deepEqual(
      store
        .nearest(along(0), 5)
        .map((passage) => passage.chunkId)
        .sort(),
      [12, 20],
    );
    assert.equal(store.nearest(along(3), 1)[0]?.chunkId, 12);
    store.remove(2);
    assert.deepEqual(
      store.nearest(along(1), 5).map((passage) => passage.assetId),
      [1],
    );
    assert.equal(store.size, 1);
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
