// npm run bench:ai — the retrieval assistant's answers on a judged question set (bench/ai/questions.json) over the demo
// library, asked as the AI user through POST v2/assistant/rag with the embedded default (the local extractive
// assistant), streamed as the panel asks. Reports, over the answerable questions:
//   - grounding: the share of answer sentences supported by a passage they cite (a sentence is supported when at
//     least 80% of its words are in one of the passages of the documents it cites);
//   - citation precision (cited documents that are judged to answer) and recall (judged documents cited);
//   - key facts: the share of answers that state the judged fact;
// over the 'none' questions, the share refused (nothing cited, the answer says so); over the 'private' questions, that
// the private document is never cited nor its fact quoted; and the time to first token (the first `delta` event)
// and to the whole answer, with their medians and p95 (each question asked ROUNDS times).
// Writes ai.json to the results folder and ends with one JSON line.
//
// Environment: BENCH_ROUNDS (5; at least 2, as a question's first round is not timed), BENCH_PORT (18450),
// BENCH_DEMO_REUSE (1: a kept copy of the demo library snapshot: demo-library-snapshot.mjs startDemoLibraryServer),
// BENCH_RESULTS_DIR and BENCH_DATA_DIR (bench/bench-folders.mjs).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { writeResult } from '../bench-folders.mjs';
import { startDemoLibraryServer } from '../demo-library-snapshot.mjs';
import { percentiles, signIn } from '../search-latency/http.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 18450);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PASSWORD = 'Discovery!2026';
const log = (message) => console.error(`[ai] ${message}`);
const judged = JSON.parse(readFileSync(join(here, 'questions.json'), 'utf8'));

/** Lower-case words of three letters or more. */
const words = (text) =>
  (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.,%€$-]*[\p{L}\p{N}%]|[\p{L}\p{N}]/gu) ?? []).filter(
    (w) => w.length >= 3,
  );

/** The answer's sentences (its notice line left out), each with the citation numbers it carries. */
function sentencesOf(answer) {
  const body = answer.split('\n\n— ')[0];
  return [...body.matchAll(/[^[\]]+?(?:\[\d+(?:,\s*\d+)*\]\s*)+|[^[\]]+$/g)]
    .map((match) => match[0].trim())
    .filter((sentence) => words(sentence.replace(/\[\d+(?:,\s*\d+)*\]/g, '')).length > 0)
    .map((sentence) => ({
      text: sentence.replace(/\s*\[\d+(?:,\s*\d+)*\]/g, '').trim(),
      cites: [...sentence.matchAll(/\[(\d+(?:,\s*\d+)*)\]/g)].flatMap((m) =>
        m[1].split(',').map((n) => Number(n.trim())),
      ),
    }));
}

function supported(sentence, citations) {
  const own = words(sentence.text);
  return citations
    .filter((citation) => sentence.cites.includes(citation.n))
    .some((citation) => {
      const passage = new Set(words(citation.passage));
      return own.filter((word) => passage.has(word)).length / own.length >= 0.8;
    });
}

/** One question, streamed: the time to the first delta, to the end, and the done answer. */
async function ask(baseUrl, dispatcher, token, siteId, question) {
  const started = performance.now();
  const response = await request(`${baseUrl}/api/v2/assistant/rag`, {
    method: 'POST',
    dispatcher,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ deploymentIndexId: siteId, query: question, chatHistory: [] }),
  });
  if (response.statusCode !== 200) throw new Error(`${question}: ${response.statusCode} ${await response.body.text()}`);
  let firstToken;
  let buffer = '';
  let done;
  for await (const chunk of response.body) {
    buffer += chunk.toString();
    if (firstToken === undefined && buffer.includes('event: delta')) firstToken = performance.now() - started;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (\w+)/m.exec(event)?.[1];
      const data = /^data: (.*)$/m.exec(event)?.[1];
      if (name === 'done') done = JSON.parse(data);
      if (name === 'error') throw new Error(`${question}: ${data}`);
    }
  }
  return { answer: done, firstToken, total: performance.now() - started };
}

const server = await startDemoLibraryServer({ port: PORT, log });
const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
try {
  const token = await signIn(server.baseUrl, { email: judged.askedBy, password: PASSWORD });
  // Northwind Discovery is the first demo site (1), as bench:home counts on too; its info says so.
  const siteId = 1;
  const info = await request(`${server.baseUrl}/api/v2/deploymentIndexes/${siteId}/info`, {
    dispatcher,
    headers: { authorization: `Bearer ${token}` },
  });
  const name = (await info.body.json()).name;
  if (name !== judged.site) throw new Error(`Site ${siteId} is ${name}, not ${judged.site}.`);

  const rows = [];
  const firstTokens = [];
  const totals = [];
  for (const item of judged.questions) {
    let result;
    for (let round = 0; round < ROUNDS; round += 1) {
      result = await ask(server.baseUrl, dispatcher, token, siteId, item.question);
      if (round > 0) {
        firstTokens.push(result.firstToken);
        totals.push(result.total);
      }
    }
    const { answer } = result;
    const cited = [...new Set(answer.citations.map((citation) => citation.documentid))];
    const sentences = sentencesOf(answer.answer);
    const row = {
      kind: item.kind,
      question: item.question,
      refused: answer.refused,
      cited,
      sentences: sentences.length,
      supported: sentences.filter((sentence) => supported(sentence, answer.citations)).length,
      precision: cited.length ? cited.filter((id) => item.documents.includes(id)).length / cited.length : null,
      recall: item.documents.length
        ? item.documents.filter((id) => cited.includes(id)).length / item.documents.length
        : null,
      factStated: item.facts.length ? item.facts.every((fact) => answer.answer.includes(fact)) : null,
      leaked:
        item.kind === 'private' &&
        (item.documents.some((id) => cited.includes(id)) || item.facts.some((fact) => answer.answer.includes(fact))),
      answer: answer.answer.split('\n\n— ')[0],
    };
    rows.push(row);
    log(
      `${row.kind.padEnd(10)} ${row.refused ? 'refused ' : 'answered'} P=${row.precision ?? '-'} R=${row.recall ?? '-'} fact=${row.factStated ?? '-'} ${item.question}`,
    );
  }
  const answerable = rows.filter((row) => row.kind === 'answerable');
  const mean = (values) => {
    const kept = values.filter((value) => value !== null);
    return kept.length ? Number((kept.reduce((a, b) => a + b, 0) / kept.length).toFixed(3)) : null;
  };
  const sentenceCount = answerable.reduce((sum, row) => sum + row.sentences, 0);
  const summary = {
    provider: 'local extractive assistant',
    questions: rows.length,
    answerable: answerable.length,
    grounding: sentenceCount
      ? Number((answerable.reduce((sum, row) => sum + row.supported, 0) / sentenceCount).toFixed(3))
      : null,
    citationPrecision: mean(answerable.map((row) => row.precision ?? 0)),
    citationRecall: mean(answerable.map((row) => row.recall)),
    keyFacts: mean(answerable.map((row) => (row.factStated ? 1 : 0))),
    answeredWhenAnswerable: mean(answerable.map((row) => (row.refused ? 0 : 1))),
    refusedWhenNothingRelevant: mean(rows.filter((row) => row.kind === 'none').map((row) => (row.refused ? 1 : 0))),
    privateLeaks: rows.filter((row) => row.leaked).length,
    firstTokenMs: percentiles(firstTokens),
    wholeAnswerMs: percentiles(totals),
  };
  writeResult('ai', { summary, rows });
  console.log(JSON.stringify(summary));
} finally {
  await dispatcher.close();
  await server.stop();
}
