// Import throughput through the whole pipeline: real files of every common type (made by the ingest's own
// sample generators from corpus documents) imported by the operators' command line
// (`portal import --site <name> --create-site <folder>`) into a fresh scratch data folder: blob storage,
// type detection, text extraction, thumbnails and previews, passages, embeddings and the search record.
//
//   node bench/search-latency/import-throughput.mjs <work folder> <files>
// Prints one JSON line on stdout.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCorpus, prng } from './corpus.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const [work, filesText] = process.argv.slice(2);
const FILES = Number(filesText ?? 200);
const samples = await import('../../packages/discovery-api/dist/seed/sample-files/index.js');

// The mix of a marketing library: mostly PDF and Office files, some images and plain text.
const MIX = [
  ['pdf', samples.samplePdf, 40],
  ['docx', samples.sampleDocx, 30],
  ['pptx', samples.samplePptx, 30],
  ['xlsx', samples.sampleXlsx, 20],
  ['png', samples.samplePng, 20],
  ['jpg', samples.sampleJpeg, 10],
  ['txt', samples.sampleText, 20],
  ['html', samples.sampleHtml, 10],
  ['md', samples.sampleMarkdown, 10],
  ['csv', samples.sampleCsv, 10],
];
const slots = MIX.flatMap(([ext, make, weight]) => Array.from({ length: weight }, () => [ext, make]));
// Shuffled (fixed seed), so any number of files keeps the mix.
const random = prng(7);
for (let i = slots.length - 1; i > 0; i -= 1) {
  const j = Math.floor(random() * (i + 1));
  [slots[i], slots[j]] = [slots[j], slots[i]];
}

rmSync(work, { recursive: true, force: true });
const folder = join(work, 'files');
const sidecar = [];
const corpus = await createCorpus();
let bytes = 0;
const byType = {};
for (let i = 0; i < FILES; i += 1) {
  const [ext, make] = slots[i % slots.length];
  // Documents from the far end of the corpus' index space: not the ones in the 100k folder's first pages.
  const doc = corpus.document(1_000_000 + i);
  const paragraphs = (doc.content || `${doc.description ?? doc.title}`).split('\n\n');
  const data = await make({ title: doc.title, paragraphs });
  const type = doc.metadata.content_types[0].replace(/[^A-Za-z]+/g, '');
  const relative = `${type}/${String(i).padStart(3, '0')}-${doc.originalFileName.replace(/\.[^.]+$/, '')}.${ext}`;
  mkdirSync(join(folder, type), { recursive: true });
  writeFileSync(join(folder, relative), data);
  sidecar.push({
    file: relative,
    title: doc.title,
    description: doc.description ?? undefined,
    published_date: doc.published.toISOString(),
    asset_visibility: doc.isPrivate ? 'Private' : 'Public',
  });
  bytes += data.length;
  byType[ext] = (byType[ext] ?? 0) + 1;
}
writeFileSync(join(folder, 'metadata.jsonl'), sidecar.map((entry) => JSON.stringify(entry)).join('\n'));

const env = { ...process.env, PORTAL_DATA_DIR: join(work, 'data'), LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
const started = performance.now();
const result = spawnSync(
  'node',
  ['packages/discovery-api/dist/cli/main.js', 'import', '--site', 'Import throughput', '--create-site', folder],
  { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const wallSeconds = (performance.now() - started) / 1000;
// "Indexed N file(s), failed F, skipped S (already imported), in X s." (exit code 1 when some failed)
const summary = /Indexed (\d+) file\(s\), failed (\d+), skipped (\d+) \(already imported\), in ([\d.]+) s/.exec(
  result.stdout,
);
if (!summary) throw new Error(`The import failed (${result.status}):\n${result.stdout}\n${result.stderr.slice(-4000)}`);
const failures = result.stderr
  .split('\n')
  .filter((line) => line.trim().startsWith('failed:'))
  .slice(0, 5);
const [indexed, failed, , importSeconds] = summary.slice(1).map(Number);
console.log(
  JSON.stringify({
    files: FILES,
    byType,
    megabytes: Number((bytes / 2 ** 20).toFixed(1)),
    indexed,
    failed,
    ...(failures.length ? { failures } : {}),
    importSeconds,
    filesPerSecond: Number((indexed / importSeconds).toFixed(2)),
    wallSecondsWithStartup: Number(wallSeconds.toFixed(1)),
    filesPerSecondWithStartup: Number((indexed / wallSeconds).toFixed(2)),
  }),
);
