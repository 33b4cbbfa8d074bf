import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEARCH_URL, searchServerIndexed } from '../support/search-server';
import { settled } from '../support/settled';
import { signIn, signInForApi } from '../support/sign-in';
import { seriousViolations as axeViolations } from '../support/axe';

/**
 * Home, reports export, page customizations and announcements (issue 26) on the demo deployment with its library
 * and its recorded activity. ava.morgan is the site admin of Northwind Discovery (site 1), sofia.rossi a viewer.
 */
const AVA = 'ava.morgan@demo.portal';
const SOFIA = 'sofia.rossi@demo.portal';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SEARCH_URL });

test.beforeAll(async () => {
  test.setTimeout(330_000);
  await searchServerIndexed(300_000);
});

async function seriousViolations(page: Page) {
  await settled(page);
  return axeViolations(page);
}

/** How many pictures of the locator have really loaded (decoded images, not broken ones). */
const loadedImages = (images: Locator) =>
  images.evaluateAll(
    (found) => (found as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0).length,
  );

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`home shows the streams with real thumbnails and opens an asset from one (${device}); axe`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, AVA);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const uploads = page.getByRole('region', { name: 'Latest uploads' });
    await expect(uploads.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'New cases' }).getByRole('article').first()).toBeVisible();
    await expect.poll(() => loadedImages(uploads.locator('article img'))).toBeGreaterThan(2);
    await expect(page.getByRole('region', { name: /^Activity/ }).getByText('Views')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `screenshots/home-${device}.png`, fullPage: device === 'desktop' });

    const first = uploads.getByRole('article').first().getByRole('link');
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/sites\/1\/content\/[^/]+\/home$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });
}

test('a viewer sees no export button and the server refuses their export call', async ({ page }) => {
  const authorization = await signInForApi(page, SOFIA);
  await expect(page.getByRole('region', { name: 'Latest uploads' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export reports' })).toHaveCount(0);
  const refused = await page.request.get('/api/v2/deploymentIndexes/1/reports/searches/export?format=csv', {
    headers: { authorization },
  });
  expect(refused.status()).toBe(403);
});

test("a report downloads and its rows match the recorded activity: the site admin's own search is in it", async ({
  page,
}) => {
  const word = `zephyr${Date.now().toString(36)}`;
  await signIn(page, AVA);
  await page.goto(`/sites/1/search?q=${word}`);
  await expect(
    page.getByRole('list', { name: 'Search results' }).or(page.getByText(/No results|nothing/i)),
  ).toBeVisible();

  await page.goto('/home');
  await page.getByRole('button', { name: 'Export reports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export reports' });
  await dialog.getByRole('combobox', { name: 'Report' }).click();
  await page.getByTitle('Searches').click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('query');
  expect(lines.some((line) => line.includes(word) && line.includes('Keyword'))).toBe(true);
  await expect(dialog.getByText(/is downloaded \(\d[\d,]* rows\)/)).toBeVisible();
  const rows = Number(
    (await dialog.getByText(/is downloaded/).textContent())!.match(/\(([\d,]+) rows\)/)![1]!.replace(/,/g, ''),
  );
  expect(lines.length - 1).toBe(rows);
});

test('a site admin edits the page elements and sees them applied without a reload', async ({ page }) => {
  await signIn(page, AVA);
  const heading = page.getByRole('heading', { level: 1 });
  const before = (await heading.textContent())!.trim();
  const title = `Find the work that wins ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Customize this site' }).click();
  const field = page.getByRole('textbox', { name: 'Hero title' });
  await field.fill(title);
  await page.getByRole('button', { name: 'Save customizations' }).click();
  await expect(page.getByText('Saved: the site shows the new customizations.')).toBeVisible();
  await expect(heading).toHaveText(title);
  await page.screenshot({ path: 'screenshots/home-customized.png' });

  await field.fill(before);
  await page.getByRole('button', { name: 'Save customizations' }).click();
  await expect(heading).toHaveText(before);
});

test('announcements: a site admin publishes one; a viewer sees it unread on home, opens it, and the list', async ({
  page: admin,
  browser,
}) => {
  const title = `Town hall on Friday ${Date.now().toString(36)}`;
  await signIn(admin, AVA);
  await admin.goto('/sites/1/announcements');
  await admin.getByRole('button', { name: 'New announcement' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Summary' }).fill('All agencies, 4 pm, the main hall and online.');
  await dialog.getByRole('textbox', { name: 'Text' }).fill('Agenda first.\n\nQuestions at the end.');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByRole('heading', { level: 2, name: title })).toBeVisible();

  const viewer = await (
    await browser.newContext({ baseURL: SEARCH_URL, ignoreHTTPSErrors: true, reducedMotion: 'reduce' })
  ).newPage();
  await signIn(viewer, SOFIA);
  const onHome = viewer.getByRole('region', { name: 'Announcements' });
  await expect(onHome.getByLabel(/\d+ unread announcements/)).toBeVisible();
  await onHome.getByRole('link', { name: title }).click();
  await expect(viewer.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(viewer.getByText('Questions at the end.')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  expect(await seriousViolations(viewer)).toEqual([]);
  await viewer.getByRole('link', { name: '← All announcements' }).click();
  await expect(viewer.getByRole('heading', { level: 2, name: 'Announcements' })).toBeVisible();
  const entry = viewer.getByRole('listitem').filter({ has: viewer.getByRole('link', { name: title }) });
  await expect(entry.getByText('Unread')).toHaveCount(0);
  await viewer.screenshot({ path: 'screenshots/announcements.png' });
  await viewer.context().close();
});

/** The Assets figure of the insights tiles, as a number. */
async function assetsFigure(page: Page) {
  const tile = page
    .getByRole('list', { name: /^Figures, / })
    .getByRole('listitem')
    .filter({ hasText: 'Assets' });
  return Number((await tile.locator('span').last().textContent())!.replace(/\D/g, ''));
}

test('insights filter by content type and date; the figures, the charts and their tables change', async ({ page }) => {
  await signIn(page, AVA);
  await page.goto('/home/insights');
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics & Insights' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Figures, past 3 months' })).toBeVisible();

  // A longer period: more documents, and the address keeps it.
  await page.getByLabel('Period').click();
  await page.getByTitle('Past 3 years').click();
  await expect(page.getByRole('list', { name: 'Figures, past 3 years' })).toBeVisible();
  await expect(page).toHaveURL(/facets=.*published_date_Past(\+|%20)3(\+|%20)years/);
  const allAssets = await assetsFigure(page);
  expect(allAssets).toBeGreaterThan(0);

  // The clients chart as a table, to compare.
  const clients = page.getByRole('figure', { name: /^Clients$/i });
  await clients
    .locator('label')
    .filter({ hasText: /^Table$/ })
    .click();
  const clientsBefore = await clients.getByRole('table').innerText();

  // One content type: fewer documents, and the clients chart counts only theirs.
  await page.getByRole('combobox', { name: 'Content Types' }).click();
  await page
    .getByRole('option')
    .filter({ hasText: /^Case Study \(/ })
    .click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/content_types_Case(\+|%20)Study/);
  await expect.poll(() => assetsFigure(page)).toBeLessThan(allAssets);
  await expect.poll(() => clients.getByRole('table').innerText()).not.toBe(clientsBefore);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'screenshots/insights-desktop.png', fullPage: true });

  // The chip removes the filter again.
  await page.getByRole('button', { name: /^Remove filter .*: Case Study$/ }).click();
  await expect.poll(() => assetsFigure(page)).toBe(allAssets);

  await page.goto('/home/patterns');
  await expect(page.getByRole('heading', { level: 2, name: 'Pattern Analysis' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Documents per month' })).toBeVisible();
  // It states what changed against the period before, one sentence a figure.
  await expect(
    page.getByRole('list', { name: 'Figures against the 3 months before' }).getByRole('listitem').first(),
  ).toHaveText(/^Views (rose|fell|held level|:)/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'screenshots/patterns-phone.png', fullPage: true });
});
