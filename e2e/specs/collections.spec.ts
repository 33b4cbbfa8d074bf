import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SEARCH_URL, searchServerIndexed } from '../support/search-server';
import { settled } from '../support/settled';
import { signIn, signInForApi } from '../support/sign-in';

/**
 * Collections and groups (issue 19) on the demo deployment with its library (the search suite's server: the demo
 * collections and groups are seeded once the library's assets exist). Demo users: liam.chen (uploader) creates and
 * owns, lucas.silva becomes a viewer, mia.johansson is a user of the site who is not a member, sofia.rossi has the
 * seeded collections of every list.
 */
const LIAM = 'liam.chen@demo.portal';
const LUCAS = 'lucas.silva@demo.portal';
const MIA = 'mia.johansson@demo.portal';
const SOFIA = 'sofia.rossi@demo.portal';
const NAME = `Harbour pitch ${Date.now().toString(36)}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SEARCH_URL });

test.beforeAll(async () => {
  test.setTimeout(330_000);
  await searchServerIndexed(300_000);
});

const panel = (page: Page, key: string) => page.locator(`[data-panel-key="${key}"]`);
let collectionPath = '';
let collectionId = 0;

async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

for (const device of ['desktop', 'phone'] as const) {
  test(`the lists show the seeded collections with their counts (${device}); no serious axe violation`, async ({
    page,
  }) => {
    if (device === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, SOFIA);
    await page.goto('/sites/1/collections/shared-collections');
    const list = page.getByRole('region', { name: 'Shared Collections' });
    await expect(list.getByText('Retail launch case studies')).toBeVisible();
    await expect(list.getByText('Pitch credentials 2026')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Collection lists' })).toContainText('Featured');
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `screenshots/collections-${device}.png` });
  });
}

test('an uploader creates a collection, adds an asset from search results, pins it and stars the collection', async ({
  page,
}) => {
  await signIn(page, LIAM);
  await page.goto('/sites/1/collections');
  await page.getByRole('button', { name: 'New collection' }).click();
  const edit = panel(page, 'editCollectionDetails');
  await edit.getByLabel('Name', { exact: true }).fill(NAME);
  await expect(edit.getByRole('switch', { name: 'Confidential' })).toBeChecked();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/sites\/1\/collections\/details\/\d+/);
  collectionPath = new URL(page.url()).pathname;
  collectionId = Number(collectionPath.match(/details\/(\d+)/)?.[1]);

  await page.goto('/sites/1/search?q=campaign');
  const add = page.getByRole('button', { name: /^Add to collection: .+$/ }).first();
  const title = (await add.getAttribute('aria-label'))!.replace(/^Add to collection: /, '');
  await add.click();
  const adding = panel(page, 'addToCollections');
  await adding.getByRole('checkbox', { name: NAME }).check();
  await adding.getByRole('button', { name: 'ADD' }).click();
  await expect(adding).toContainText('Your asset has been added to collection.');
  await adding.getByRole('button', { name: 'Done' }).click();

  await page.goto(`${collectionPath}/assets`);
  const pin = page.getByRole('button', { name: `Pin ${title}` }).first();
  await pin.click();
  await expect(page.getByRole('button', { name: `Unpin ${title}` }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: `Star ${NAME}` }).click();
  await expect(page.getByRole('button', { name: `Unstar ${NAME}` })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(collectionPath);
  await expect(page.getByRole('list', { name: 'Pinned assets' })).toContainText(title);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'screenshots/collection-details-desktop.png' });
});

test('a viewer sees it under shared collections without edit controls, and the server refuses their edit', async ({
  page,
  request,
}) => {
  const owner = await signInForApi(page, LIAM);
  const stored = await request.get(`/api/v2/collections/get/${collectionId}`, { headers: { authorization: owner } });
  const collection = await stored.json();
  const users = await request.get('/api/v2/collectionForm/input/1', { headers: { authorization: owner } });
  const lucas = ((await users.json()).users as { userId: number; email: string }[]).find((u) => u.email === LUCAS);
  expect(lucas).toBeTruthy();
  const saved = await request.put(`/api/v2/collections/save/${collectionId}`, {
    headers: { authorization: owner },
    data: {
      collection: {
        name: collection.name,
        collectionUsers: [{ user: { userId: lucas!.userId, email: LUCAS }, roleCode: 'collectionViewer' }],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.context().clearCookies();
  const viewer = await signInForApi(page, LUCAS);
  await page.goto('/sites/1/collections/shared-collections');
  await expect(page.getByRole('region', { name: 'Shared Collections' }).getByText(NAME)).toBeVisible();
  await page.goto(collectionPath);
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  const refused = await request.put(`/api/v2/collections/save/${collectionId}`, {
    headers: { authorization: viewer },
    data: { collection: { name: 'Taken over' } },
  });
  expect(refused.status()).toBe(403);
});

test('a share link opens the collection read-only for another user of the site and is refused once revoked', async ({
  page,
  request,
}) => {
  await signIn(page, LIAM);
  await page.goto(collectionPath);
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Share' }).click();
  const share = panel(page, 'share');
  const created = page.waitForResponse((r) => r.url().endsWith('/shareLinks') && r.request().method() === 'POST');
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = await (await created).json();
  await expect(share.getByRole('list', { name: 'Share links' })).toBeVisible();

  await page.context().clearCookies();
  const outsider = await signInForApi(page, MIA);
  await page.goto(`/sites/1/collections/link/${link.token}`);
  await expect(page).toHaveURL(new RegExp(`/collections/details/${collectionId}`));
  await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.context().clearCookies();
  const owner = await signInForApi(page, LIAM);
  const revoked = await request.delete(`/api/v2/collections/${collectionId}/shareLinks/${link.shareLinkId}`, {
    headers: { authorization: owner },
  });
  expect(revoked.status()).toBe(200);
  const again = await request.post(`/api/v2/collections/shareLinks/${link.token}/open`, {
    headers: { authorization: outsider },
  });
  expect(again.status()).toBe(410);
  expect(
    (await request.get(`/api/v2/collections/get/${collectionId}`, { headers: { authorization: outsider } })).status(),
  ).toBe(404);
});

test('export for agents downloads the wrapper; delete asks for confirmation', async ({ page }) => {
  await signIn(page, LIAM);
  await page.goto(collectionPath);
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Export for agents' }).click();
  const exporting = panel(page, 'exportForAgents');
  const download = page.waitForEvent('download');
  await exporting.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-export\.json$/);
  const wrapper = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
  expect(wrapper.totalRecords).toBe(1);
  expect(wrapper.items).toHaveLength(1);
  expect(typeof wrapper.sizeInMb).toBe('number');

  await page.keyboard.press('Escape');
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(NAME);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/sites\/1\/collections/);
  await page.goto('/sites/1/collections/my-collections');
  await expect(page.getByText(NAME)).toHaveCount(0);
});
