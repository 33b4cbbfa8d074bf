import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SEARCH_URL, searchServerIndexed } from '../support/search-server';
import { settled } from '../support/settled';
import { signIn } from '../support/sign-in';

/** Demo users of the seed (packages/discovery-api/src/identity/demo-accounts.ts). */
const AVA = 'ava.morgan@demo.portal'; // site admin of Northwind Discovery (1): sees private assets, has the hybrid button
const SOFIA = 'sofia.rossi@demo.portal'; // viewer: private assets are listed, not accessible

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SEARCH_URL });

test.beforeAll(async () => {
  // The global set-up started this suite's server (support/search-server.ts): a fresh data folder, migrations,
  // seed and the demo library's ~300 files indexed while the suites before this one ran.
  test.setTimeout(330_000);
  await searchServerIndexed(300_000);
});

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const count = async (page: Page) =>
  Number((await page.getByTestId('result-count').textContent())?.match(/^([\d,]+)/)?.[1]?.replace(/,/g, ''));
const box = (page: Page) => page.getByRole('combobox', { name: 'Search text' });

/** Waits for the results of the URL's search (the results section idle). */
async function searched(page: Page) {
  await expect(page.locator('section[aria-label="Results"]')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('result-count')).toBeVisible();
}

async function search(page: Page, text: string) {
  await box(page).fill(text);
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
  await searched(page);
}

test('keyword and exact-phrase searches find the words; a viewer sees a private asset as not accessible and downloads two others as one ZIP', async ({
  page,
}) => {
  await signIn(page, SOFIA);
  await page.goto('/sites/1/search');
  await searched(page);
  // Before anything is searched: the questions she asked before (the demo's recorded semantic searches).
  await expect(page.getByRole('navigation', { name: 'Suggested questions' }).getByRole('link').first()).toBeVisible();

  await search(page, 'seasonal campaigns');
  const anyWord = await count(page);
  expect(anyWord).toBeGreaterThan(5);
  await expect(results(page).locator('mark').first()).toHaveText(/seasonal|campaign/i);
  // Access comes after the search (POST v2/assets/listDetails): a private asset is marked and cannot be ticked.
  const hidden = results(page).getByRole('listitem').filter({ hasText: 'Not accessible' });
  await expect(hidden.first()).toBeVisible();
  await expect(hidden.first().getByRole('link')).toHaveCount(0);
  await expect(hidden.first().getByRole('checkbox')).toBeDisabled();

  // Two results she may open, downloaded together: one ZIP.
  const tickable = results(page).getByRole('checkbox', { name: /^Select /, disabled: false });
  await tickable.nth(0).check();
  await tickable.nth(1).check();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download selected (2)' }).click();
  const zip = await downloaded;
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  expect((await readFile(await zip.path())).subarray(0, 2).toString('latin1')).toBe('PK');

  await page.getByRole('checkbox', { name: 'Exact Phrase' }).check();
  await box(page).press('Enter');
  await expect(page).toHaveURL(/exactPhrase=true/);
  await searched(page);
  const phrase = await count(page);
  expect(phrase).toBeGreaterThan(0);
  expect(phrase).toBeLessThan(anyWord);
  for (const text of await results(page).locator('p:has(mark)').allTextContents())
    expect(text).toMatch(/seasonal campaign/i);
});

test('the top bar’s search panel searches the current site from any page and closes on its results', async ({
  page,
}) => {
  await signIn(page, SOFIA);
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const panel = page.getByRole('region', { name: 'Search', exact: true });
  await expect(panel.getByRole('combobox', { name: 'Search text' })).toBeFocused();
  await page.keyboard.type('brand guidelines');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sites\/1\/search\?q=brand\+guidelines/);
  await searched(page);
  await expect(panel).toHaveCount(0);
  expect(await count(page)).toBeGreaterThan(0);
  await expect(box(page)).toHaveValue('brand guidelines');
});

test('semantic search answers a question; hybrid search fuses both', async ({ page }) => {
  await signIn(page, AVA);
  await page.goto('/sites/1/search');
  await searched(page);
  await page.getByRole('radio', { name: 'Semantic Query' }).check();
  await expect(page.getByRole('checkbox', { name: 'Exact Phrase' })).toBeDisabled();
  await search(page, 'how did a brand grow sales with creators');
  await expect(page).toHaveURL(/semantic=true/);
  await expect(page.getByRole('region', { name: 'Answers' })).toBeVisible();
  expect(await count(page)).toBeGreaterThan(0);

  await page.getByRole('radio', { name: 'Keyword Query' }).check();
  await page.getByRole('button', { name: 'Hybrid search' }).click();
  await expect(page).toHaveURL(/hybrid=true/);
  await searched(page);
  expect(await count(page)).toBeGreaterThan(0);
  await expect(results(page).getByRole('listitem').first()).toBeVisible();

  // A semantic search needs words.
  await page.getByRole('radio', { name: 'Semantic Query' }).check();
  await box(page).fill('*');
  await box(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Semantic search needs words' })).toBeVisible();
});

test('facets narrow the results and chips undo them; paging and sort; a pasted URL restores the screen', async ({
  page,
}) => {
  await signIn(page, AVA);
  await page.goto('/sites/1/search?documentsPerPage=10');
  await searched(page);
  await search(page, 'campaign');
  const all = await count(page);

  await page.getByRole('checkbox', { name: /^Case Study/ }).check();
  await expect(page).toHaveURL(/facets=content_types_Case/);
  await searched(page);
  const narrowed = await count(page);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(all);
  await expect(page.getByRole('group', { name: 'Current filters' })).toContainText('Content Types: Case Study');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await searched(page);
  await expect(page.getByTestId('result-count')).toContainText('page 2 of');
  await page.getByRole('combobox', { name: 'Order by' }).click();
  await page.getByTitle('Published Date').click();
  await expect(page).toHaveURL(/orderBy=published_date/);
  await expect(page).not.toHaveURL(/page=2/);
  await searched(page);

  // The same screen from the URL alone: leave, then load the link as if pasted.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await searched(page);
  const url = page.url();
  const firstTitle = await results(page).getByRole('heading').first().textContent();
  await page.goto('/home');
  await page.goto(url);
  await searched(page);
  await expect(box(page)).toHaveValue('campaign');
  await expect(page.getByRole('group', { name: 'Current filters' })).toContainText('Content Types: Case Study');
  await expect(page.getByTestId('result-count')).toContainText('page 2 of');
  await expect(
    page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Order by' }) }),
  ).toContainText('Published Date');
  await expect(results(page).getByRole('heading').first()).toHaveText(firstTitle ?? '');

  // Removing the chip undoes the facet.
  await page.getByLabel('Remove filter Content Types: Case Study').click();
  await expect(page).not.toHaveURL(/facets=/);
  await searched(page);
  expect(await count(page)).toBe(all);
});

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the search page on ${device}: renderer, no serious accessibility violation, screenshot`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, SOFIA);
    await page.goto('/sites/1/search?q=campaign');
    await searched(page);
    await expect(results(page)).toHaveAttribute('data-renderer', device === 'phone' ? 'Mobile' : 'Card');
    await settled(page);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const serious = axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
    await page.screenshot({ path: `screenshots/search-${device}.png` });
  });
}

test('the search experiment compares keyword, semantic and hybrid results for one query; shortcuts filter the pages', async ({
  page,
}) => {
  await signIn(page, AVA);
  await page.goto('/experiment?q=seasonal+campaign+results');
  await expect(page.getByRole('heading', { level: 2, name: 'Experiment' })).toBeVisible();
  for (const mode of ['Keyword', 'Semantic', 'Hybrid'])
    await expect(page.getByRole('region', { name: mode }).getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^The three lists share /)).toBeVisible();
  await settled(page);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.screenshot({ path: 'screenshots/experiment-desktop.png', fullPage: true });

  await page.goto('/kurukkuvazhi');
  await expect(page.getByRole('heading', { level: 2, name: 'Kurukkuvazhi' })).toBeVisible();
  const filter = page
    .getByRole('combobox', { name: /filter|shortcut/i })
    .or(page.getByRole('searchbox'))
    .first();
  await filter.fill('collections');
  await expect(page.getByRole('link', { name: /collections/i }).first()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: 'screenshots/shortcuts-desktop.png', fullPage: true });
  await filter.press('Enter');
  await expect(page).toHaveURL(/collections/);
});
