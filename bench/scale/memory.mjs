// bench:scale's memory step: what one API instance holds for a site's search in the production shape (a PostgreSQL
// server without pgvector or pg_textsearch: the site's match index and its passage vectors, src/search/match-index/),
// at the bench's documents and at COPIES times as many.
//  1. The site is loaded from the embedded data folder the way an API instance loads it (MatchIndexes, passage vectors
//     held): the memory it holds after a full garbage collection, and the peak while loading (sampled every 50 ms).
//  2. Its search records and passage vectors are read once, then put COPIES times into a match index and a passage
//     store of their own (other asset ids and titles; the same words and vectors, so the vocabulary does not grow as a
//     real library's would): the memory they hold, and a query's time on them.
// Memory is the V8 heap plus array buffers (where the postings and vectors are packed), after a full collection, above
// the process's own at its start. The copies' passages are not organised in lists (at 1,000,000 documents that takes
// minutes; the lists add about 1% to the memory: step 1 holds them once its load has organised them).
//
//   node --expose-gc --max-old-space-size=4096 bench/scale/memory.mjs <embedded data folder> <site id> <copies> <work folder>
// Prints one JSON line on stdout. Step 2 runs in a process of its own (this file with --copies), which reads the
// records and vectors step 1 wrote to the work folder: its memory holds nothing else (no database, no embedding model).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (!globalThis.gc) throw new Error('Run with --expose-gc.');
const api = '../../packages/discovery-api/dist';
const { SiteMatchIndex } = await import(`${api}/search/match-index/site-match-index.js`);
const { SitePassageVectors } = await import(`${api}/search/match-index/site-passage-vectors.js`);

const MB = 1024 * 1024;
/** Heap plus array buffers after a full collection, in MB. */
function held() {
  globalThis.gc();
  globalThis.gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / MB;
}
const round = (value) => Number(value.toFixed(0));

if (process.argv[2] !== '--copies') await measureAsLoaded();

/** Step 1, then step 2 in a process of its own. */
async function measureAsLoaded() {
  const [dataDir, siteText, copiesText, work] = process.argv.slice(2);
  const siteId = Number(siteText);
  const COPIES = Number(copiesText ?? 10);
  process.env.PORTAL_DATA_DIR = dataDir;
  const { startCliApp } = await import(`${api}/cli/cli-app.js`);
  const { MatchIndexes, floatArrayOf } = await import(`${api}/search/match-index/match-indexes.js`);
  const app = await startCliApp();
  const { embeddings } = app.searchEngine;
  const passages = { providerId: embeddings.id, dimension: embeddings.dimension };

  // 1. Loaded as an API instance loads it.
  const before = held();
  let peak = 0;
  const sampler = setInterval(() => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    peak = Math.max(peak, (heapUsed + arrayBuffers) / MB);
  }, 50);
  let started = performance.now();
  const indexes = new MatchIndexes(app.db, app.changes, passages);
  let index = await indexes.forSite(siteId);
  let loaded = await indexes.passageVectors(siteId);
  clearInterval(sampler);
  const loadSeconds = (performance.now() - started) / 1000;
  const asLoaded = {
    documents: index.size,
    passages: loaded?.vectors.size ?? 0,
    loadSeconds: Number(loadSeconds.toFixed(1)),
    heldMB: round(held() - before),
    peakWhileLoadingMB: round(peak - before),
  };
  console.error(`[memory] as loaded: ${JSON.stringify(asLoaded)}`);

  // The records and vectors for step 2, written to the work folder. (Only numbers are put in these statements.)
  const select = async (statement) => (await app.db.execute(statement)).rows;
  const records = [];
  for (let after = 0; ;) {
    const rows = await select(
      `select d.asset_id, d.title, tsvector_to_array(d.tsv) as words,
       tsvector_to_array(to_tsvector('public.portal_en', d.title)) as title_words, d.facets, d.published_date,
       d.created, d.modified, d.is_private
     from search_documents d where d.deployment_index_id = ${siteId} and d.asset_id > ${after}
     order by d.asset_id limit 5000`,
    );
    for (const row of rows)
      records.push({
        assetId: row.asset_id,
        revision: 1,
        title: row.title,
        words: row.words,
        titleWords: row.title_words,
        facets: row.facets,
        publishedDate: row.published_date === null ? null : new Date(row.published_date).getTime(),
        created: new Date(row.created).getTime(),
        modified: new Date(row.modified).getTime(),
        isPrivate: row.is_private,
      });
    if (rows.length < 5000) break;
    after = rows.at(-1).asset_id;
  }
  const vectors = [];
  for (let after = 0; ;) {
    const rows = await select(
      `select c.asset_id, c.chunk_id, array_send(c.embedding) as bytes from search_chunks c
     where c.provider_id = '${passages.providerId.replaceAll("'", "''")}' and c.deployment_index_id = ${siteId}
       and c.chunk_id > ${after}
     order by c.chunk_id limit 20000`,
    );
    for (const row of rows)
      vectors.push({ assetId: row.asset_id, chunkId: row.chunk_id, embedding: floatArrayOf(row.bytes) });
    if (rows.length < 20000) break;
    after = rows.at(-1).chunk_id;
  }
  await app.close();
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, 'records.json'), JSON.stringify(records));
  const packed = new Float32Array(vectors.length * passages.dimension);
  const ids = new Int32Array(vectors.length * 2);
  vectors.forEach(({ assetId, chunkId, embedding }, at) => {
    packed.set(embedding, at * passages.dimension);
    ids[2 * at] = assetId;
    ids[2 * at + 1] = chunkId;
  });
  writeFileSync(join(work, 'vectors.f32'), packed);
  writeFileSync(join(work, 'vectors.ids'), ids);
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--max-old-space-size=4096',
      fileURLToPath(import.meta.url),
      '--copies',
      work,
      String(COPIES),
      String(passages.dimension),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (child.status !== 0) throw new Error(`The copies step failed (${child.status ?? child.signal}).`);
  const copied = JSON.parse(child.stdout.trim().split('\n').at(-1));
  console.log(JSON.stringify({ asLoaded, copied }));
  process.exit(0);
}

// --copies <work folder> <copies> <dimension>: step 2.
const [work, copiesText, dimensionText] = process.argv.slice(3);
const COPIES = Number(copiesText);
const dimension = Number(dimensionText);
const baseline = held();
const records = JSON.parse(readFileSync(join(work, 'records.json'), 'utf8'));
let packed = new Float32Array(new Uint8Array(readFileSync(join(work, 'vectors.f32'))).buffer);
let ids = new Int32Array(new Uint8Array(readFileSync(join(work, 'vectors.ids'))).buffer);
const vectors = Array.from({ length: ids.length / 2 }, (_, at) => ({
  assetId: ids[2 * at],
  chunkId: ids[2 * at + 1],
  embedding: packed.subarray(at * dimension, (at + 1) * dimension),
}));
const offsetOf = (copy) => copy * 2 ** 26;
const started = performance.now();
const bigIndex = new SiteMatchIndex();
const bigStore = new SitePassageVectors(dimension);
bigStore.reserveMore(vectors.length * COPIES);
for (let copy = 0; copy < COPIES; copy += 1) {
  const offset = offsetOf(copy);
  for (const record of records)
    bigIndex.put({
      ...record,
      assetId: record.assetId + offset,
      title: copy === 0 ? record.title : `${record.title} (${copy})`,
    });
  for (const { assetId, chunkId, embedding } of vectors)
    bigStore.add(assetId + offset, [{ chunkId: chunkId + offset, embedding }]);
}
const buildSeconds = (performance.now() - started) / 1000;
const common = bigIndex.matchWords([[records[0]?.words[0] ?? 'a']], null).length;
// Only the copies are left: what they hold above the process's start.
records.length = 0;
vectors.length = 0;
packed = null;
ids = null;
const copiesHeld = held() - baseline;
const copied = {
  copies: COPIES,
  documents: bigIndex.size,
  passages: bigStore.size,
  buildSeconds: Number(buildSeconds.toFixed(1)),
  heldMB: round(copiesHeld),
  heldPer100kDocumentsMB: round((copiesHeld / bigIndex.size) * 100_000),
  documentsWithTheFirstWord: common,
  rssMB: round(process.memoryUsage().rss / MB),
};
console.error(`[memory] ${COPIES} copies: ${JSON.stringify(copied)}`);
console.log(JSON.stringify(copied));
