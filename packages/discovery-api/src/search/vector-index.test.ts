// wire pass: a PostgreSQL server without pgvector defers nothing.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../db/sql-rows.js';
import { sharedDemoSite } from '../test/demo-site-context.js';
import { deferVectorIndex } from './vector-index.js';

/** The HNSW indexes on search_chunks (one per embedding provider). */
async function hnswIndexes(db: Parameters<typeof sqlRows>[0]): Promise<string[]> {
  const rows = await sqlRows<{ indexname: string }>(
    db,
    sql`select indexname from pg_indexes where tablename = 'search_chunks' and indexdef ilike '%using hnsw%'`,
  );
  return rows.map((row) => row.indexname);
}

describe('deferVectorIndex: a bulk load builds the HNSW index once, at its end', () => {
  test('a load larger than what is there drops the index and builds it again; a smaller one leaves it', async () => {
    const { server } = await sharedDemoSite();
    const { db, embeddings, capabilities } = server.app.searchEngine;
    if (!capabilities.vector) {
      // A database without pgvector has no such index: nothing is deferred.
      assert.equal(await deferVectorIndex(db, embeddings, capabilities, 1_000_000), null);
      return;
    }
    const load = async () => {
      const build = await deferVectorIndex(db, embeddings, capabilities, 1_000_000);
      assert.ok(build, 'a load larger than the demo library defers the index');
      assert.deepEqual(await hnswIndexes(db), [], 'left out while the load runs');
      await build();
      const built = await hnswIndexes(db);
      assert.equal(built.length, 1, 'built again once it ends');
      return built;
    };
    const built = await load();
    const [held] = await sqlRows<{ count: string | number }>(
      db,
      sql`select count(*) as count from search_chunks where provider_id = ${embeddings.id}`,
    );
    const smaller = Number(held?.count ?? 0) - 1;
    assert.equal(await deferVectorIndex(db, embeddings, capabilities, smaller), null, 'a smaller load keeps the index');
    assert.deepEqual(await hnswIndexes(db), built);
    assert.deepEqual(await load(), built);
  });
});
