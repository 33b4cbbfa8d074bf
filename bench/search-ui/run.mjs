// npm run bench:search-ui — the search page in a real browser (Debian's Chromium) against the real server on the
// 100,000-document data folder of bench:search-latency: for each query, typed into the search box as a person
// types it, the time from the last keystroke to its suggestions on screen (the box waits for a 200 ms pause in
// typing), and the time from pressing Enter to the first results page rendered (URL updated, request answered,
// results painted). Both are measured inside the page (performance.now). Writes search-ui.json to the results folder
// and ends with one JSON line. Target (issue 6): results within 300 ms of Enter at the median.
//
// Environment: BENCH_DOCUMENTS (100000: the size of bench:search-latency's data folder to use), BENCH_QUERIES (20
// selective and up to 20 broad queries), BENCH_PORT (18446), BENCH_RESULTS_DIR and BENCH_DATA_DIR
// (bench/bench-folders.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFolder, writeResult } from '../bench-folders.mjs';
import { launchChromium, signInThroughWelcome } from '../browser.mjs';
import { GENERATOR_VERSION } from '../search-latency/corpus.mjs';
import { DEMO_ADMIN, percentiles, startServer } from '../search-latency/http.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const cacheDir = dataFolder('search-latency', `${GENERATOR_VERSION}-${DOCUMENTS}`);
const dataDir = join(cacheDir, 'data');
const queriesFile = dataFolder('search-latency', 'queries.json');
const PORT = Number(process.env.BENCH_PORT ?? 18446);
const PER_KIND = Number(process.env.BENCH_QUERIES ?? 20);
const TARGET_MEDIAN_MS = 300;
const log = (message) => console.error(`[search-ui] ${message}`);

if (!existsSync(join(dataDir, 'pgdata')) || !existsSync(queriesFile)) {
  throw new Error(
    `The ${DOCUMENTS.toLocaleString('en-US')}-document data folder is built by \`npm run bench:search-latency\` (once, then cached): run it first.`,
  );
}
const queries = JSON.parse(readFileSync(queriesFile, 'utf8'));
// Selective and broad keyword queries, none twice (a repeated query would be answered from the page's cache).
const list = [
  ...new Set([...queries.selective.slice(0, PER_KIND), ...queries.broad.slice(0, PER_KIND)].map((query) => query.q)),
];

const server = await startServer({ root, dataDir, port: PORT, log });
const browser = await launchChromium();
/** The latency bench's nearest-rank figures (p50, p95, p99, mean, max), or null when nothing was measured. */
const figures = (values) => (values.length > 0 ? percentiles(values) : null);

try {
  const page = await (
    await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1366, height: 900 } })
  ).newPage();
  await signInThroughWelcome(page, server.baseUrl, DEMO_ADMIN);
  await page.goto(`${server.baseUrl}/sites/1/search`);
  await page.getByRole('list', { name: 'Search results' }).waitFor({ timeout: 60_000 });
  const box = page.getByRole('combobox', { name: 'Search text' });

  const suggestions = [];
  const results = [];
  const apiTimes = [];
  const beforeTimes = [];
  const afterTimes = [];
  for (const [index, q] of list.entries()) {
    await box.fill('');
    // Suggestions: from the last keystroke until options for this text are on screen.
    await page.evaluate(() => {
      window.__lastKey = 0;
      if (!window.__keysWatched)
        document.addEventListener('keydown', () => (window.__lastKey = performance.now()), { capture: true });
      window.__keysWatched = true;
    });
    await box.pressSequentially(q, { delay: 40 });
    // Options of this text: visible, and each a title holding the typed letters (the list of an earlier text may
    // still be fading out).
    const suggested = await page
      .waitForFunction(
        (typed) => {
          const options = [
            ...document.querySelectorAll(
              '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
            ),
          ];
          return (
            options.length > 0 &&
            options.every((option) => option.textContent.toLowerCase().includes(typed)) &&
            performance.now() - window.__lastKey
          );
        },
        q.toLowerCase(),
        { timeout: 3000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    if (typeof suggested === 'number') suggestions.push(suggested);

    // Results: from Enter until the results section has been busy and is idle again, one frame later (painted).
    await page.evaluate(() => {
      window.__enterAt = 0;
      window.__renderedAt = 0;
      document.addEventListener(
        'keydown',
        (event) => event.key === 'Enter' && !window.__enterAt && (window.__enterAt = performance.now()),
        { capture: true, once: true },
      );
      let busySeen = false;
      const observer = new MutationObserver(() => {
        const busy = document.querySelector('section[aria-label="Results"]')?.getAttribute('aria-busy');
        if (busy === 'true') busySeen = true;
        if (busySeen && busy === 'false') {
          observer.disconnect();
          requestAnimationFrame(() => (window.__renderedAt = performance.now()));
        }
      });
      observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    });
    await box.press('Enter');
    const ms = await page
      .waitForFunction(() => window.__renderedAt && window.__renderedAt - window.__enterAt, null, { timeout: 30_000 })
      .then((handle) => handle.jsonValue());
    if (!page.url().includes(`q=${encodeURIComponent(q).replaceAll('%20', '+')}`))
      throw new Error(`The URL did not take the query '${q}': ${page.url()}`);
    results.push(ms);
    // The search request's own time (sent to answered), from the browser's resource timing: the rest is the page.
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/v2/search'));
      const last = entries.at(-1);
      performance.clearResourceTimings();
      return last
        ? {
            request: last.responseEnd - last.startTime,
            before: last.startTime - window.__enterAt,
            after: window.__renderedAt - last.responseEnd,
          }
        : null;
    });
    if (timing) {
      apiTimes.push(timing.request);
      beforeTimes.push(timing.before);
      afterTimes.push(timing.after);
    }
    const part = (value) => (typeof value === 'number' ? value.toFixed(0) : '—');
    log(
      `${index + 1}/${list.length} '${q}': suggestions ${part(suggested)} ms, results ${part(ms)} ms (until the request ${part(timing?.before)}, request ${part(timing?.request)}, after it ${part(timing?.after)})`,
    );
  }

  const report = {
    documents: DOCUMENTS,
    queries: list.length,
    browser: browser.version(),
    viewport: '1366x900',
    suggestionsAfterLastKeyMs: { ...figures(suggestions), debounceMs: 200 },
    enterToResultsMs: figures(results),
    // Enter → the request leaves, the request (sent → answered), the answer → results painted.
    parts: {
      untilRequestMs: figures(beforeTimes),
      searchRequestMs: figures(apiTimes),
      afterAnswerMs: figures(afterTimes),
    },
    targetMedianMs: TARGET_MEDIAN_MS,
  };
  report.met = report.enterToResultsMs !== null && report.enterToResultsMs.p50 <= TARGET_MEDIAN_MS;
  writeResult('search-ui', report);
  console.log(JSON.stringify(report));
} finally {
  await browser.close();
  await server.stop();
}
