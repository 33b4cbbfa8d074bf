import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations as axeViolations } from '../support/axe';
import { SEARCH_URL, searchServerIndexed } from '../support/search-server';
import { settled } from '../support/settled';
import { signIn } from '../support/sign-in';

/**
 * The awards pages (issue 36) on the demo deployment with its library: Northwind Awards (site 2) holds five years of
 * seeded results that match its library's case studies. oliver.kim is a viewer of that site only, ava.morgan its
 * site administrator. What the API answers is tested in the API suites; these tests are what a person does.
 */
const OLIVER = 'oliver.kim@demo.portal';
const AVA = 'ava.morgan@demo.portal';
const AWARDS = '/sites/2/awards';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SEARCH_URL });

test.beforeAll(async () => {
  test.setTimeout(330_000);
  await searchServerIndexed(300_000);
});

/** The number a figure tile shows (e.g. "Awards won"). */
async function figure(page: Page, label: string): Promise<number> {
  const tile = page.getByText(label, { exact: true }).first().locator('..');
  return Number((await tile.innerText()).replace(label, '').replace(/[^\d]/g, ''));
}

/** The page is no wider than the screen: nothing to scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a viewer reads the results by region, narrows them with a filter and opens the winners list (${device}); axe`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, OLIVER);
    await page.goto(AWARDS);
    await expect(page).toHaveURL(/\/sites\/2\/awards\/results\/regional-view/);
    await expect(page.getByRole('heading', { level: 2, name: 'Award Results - Regional View' })).toBeVisible();
    await expect.poll(() => figure(page, 'Awards won')).toBeGreaterThan(10);
    const before = await figure(page, 'Awards won');
    await expect(page.getByRole('button', { name: /^North America/ })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `screenshots/awards-results-${device}.png`, fullPage: device === 'desktop' });

    // One region only: fewer awards, and the groups are that region's.
    await page.getByRole('combobox', { name: 'Region' }).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Europe/ })
      .click();
    await page.keyboard.press('Escape');
    await expect.poll(() => figure(page, 'Awards won')).toBeLessThan(before);
    await expect(page.getByRole('button', { name: /^Europe/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^North America/ })).toHaveCount(0);
    await expect(page).toHaveURL(/region=Europe/);

    await page.getByRole('link', { name: 'Winners List View' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Award Results - Winners List View' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Gold/ }).first()).toBeVisible();
  });
}

test('Cadre Rankings: the league switch shows the next ranks', async ({ page }) => {
  await signIn(page, OLIVER);
  await page.goto(`${AWARDS}/leaderboard`);
  await expect(page.getByRole('heading', { level: 2, name: 'Cadre Rankings' })).toBeVisible();
  const ranks = page.getByRole('table').first().getByRole('row');
  await expect(ranks.nth(1).getByRole('cell').first()).toHaveText('1');
  await page.getByText('Ranks 6–10', { exact: true }).click();
  await expect(ranks.nth(1).getByRole('cell').first()).toHaveText('6');
  expect(await seriousViolations(page)).toEqual([]);
});

test("the showcase opens a winning work's case study", async ({ page }) => {
  await signIn(page, OLIVER);
  await page.goto(`${AWARDS}/showcase`);
  await expect(page.getByRole('heading', { level: 2, name: 'Award Showcase' })).toBeVisible();
  const matched = page.getByRole('article').filter({ hasText: 'Matched by title and advertiser' }).first();
  const link = matched.getByRole('link').first();
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/sites\/2\/content\/[^/]+\/home$/);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(title) }).first()).toBeVisible();
});

test('a site administrator imports a results file and finds its results', async ({ page }) => {
  await signIn(page, AVA);
  await page.goto(`${AWARDS}/home`);
  const file = [
    'show,year,category,title,advertiser,agency,award level,region',
    'Cannes Lions,2015,Film,Imported Archive Work,Acme Motors,Summit Creative,Gold,Europe',
    'Cannes Lions,2015,Film,Imported Shortlisted Work,Acme Motors,Pixel & Loom,Shortlist,Europe',
  ].join('\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'archive-2015.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByText('archive-2015.csv is imported.')).toBeVisible();
  await page.goto(`${AWARDS}/results/winners-list-view?year=2015`);
  await expect(page.getByText('Imported Archive Work')).toBeVisible();
  await expect.poll(() => figure(page, 'Awards won')).toBe(1);

  // Northwind Discovery has no award results: an export of its BI page fails, and says why.
  await page.goto('/sites/1/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Discovery' })).toBeVisible();
  await page.goto('/bidashboards/network-companies');
  await expect(page.getByRole('heading', { level: 2, name: 'Network Companies' })).toBeVisible();
  await expect(page.getByText(/Built-in dashboard of Northwind Discovery/)).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'PDF document' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Export failed' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('The site has no award results yet: there is nothing to export.');

  // Each BI page of Northwind Awards is a dashboard asset of the site: its content page opens it, and the asset embeds
  // the page's built-in address (no portal header inside the frame), drawn from the site's award results.
  await page.goto('/sites/2/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Awards' })).toBeVisible();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer
    .getByRole('navigation', { name: 'Site navigation' })
    .getByRole('link', { name: /BI Dashboards/ })
    .click();
  await page.getByRole('link', { name: 'Brand Rankings dashboard' }).click();
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Open dashboard' }).click();
  await expect(page).toHaveURL(/\/sites\/2\/asset\/embed\?docId=/);
  const frame = page.frameLocator('iframe[title="Brand Rankings dashboard"]');
  await expect(frame.getByRole('heading', { level: 2, name: 'Brand Rankings' })).toBeVisible({ timeout: 30_000 });
  await expect(frame.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Refresh the dashboard' })).toHaveCount(0);
});

async function seriousViolations(page: Page) {
  await settled(page);
  return axeViolations(page);
}

test("a BI dashboard charts the site's brands from its award results, as a chart or a table", async ({ page }) => {
  await signIn(page, OLIVER);
  await page.goto('/bidashboards');
  await expect(page).toHaveURL(/\/bidashboards\/home$/);
  await page.getByRole('link', { name: 'Brand Rankings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Brand Rankings' })).toBeVisible();
  await expect(page.getByText(/Built-in dashboard of Northwind Awards/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Brand Rankings dashboard' })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByText('Table', { exact: true }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('1');
  expect(await seriousViolations(page)).toEqual([]);

  // The export runs as a job to Succeeded and the file downloads, a PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'PDF document' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^brand-rankings-\d{4}\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
  await expect(page.getByRole('status').getByText(`Exported: ${file.suggestedFilename()}`)).toBeVisible();
});
