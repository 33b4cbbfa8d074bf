// Reading the Cranfield collection (../shared/eval/cranfield, SMART format; see its README for the traps):
// files are CRLF, queries are renumbered 1..225 by their position, grades give gain 5 - code (-1 → 0).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the collection is: beside the repository, in the shared evaluation sets. */
export const cranfield = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/eval/cranfield');

function records(text) {
  const out = [];
  let current;
  let field;
  for (const line of text.split(/\r?\n/)) {
    const id = /^\.I\s+(\d+)/.exec(line);
    if (id) {
      current = { id: Number(id[1]), fields: {} };
      out.push(current);
      field = undefined;
      continue;
    }
    const marker = /^\.([TABW])\s*$/.exec(line);
    if (marker) {
      field = marker[1];
      current.fields[field] = '';
      continue;
    }
    if (current && field) current.fields[field] += (current.fields[field] ? ' ' : '') + line.trim();
  }
  return out;
}

/** Documents: id, title (.T) and abstract (.W); authors and bibliography are left out, as in the README's reference. */
export function readDocuments(dir) {
  return records(readFileSync(join(dir, 'cran.all.1400'), 'utf8')).map((record) => ({
    id: record.id,
    title: (record.fields.T ?? '').trim(),
    text: (record.fields.W ?? '').trim(),
  }));
}

/** Queries renumbered 1..225 in file order. */
export function readQueries(dir) {
  return records(readFileSync(join(dir, 'cran.qry'), 'utf8')).map((record, index) => ({
    id: index + 1,
    q: (record.fields.W ?? '').trim(),
  }));
}

/** query id → Map(document id → gain) for codes 1..4. */
export function readJudgements(dir) {
  const judgements = new Map();
  for (const line of readFileSync(join(dir, 'cranqrel'), 'utf8').split(/\r?\n/)) {
    const [query, doc, code] = line.trim().split(/\s+/).map(Number);
    if (!query) continue;
    if (!judgements.has(query)) judgements.set(query, new Map());
    if (code >= 1 && code <= 4) judgements.get(query).set(doc, 5 - code);
  }
  return judgements;
}

/** nDCG@10 (gain 2^g - 1), MAP, P@10, MRR over all queries, and how many returned nothing. */
export function evaluate(runs, judgements) {
  let ndcg = 0;
  let map = 0;
  let p10 = 0;
  let mrr = 0;
  let empty = 0;
  for (const [query, ranked] of runs) {
    const relevant = judgements.get(query) ?? new Map();
    if (ranked.length === 0) empty += 1;
    const dcg = ranked
      .slice(0, 10)
      .reduce((sum, doc, rank) => sum + (2 ** (relevant.get(doc) ?? 0) - 1) / Math.log2(rank + 2), 0);
    const ideal = [...relevant.values()]
      .sort((a, b) => b - a)
      .slice(0, 10)
      .reduce((sum, gain, rank) => sum + (2 ** gain - 1) / Math.log2(rank + 2), 0);
    ndcg += ideal > 0 ? dcg / ideal : 0;
    let hits = 0;
    let precisionSum = 0;
    ranked.forEach((doc, rank) => {
      if (relevant.has(doc)) {
        hits += 1;
        precisionSum += hits / (rank + 1);
      }
    });
    map += relevant.size > 0 ? precisionSum / relevant.size : 0;
    p10 += ranked.slice(0, 10).filter((doc) => relevant.has(doc)).length / 10;
    const first = ranked.findIndex((doc) => relevant.has(doc));
    mrr += first >= 0 ? 1 / (first + 1) : 0;
  }
  const n = runs.size;
  const round = (value) => Number((value / n).toFixed(4));
  return { ndcg10: round(ndcg), map: round(map), p10: round(p10), mrr: round(mrr), queriesWithoutResults: empty };
}
