// wire pass: the ranking SQL (BM25, kNN, fusion) through the pg driver.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { assets } from '../db/schema/index.js';
import { createEmptySite } from '../sites/find-or-create-site.js';
import type { TestServer } from '../test/test-server.js';
import { sharedDemoSite } from '../test/demo-site-context.js';
import { indexSearchRecord, removeSearchRecord, type SearchRecordInput } from './index-search-record.js';
import { MatchIndexes } from './match-index/match-indexes.js';
import { rankSite, type SearchMode } from './rank-site.js';
import type { SearchEngine } from './search-engine.js';

/** Four documents of a marketing group's library; each test asks for the one a person would expect. */
const LIBRARY = [
  {
    title: 'Electric car launch campaign',
    content:
      'The advertising campaign for the new electric car ran on television and social media in spring. Dealers reported record test drives.',
    facets: ['content_types_Case Study', 'regions_Europe'],
  },
  {
    title: 'Quarterly financial earnings report',
    content:
      'Revenue grew four percent in the quarter. Operating margin improved while costs of goods fell. The board approved a dividend.',
    facets: ['content_types_Report', 'regions_North America'],
  },
  {
    title: 'Brand guidelines',
    content:
      'Use the primary logo on light backgrounds. The brand colour palette is navy and gold. Never stretch the logo. A car image may accompany it.',
    facets: ['content_types_Guideline', 'regions_Europe'],
  },
  {
    title: 'Retail store opening playbook',
    content:
      'Opening a store takes twelve weeks of preparation: hiring, stock, signage and a launch event for the neighbourhood.',
    facets: ['content_types_Playbook', 'regions_Asia'],
  },
];

describe('rankSite: keyword, semantic and hybrid search over indexed records', () => {
  let server: TestServer;
  let engine: SearchEngine;
  let siteId: number;
  const assetIdOf = new Map<string, number>();
  before(async () => {
    server = (await sharedDemoSite()).server;
    engine = server.app.searchEngine;
    ({ siteId } = await createEmptySite(server.app.db, 'Ranking test site'));
    for (const doc of LIBRARY) {
      const [row] = await server.app.db
        .insert(assets)
        .values({
          title: doc.title,
          fileName: `${doc.title}.txt`,
          originalFileName: `${doc.title}.txt`,
          deploymentIndexId: siteId,
        })
        .returning();
      assert.ok(row);
      assetIdOf.set(doc.title, row.assetId);
      const record: SearchRecordInput = {
        assetId: row.assetId,
        siteId,
        docId: row.docId,
        title: doc.title,
        fileName: row.fileName,
        content: doc.content,
        facets: doc.facets,
        isPrivate: false,
        isConfidential: false,
        created: row.created,
        modified: row.updated,
      };
      await indexSearchRecord(engine, record);
    }
  });

  const titles = async (
    text: string,
    mode: SearchMode,
    extra: Partial<Parameters<typeof rankSite>[1]> = {},
    using = engine,
  ) => {
    const { documents } = await rankSite(using, { siteId, text, mode, limit: 10, ...extra });
    const byId = new Map([...assetIdOf].map(([title, id]) => [id, title]));
    return documents.map((doc) => byId.get(doc.assetId));
  };

  test('keyword search finds by a word of the text, stems words and ignores accents', async () => {
    assert.deepEqual(await titles('dividend', 'keyword'), ['Quarterly financial earnings report']);
    assert.deepEqual(
      await titles('hire', 'keyword'),
      ['Retail store opening playbook'],
      'hiring and hire share a stem',
    );
    assert.deepEqual(await titles('palétte', 'keyword'), ['Brand guidelines']);
    assert.deepEqual(await titles('zanzibar', 'keyword'), []);
  });

  test('a word in the title ranks the document above one that only mentions it', async () => {
    const ranked = await titles('car', 'keyword');
    assert.deepEqual(ranked, ['Electric car launch campaign', 'Brand guidelines']);
  });

  test('exact phrase keeps only documents with the words next to each other, in order', async () => {
    assert.deepEqual(await titles('launch event', 'keyword', { phrase: true }), ['Retail store opening playbook']);
    assert.deepEqual(await titles('event launch', 'keyword', { phrase: true }), []);
  });

  test('a filter on facets narrows every mode', async () => {
    const europe = sql`d.facets && array['regions_Europe']::text[]`;
    assert.deepEqual(await titles('car', 'keyword', { filter: europe }), [
      'Electric car launch campaign',
      'Brand guidelines',
    ]);
    const asia = sql`d.facets && array['regions_Asia']::text[]`;
    assert.deepEqual(await titles('car', 'keyword', { filter: asia }), []);
    for (const mode of ['semantic', 'hybrid'] as const) {
      const ranked = await titles('company profits this year', mode, {
        filter: sql`d.facets @> array['content_types_Report']::text[]`,
      });
      assert.deepEqual(ranked, ['Quarterly financial earnings report'], mode);
    }
  });

  test('semantic search finds a document by meaning, without its words', async () => {
    const ranked = await titles('vehicle advertisement', 'semantic');
    assert.equal(ranked[0], 'Electric car launch campaign');
    const money = await titles('company profits and income', 'semantic');
    assert.equal(money[0], 'Quarterly financial earnings report');
  });

  test('hybrid search fuses both: a keyword match and a meaning match both come back', async () => {
    const ranked = await titles('automobile promotion logo', 'hybrid');
    assert.ok(ranked.includes('Brand guidelines'), `keyword 'logo': ${ranked.join(' | ')}`);
    assert.ok(
      ranked.includes('Electric car launch campaign'),
      `meaning of 'automobile promotion': ${ranked.join(' | ')}`,
    );
  });

  /** The engine as a plain PostgreSQL server makes it: no BM25, no pgvector, passage vectors held in memory. */
  const plainEngine = (): SearchEngine => ({
    ...engine,
    capabilities: { bm25: false, vector: false },
    matchIndexes: new MatchIndexes(engine.db, engine.changes, {
      providerId: engine.embeddings.id,
      dimension: engine.embeddings.dimension,
    }),
  });

  test('without pg_textsearch and pgvector (a plain PostgreSQL server) the same documents are found', async () => {
    const plain = plainEngine();
    assert.deepEqual(await titles('dividend', 'keyword', {}, plain), ['Quarterly financial earnings report']);
    assert.deepEqual(await titles('launch event', 'keyword', { phrase: true }, plain), [
      'Retail store opening playbook',
    ]);
    assert.equal((await titles('vehicle advertisement', 'semantic', {}, plain))[0], 'Electric car launch campaign');
    const reports = sql`d.facets @> array['content_types_Report']::text[]`;
    assert.deepEqual(await titles('company profits this year', 'hybrid', { filter: reports }, plain), [
      'Quarterly financial earnings report',
    ]);
  });

  /** Rewrites one of LIBRARY's records with other content (the title and facets kept), as a re-indexed upload would. */
  const rewriterOf = async (title: string) => {
    const id = assetIdOf.get(title) as number;
    const doc = LIBRARY.find((candidate) => candidate.title === title)!;
    const [row] = await engine.db.select().from(assets).where(eq(assets.assetId, id));
    assert.ok(row);
    return (content: string) =>
      indexSearchRecord(engine, {
        assetId: id,
        siteId,
        docId: row.docId,
        title,
        fileName: row.fileName,
        content,
        facets: doc.facets,
        isPrivate: false,
        isConfidential: false,
        created: row.created,
        modified: row.updated,
      });
  };

  test('without pg_textsearch, keyword ranking in memory: the title boosts, a rarer word weighs more, a filter narrows, a long query is expanded', async () => {
    const plain = plainEngine();
    assert.deepEqual(await titles('car', 'keyword', {}, plain), ['Electric car launch campaign', 'Brand guidelines']);
    assert.deepEqual(await titles('car logo', 'keyword', {}, plain), [
      'Brand guidelines',
      'Electric car launch campaign',
    ]);
    assert.deepEqual(
      await titles('car', 'keyword', { filter: sql`d.facets && array['content_types_Guideline']::text[]` }, plain),
      ['Brand guidelines'],
    );
    assert.deepEqual(await titles('zanzibar', 'keyword', {}, plain), []);
    // Four words or more: the best documents' words are added (pseudo-relevance feedback); the match stays first.
    const long = await titles('dividend approved by the board this quarter', 'keyword', {}, plain);
    assert.equal(long[0], 'Quarterly financial earnings report');
  });

  test('without pg_textsearch, a record rewritten after its site was loaded is ranked by its new words only', async () => {
    const plain = plainEngine();
    assert.deepEqual(await titles('signage', 'keyword', {}, plain), ['Retail store opening playbook']);
    const rewrite = await rewriterOf('Retail store opening playbook');
    try {
      await rewrite('A pop-up kiosk in the airport terminal.');
      assert.deepEqual(await titles('signage', 'keyword', {}, plain), []);
      assert.deepEqual(await titles('kiosk', 'keyword', {}, plain), ['Retail store opening playbook']);
    } finally {
      await rewrite(LIBRARY[3]!.content);
    }
    assert.deepEqual(await titles('signage', 'keyword', {}, plain), ['Retail store opening playbook']);
  });

  test('without pgvector, a record rewritten after its site was loaded is found by its new meaning only', async () => {
    const plain = plainEngine();
    assert.ok(
      !(await titles('holiday beach vacation', 'semantic', {}, plain)).slice(0, 1).includes('Brand guidelines'),
    );
    const rewrite = await rewriterOf('Brand guidelines');
    try {
      await rewrite('Summer holidays by the sea: beaches, sunshine and vacation travel for the whole family.');
      assert.equal((await titles('holiday beach vacation', 'semantic', {}, plain))[0], 'Brand guidelines');
    } finally {
      await rewrite(LIBRARY[2]!.content);
    }
    assert.notEqual((await titles('holiday beach vacation', 'semantic', {}, plain))[0], 'Brand guidelines');
  });

  test('a removed record is no longer found', async () => {
    const id = assetIdOf.get('Retail store opening playbook') as number;
    await removeSearchRecord(engine, id);
    assert.deepEqual(await titles('neighbourhood', 'keyword'), []);
    assert.ok(!(await titles('opening a shop', 'semantic')).includes('Retail store opening playbook'));
    assert.ok(
      !(await titles('opening a shop', 'semantic', {}, plainEngine())).includes('Retail store opening playbook'),
    );
  });
});
