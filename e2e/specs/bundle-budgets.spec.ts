import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGETS, measureBundles } from '../../bench/bundles/measure-bundles';
import { REPO_ROOT } from '../support/environment';
import { signIn } from '../support/sign-in';

// Noah is a portal administrator: every remote's first screen opens for him, the administration area's too.
test.beforeEach(async ({ page }) => signIn(page, 'noah.patel@demo.portal'));

test('first loads stay within the bundle budgets', async ({ page }) => {
  const report = await measureBundles(page, (heading) =>
    expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible(),
  );
  // The benches' results folder (bench/bench-folders.mjs): BENCH_RESULTS_DIR, else bench/results.
  const results = resolve(REPO_ROOT, process.env.BENCH_RESULTS_DIR || join('bench', 'results'));
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, 'bundles.json'), `${JSON.stringify(report, null, 2)}\n`);

  expect(report.shell.files).toBeGreaterThan(0);
  expect(report.shell.gzipBytes, 'shell first load (gzipped bytes)').toBeLessThanOrEqual(BUDGETS.shellFirstLoad);
  for (const [remote, figure] of Object.entries(report.remotes)) {
    expect(figure.files, `${remote} loaded no chunk of its own`).toBeGreaterThan(0);
    expect(figure.gzipBytes, `${remote} first mount (gzipped bytes)`).toBeLessThanOrEqual(BUDGETS.remoteFirstMount);
  }
});
