// Builds the search-latency data folder: a site with a master metadata set, N assets with their metadata
// values, and their search records, passages and embeddings written by the product's own indexSearchRecord
// (one transaction per asset, as the ingest pipeline does), then the site's BM25 indexes and the HNSW index
// built once over the loaded tables by the product's ensureKeywordIndexes / ensureVectorIndex, and the planner
// statistics refreshed (refreshSearchStatistics).
//
// Run as a child process by run.mjs (it owns the embedded database while it runs):
//   node bench/search-latency/build-data.mjs <data folder> <documents>
// Prints one JSON line of its figures on stdout.
import { execFileSync } from 'node:child_process';
import { createCorpus, facetKeys, FACET_FIELDS, metadataText } from './corpus.mjs';

const dist = '../../packages/discovery-api/dist';
const [dataDir, countText] = process.argv.slice(2);
const count = Number(countText);
if (!dataDir || !Number.isInteger(count) || count < 1)
  throw new Error('usage: build-data.mjs <data folder> <documents>');
process.env.PORTAL_DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';

const { startCliApp } = await import(`${dist}/cli/cli-app.js`);
const { createEmptySite } = await import(`${dist}/sites/find-or-create-site.js`);
const { indexSearchRecord } = await import(`${dist}/search/index-search-record.js`);
const { ensureKeywordIndexes } = await import(`${dist}/search/keyword-index.js`);
const { ensureVectorIndex } = await import(`${dist}/search/vector-index.js`);
const { refreshSearchStatistics } = await import(`${dist}/search/refresh-statistics.js`);
const { fileTypeClass } = await import(`${dist}/media/file-types.js`);
const { ASSET_STATUS_ID } = await import(`${dist}/assets/asset-status.js`);
const schema = await import(`${dist}/db/schema/index.js`);

const log = (message) => console.error(`[build] ${message}`);
const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(1));
const figures = { documents: count };
const started = performance.now();

const corpus = await createCorpus();
const app = await startCliApp();
const { db, searchEngine } = app;
// The embedded database of the data folder, or the PostgreSQL server of DATABASE_URL (bench:scale loads one so).
const exec = (text) => app.database.sql.executeSql(text);
// Records are written with the index creation switched off (the capabilities only decide whether
// indexSearchRecord creates the BM25 / HNSW indexes): building each index once over the loaded table is
// much faster than maintaining it row by row, and gives the same index.
const loadingEngine = { ...searchEngine, capabilities: { bm25: false, vector: false } };

const site = await createEmptySite(db, 'Search latency 100k');
figures.siteId = site.siteId;
const [set] = await db
  .insert(schema.metadataSets)
  .values({ name: 'Master', isMaster: true, deploymentIndexId: site.siteId })
  .returning();
const fields = await db
  .insert(schema.metadataFields)
  .values(
    FACET_FIELDS.map((field, order) => ({
      setId: set.setId,
      name: field.name,
      code: field.code,
      isMultiple: field.multiple,
      order,
      facetGroupName: field.group,
      displayInFilter: true,
    })),
  )
  .returning();
const fieldIdOf = new Map(fields.map((field) => [field.code, field.fieldId]));
const valueIds = new Map();

const BATCH = 500;
let passages = 0;
let indexSeconds = 0;
let assetSeconds = 0;
const load = performance.now();
let batch = [];
const flush = async () => {
  if (batch.length === 0) return;
  const assetStart = performance.now();
  const rows = await db
    .insert(schema.assets)
    .values(
      batch.map((doc) => ({
        docId: doc.docId,
        title: doc.title,
        description: doc.description,
        fileName: doc.fileName,
        originalFileName: doc.originalFileName,
        blobName: `${doc.fileName.split('/')[0]}/${doc.docId}/${doc.originalFileName}`,
        storagePath: `https://127.0.0.1:10000/devstoreaccount1/bench-assets/${doc.fileName.split('/')[0]}/${doc.docId}/${doc.originalFileName}`,
        fileExtension: doc.fileExtension,
        fileSize: doc.content.length * 3 + 20_000,
        statusId: ASSET_STATUS_ID.indexed,
        status: 'Indexed',
        deploymentIndexId: site.siteId,
        assetVisibility: doc.isPrivate ? 'Private' : 'Public',
        isConfidential: doc.isConfidential,
        publishedDate: doc.published,
        created: doc.created,
        updated: doc.modified,
      })),
    )
    .returning({ assetId: schema.assets.assetId });
  // Metadata values (added to their field when new) and each asset's selected values.
  const missing = new Map();
  for (const doc of batch)
    for (const [code, values] of Object.entries(doc.metadata))
      for (const value of values)
        if (!valueIds.has(`${code}_${value}`)) missing.set(`${code}_${value}`, { fieldId: fieldIdOf.get(code), value });
  if (missing.size > 0) {
    const created = await db
      .insert(schema.metadataFieldValues)
      .values([...missing.values()])
      .returning();
    const codeOf = new Map(fields.map((field) => [field.fieldId, field.code]));
    for (const row of created) valueIds.set(`${codeOf.get(row.fieldId)}_${row.value}`, row.fieldValueId);
  }
  const links = [];
  batch.forEach((doc, i) => {
    for (const key of new Set(facetKeys(doc)))
      links.push({ assetId: rows[i].assetId, fieldValueId: valueIds.get(key) });
  });
  await db.insert(schema.assetFieldValues).values(links);
  assetSeconds += (performance.now() - assetStart) / 1000;

  const indexStart = performance.now();
  for (const [i, doc] of batch.entries()) {
    const result = await indexSearchRecord(loadingEngine, {
      assetId: rows[i].assetId,
      siteId: site.siteId,
      docId: doc.docId,
      title: doc.title,
      fileName: doc.fileName,
      description: doc.description,
      metadataText: metadataText(doc),
      content: doc.content,
      facets: facetKeys(doc),
      fileExtension: doc.fileExtension,
      fileTypeClass: fileTypeClass(doc.originalFileName),
      isPrivate: doc.isPrivate,
      isConfidential: doc.isConfidential,
      publishedDate: doc.published,
      created: doc.created,
      modified: doc.modified,
    });
    passages += result.passages;
  }
  indexSeconds += (performance.now() - indexStart) / 1000;
  batch = [];
};

for (const doc of corpus.documents(count)) {
  batch.push(doc);
  if (batch.length === BATCH) {
    await flush();
    if ((doc.index + 1) % 5000 === 0)
      log(
        `${doc.index + 1}/${count} documents, ${passages} passages, ${seconds(load)} s (records ${indexSeconds.toFixed(0)} s)`,
      );
  }
}
await flush();
figures.passages = passages;
figures.loadSeconds = seconds(load);
figures.assetRowsSeconds = Number(assetSeconds.toFixed(1));
figures.indexSearchRecordSeconds = Number(indexSeconds.toFixed(1));
figures.indexSearchRecordPerSecond = Math.round(count / indexSeconds);
log(`loaded ${count} documents (${passages} passages) in ${figures.loadSeconds} s`);

// The indexes, once over the loaded tables. HNSW builds in memory when maintenance_work_mem holds the graph.
await exec(`set maintenance_work_mem = '1GB'`);
let step = performance.now();
await ensureKeywordIndexes(db, site.siteId, searchEngine.capabilities);
figures.bm25IndexSeconds = seconds(step);
log(`BM25 indexes in ${figures.bm25IndexSeconds} s`);
step = performance.now();
await ensureVectorIndex(db, searchEngine.embeddings, searchEngine.capabilities);
figures.hnswIndexSeconds = seconds(step);
log(`HNSW index in ${figures.hnswIndexSeconds} s`);
step = performance.now();
await refreshSearchStatistics(db);
await exec('analyze');
figures.analyzeSeconds = seconds(step);
step = performance.now();
await exec('checkpoint');
await app.close();
figures.closeSeconds = seconds(step);
figures.buildSeconds = seconds(started);
figures.dataFolderBytes = Number(execFileSync('du', ['-sb', dataDir], { encoding: 'utf8' }).split('\t')[0]);
figures.capabilities = searchEngine.capabilities;
figures.embeddingProvider = searchEngine.embeddings.id;
console.log(JSON.stringify(figures));
