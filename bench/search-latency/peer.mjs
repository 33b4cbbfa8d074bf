// The in-process peer: MiniSearch over the same documents (title + the same body text the search record
// holds; facets and date as stored fields; totals and facet counts by iterating its results, with the same
// rule as the server: a selected field's own values are counted without its own selection), plus an exact
// in-memory scan of the same passage embeddings (the product's local provider) for semantic search and
// reciprocal-rank fusion for hybrid. Suggestions: MiniSearch prefix search over the unique titles.
// It also counts document frequencies and writes the query lists every scenario uses.
//
//   node --expose-gc bench/search-latency/peer.mjs <documents> <queries.json> <requests> <warmup>
// Prints one JSON line of its figures on stdout.
import { writeFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import { createCorpus, facetKeys, metadataText } from './corpus.mjs';
import { percentiles } from './http.mjs';
import { buildQueries, STOP_WORDS, words } from './queries.mjs';

const dist = '../../packages/discovery-api/dist';
const { splitIntoPassages } = await import(`${dist}/search/passages.js`);
const { createLocalEmbeddingProvider } = await import(`${dist}/search/embeddings/local-provider.js`);
const { parseFacetQuery, dateFilterStart } = await import(`${dist}/search/facet-query.js`);
const { fuseRankings } = await import(`${dist}/search/hybrid-ranking.js`);
const { FACET_FIELDS } = await import('./corpus.mjs');

const [countText, queriesFile, requestsText, warmupText] = process.argv.slice(2);
const count = Number(countText);
const REQUESTS = Number(requestsText ?? 200);
const WARMUP = Number(warmupText ?? 20);
const PAGE = 25;
const SEMANTIC_WINDOW = 200;
const log = (message) => console.error(`[peer] ${message}`);
const memory = () => {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage();
};

const corpus = await createCorpus();
const embeddings = await createLocalEmbeddingProvider({ log });
const figures = { engine: 'minisearch@7.2.0 + exact in-memory vector scan', documents: count };

// Document frequencies (for the query lists): not part of the peer's build time.
let started = performance.now();
let df = new Map();
for (const doc of corpus.documents(count)) {
  for (const word of new Set(
    words(`${doc.title} ${doc.description ?? ''} ${metadataText(doc).join(' ')} ${doc.content}`),
  ))
    df.set(word, (df.get(word) ?? 0) + 1);
}
const queries = buildQueries(corpus, df, count);
writeFileSync(queriesFile, `${JSON.stringify(queries, null, 1)}\n`);
df = undefined;
log(`document frequencies and query lists in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// Keyword index.
const before = memory();
started = performance.now();
const keyword = new MiniSearch({
  fields: ['title', 'body'],
  storeFields: ['facets', 'published'],
  processTerm: (term) => {
    const lower = term.toLowerCase();
    return STOP_WORDS.has(lower) ? null : lower;
  },
  searchOptions: { boost: { title: 1.5 } },
});
const titles = [];
const docIdOf = [];
for (const doc of corpus.documents(count)) {
  keyword.add({
    id: doc.index,
    title: doc.title,
    body: [doc.description ?? '', metadataText(doc).join(' · '), doc.content].filter(Boolean).join('\n'),
    facets: [...new Set(facetKeys(doc))],
    published: doc.published.getTime(),
  });
  titles.push(doc.title);
  docIdOf.push(doc.docId);
  if ((doc.index + 1) % 20000 === 0) log(`indexed ${doc.index + 1}`);
}
figures.keywordBuildSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
const afterKeyword = memory();
figures.keywordHeapMB = Math.round((afterKeyword.heapUsed - before.heapUsed) / 2 ** 20);

// Suggestions: the unique titles (case-insensitive), prefix search.
started = performance.now();
const suggest = new MiniSearch({ fields: ['title'], storeFields: ['title'] });
const seenTitles = new Set();
titles.forEach((title, id) => {
  if (seenTitles.has(title.toLowerCase())) return;
  seenTitles.add(title.toLowerCase());
  suggest.add({ id, title });
});
figures.suggestionsBuildSeconds = Number(((performance.now() - started) / 1000).toFixed(1));

// Passage embeddings, exactly as indexSearchRecord makes them.
started = performance.now();
const vectorChunks = [];
const ownerChunks = [];
let passages = 0;
for (const doc of corpus.documents(count)) {
  const description = doc.description?.trim() ?? '';
  const meta = metadataText(doc).join(' · ');
  const list = splitIntoPassages(doc.content);
  if (list.length === 0) list.push([description, meta].filter(Boolean).join('. ') || doc.title);
  const vectors = await embeddings.embed(list.map((passage) => `${doc.title}. ${passage}`));
  const block = new Float32Array(vectors.length * embeddings.dimension);
  vectors.forEach((vector, i) => block.set(vector, i * embeddings.dimension));
  vectorChunks.push(block);
  ownerChunks.push(new Int32Array(vectors.length).fill(doc.index));
  passages += vectors.length;
}
const dimension = embeddings.dimension;
const matrix = new Float32Array(passages * dimension);
const owner = new Int32Array(passages);
let offset = 0;
for (const [i, block] of vectorChunks.entries()) {
  matrix.set(block, offset * dimension);
  owner.set(ownerChunks[i], offset);
  offset += ownerChunks[i].length;
}
vectorChunks.length = 0;
ownerChunks.length = 0;
figures.passages = passages;
figures.vectorBuildSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
const afterAll = memory();
figures.vectorMB = Math.round((matrix.byteLength + owner.byteLength) / 2 ** 20);
figures.totalMB = figures.keywordHeapMB + figures.vectorMB;
figures.rssMB = Math.round(afterAll.rss / 2 ** 20);
log(
  `built: keyword ${figures.keywordBuildSeconds} s, vectors ${figures.vectorBuildSeconds} s (${passages} passages), keyword heap +${figures.keywordHeapMB} MB, vectors ${figures.vectorMB} MB`,
);

// ---- Queries ------------------------------------------------------------------------------------------
const fieldCodes = FACET_FIELDS.map((field) => field.code);
const codeOfKey = (key) =>
  fieldCodes.filter((code) => key.startsWith(`${code}_`)).sort((a, b) => b.length - a.length)[0];

/** Total, facet counts (own selection left out per field) and the page, over a list of results best first. */
function summarise(results, filters) {
  const selection = parseFacetQuery(filters, fieldCodes);
  const conditions = [...selection.fields].map(([code, values]) => ({
    code,
    keys: new Set(values.map((value) => `${code}_${value}`)),
  }));
  const start = dateFilterStart(selection.date)?.getTime();
  const counts = new Map();
  const page = [];
  let total = 0;
  for (const result of results) {
    let failed;
    let failures = 0;
    for (const condition of conditions) {
      if (!result.facets.some((key) => condition.keys.has(key))) {
        failures += 1;
        failed = condition.code;
      }
    }
    if (start !== undefined && result.published < start) failures += 2;
    if (failures === 0) {
      total += 1;
      if (page.length < PAGE) page.push(result.id);
      for (const key of result.facets) counts.set(key, (counts.get(key) ?? 0) + 1);
    } else if (failures === 1) {
      for (const key of result.facets) if (codeOfKey(key) === failed) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const facets = {};
  for (const [key, n] of counts) (facets[codeOfKey(key)] ??= []).push([key, n]);
  for (const list of Object.values(facets)) list.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { total, facets, page: page.map((id) => docIdOf[id]) };
}

function keywordSearch({ q, filters }) {
  return summarise(keyword.search(q), filters);
}

/** Passages nearest the query (exact cosine: the vectors are unit length), best document first. */
async function nearest(q, limit) {
  const [vector] = await embeddings.embed([q]);
  const wanted = Math.min(1000, limit * 4);
  const topScore = new Float32Array(wanted).fill(-Infinity);
  const topIndex = new Int32Array(wanted).fill(-1);
  let floor = -Infinity;
  for (let p = 0; p < passages; p += 1) {
    const base = p * dimension;
    let dot = 0;
    for (let d = 0; d < dimension; d += 1) dot += vector[d] * matrix[base + d];
    if (dot <= floor) continue;
    // Insert into the sorted top list.
    let i = wanted - 1;
    while (i > 0 && topScore[i - 1] < dot) {
      topScore[i] = topScore[i - 1];
      topIndex[i] = topIndex[i - 1];
      i -= 1;
    }
    topScore[i] = dot;
    topIndex[i] = p;
    floor = topScore[wanted - 1];
  }
  const documents = [];
  const seen = new Set();
  for (let i = 0; i < wanted && documents.length < limit; i += 1) {
    if (topIndex[i] < 0) break;
    const id = owner[topIndex[i]];
    if (seen.has(id)) continue;
    seen.add(id);
    documents.push({ assetId: id, score: topScore[i] });
  }
  return documents;
}

const stored = (id) => ({
  id,
  facets: keyword.getStoredFields(id).facets,
  published: keyword.getStoredFields(id).published,
});

async function semanticSearch({ q }) {
  const documents = await nearest(q, SEMANTIC_WINDOW);
  return summarise(documents.map((doc) => stored(doc.assetId)));
}

async function hybridSearch({ q }) {
  const matched = keyword.search(q);
  const meaning = await nearest(q, SEMANTIC_WINDOW);
  const fused = fuseRankings(
    [matched.slice(0, SEMANTIC_WINDOW).map((result) => ({ assetId: result.id, score: result.score })), meaning],
    SEMANTIC_WINDOW,
  );
  const ids = new Set(matched.map((result) => result.id));
  for (const doc of meaning) ids.add(doc.assetId);
  const fusedIds = new Set(fused.map((doc) => doc.assetId));
  const rest = [...ids].filter((id) => !fusedIds.has(id));
  return summarise([...fused.map((doc) => stored(doc.assetId)), ...rest.map(stored)]);
}

function suggestions({ text }) {
  const lower = text.toLowerCase();
  const hits = suggest.search(text, { prefix: true, combineWith: 'AND' });
  return hits
    .map((hit) => hit.title)
    .sort(
      (a, b) =>
        Number(b.toLowerCase().startsWith(lower)) - Number(a.toLowerCase().startsWith(lower)) ||
        a.length - b.length ||
        a.localeCompare(b),
    )
    .slice(0, 8);
}

async function measure(list, run) {
  for (let i = 0; i < WARMUP; i += 1) await run(list[i % list.length]);
  const latencies = [];
  const totals = [];
  const n = REQUESTS;
  for (let i = 0; i < n; i += 1) {
    const query = list[(WARMUP + i) % list.length];
    const t0 = performance.now();
    const result = await run(query);
    latencies.push(performance.now() - t0);
    if (result.total !== undefined) totals.push(result.total);
  }
  return {
    ...percentiles(latencies),
    ...(totals.length ? { meanTotal: Math.round(totals.reduce((a, b) => a + b, 0) / totals.length) } : {}),
  };
}

figures.scenarios = {
  keywordSelective: await measure(queries.selective, keywordSearch),
  keywordBroad: await measure(queries.broad, keywordSearch),
  keywordFiltered: await measure(queries.filtered, keywordSearch),
  semantic: await measure(queries.semantic, semanticSearch),
  hybrid: await measure(queries.hybrid, hybridSearch),
  suggestions: await measure(queries.suggestions, suggestions),
};
// Results of a few queries, to compare with the server's (totals, first facet values).
figures.samples = {
  broad: queries.broad.slice(0, 3).map((query) => ({ q: query.q, total: keywordSearch(query).total })),
  filtered: queries.filtered
    .slice(0, 3)
    .map((query) => ({ q: query.q, filters: query.filters, total: keywordSearch(query).total })),
};
log(JSON.stringify(figures.scenarios));
console.log(JSON.stringify(figures));
