// The bench commands (npm run bench:<name>, bench/README.md): what each runs once what it needs is built. The root
// command line (scripts/portal.mjs) makes its bench tasks from this table, and npm test's smoke run
// (scripts/bench-smoke.mjs) runs the same commands at a tiny size, so a bench that no longer runs fails npm test.
//   build: 'api' (the discovery API and what it imports) or 'all'; chromium: the bench drives Chromium;
//   node: the script it runs, or pnpm: the arguments of the pnpm command it runs; result: the file of figures it writes
//   in the results folder (bench/bench-folders.mjs).
export const BENCH_COMMANDS = {
  /** Gzipped JavaScript of each app's first load, in Chromium (e2e/specs/bundle-budgets.spec.ts, bench/bundles/). */
  'bench:bundles': {
    build: 'all',
    chromium: true,
    pnpm: ['--filter', '@portal/bench', 'bundles'],
    result: 'bundles.json',
  },
  /** Ranking quality on the Cranfield collection beside a plain BM25 (bench/search-quality/run.mjs). */
  'bench:search-quality': { build: 'api', node: 'bench/search-quality/run.mjs', result: 'search-quality.json' },
  /** Latency at 100k documents through the HTTP API beside an in-process peer (bench/search-latency/run.mjs). */
  'bench:search-latency': { build: 'api', node: 'bench/search-latency/run.mjs', result: 'search-latency.json' },
  /** The embedded process against PostgreSQL with 2 instances and a worker, 1 to 32 clients (bench/scale/run.mjs). */
  'bench:scale': { build: 'all', node: 'bench/scale/run.mjs', result: 'scale.json' },
  /** The search page in Chromium on the 100k data folder of bench:search-latency (bench/search-ui/run.mjs). */
  'bench:search-ui': { build: 'all', chromium: true, node: 'bench/search-ui/run.mjs', result: 'search-ui.json' },
  /** The content page in Chromium, opened from search results (bench/content-ui/run.mjs). */
  'bench:content-ui': { build: 'all', chromium: true, node: 'bench/content-ui/run.mjs', result: 'content-ui.json' },
  /** A 256 MB file through the upload console in Chromium against a plain SDK upload (bench/upload/run.mjs). */
  'bench:upload': { build: 'all', chromium: true, node: 'bench/upload/run.mjs', result: 'upload.json' },
  /** Home painted after sign-in, and GraphQL beside REST for 50 assets (bench/home/run.mjs). */
  'bench:home': { build: 'all', chromium: true, node: 'bench/home/run.mjs', result: 'home.json' },
  /** What the audit log costs a write request, with and without its triggers in one run (bench/audit/run.mjs). */
  'bench:audit': { build: 'all', node: 'bench/audit/run.mjs', result: 'audit.json' },
  /** The retrieval assistant on a judged question set: grounding, citations, refusals, time to first token (bench/ai/run.mjs). */
  'bench:ai': { build: 'all', node: 'bench/ai/run.mjs', result: 'ai.json' },
};
