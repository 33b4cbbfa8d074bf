import { expect, test } from '@playwright/test';
import { SEARCH_URL, searchServerIndexed } from '../support/search-server';
import { settled } from '../support/settled';
import { samples, uniqueWord } from '../support/sample-files';
import { signIn, signInForApi } from '../support/sign-in';
import { chooseContentType, openUploader, panel, rowOf } from '../support/uploader';
import { seriousViolations } from '../support/axe';

/**
 * Collections and groups (issue 19) on the demo deployment with its library (the search suite's server: the demo
 * collections and groups are seeded once the library's assets exist). Demo users: ava.morgan, the site
 * administrator of Northwind Discovery, is the editor of the journey (she holds the site's editor rights:
 * uploadAsset, and editDeploymentIndex, which featuring on the site needs); she creates and owns the collection and
 * the group. lucas.silva becomes a viewer, mia.johansson is a user of the site who is not a member, sofia.rossi has
 * the seeded collections of every list.
 */
const AVA = 'ava.morgan@demo.portal';
const LUCAS = 'lucas.silva@demo.portal';
const MIA = 'mia.johansson@demo.portal';
const SOFIA = 'sofia.rossi@demo.portal';
const RUN = Date.now().toString(36);
const NAME = `Harbour pitch ${RUN}`;
const GROUP = `Harbour programme ${RUN}`;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SEARCH_URL });

test.beforeAll(async () => {
  test.setTimeout(330_000);
  await searchServerIndexed(300_000);
});

let collectionPath = '';
let collectionId = 0;
let groupPath = '';

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

test('an editor creates a collection, adds an asset from search results, pins it and stars the collection', async ({
  page,
}) => {
  await signIn(page, AVA);
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

test('the editor uploads a file and adds it to the collection from the upload console', async ({ page, request }) => {
  test.setTimeout(180_000);
  const authorization = await signInForApi(page, AVA);
  // The upload form needs the site's metadata set: the library seed made it (making one is a portal
  // administrator's, in the administration area: admin.spec.ts).
  const info = await request.get('/api/v2/deploymentIndexes/1/info', { headers: { authorization } });
  expect((await info.json()).metadataSetId).not.toBeNull();
  const { samplePdf } = await samples();
  const word = uniqueWord('harbourbrief');
  const fileName = `${word}.pdf`;
  const pdf = Buffer.from(
    await samplePdf({ title: 'Harbour pitch brief', paragraphs: [`The ${word} brief for the harbour pitch.`] }),
  );
  await page.goto('/sites/1/collections');
  await openUploader(page);
  await panel(page, 'uploader')
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  await chooseContentType(page, 'Case Study');
  await panel(page, 'uploader').getByRole('button', { name: 'UPLOAD', exact: true }).click();
  await rowOf(page, fileName).getByRole('button', { name: 'Add to collection' }).click({ timeout: 90_000 });
  const adding = panel(page, 'addToCollections');
  await adding.getByRole('checkbox', { name: NAME }).check();
  await adding.getByRole('button', { name: 'ADD' }).click();
  await expect(adding).toContainText('Your asset has been added to collection.');
  await adding.getByRole('button', { name: 'Done' }).click();

  const stored = await request.get(`/api/v2/collections/get/${collectionId}`, { headers: { authorization } });
  expect((await stored.json()).collectionAssetsCount).toBe(2);
});

test('the editor adds a viewer through the members panel', async ({ page }) => {
  await signIn(page, AVA);
  await page.goto(collectionPath);
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Members' }).click();
  const members = panel(page, 'collectionMembers');
  await members.getByRole('combobox', { name: 'Add a member by name or email' }).fill('lucas');
  await page.locator('.ant-select-item-option', { hasText: LUCAS }).click();
  await members.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(members.getByRole('combobox', { name: 'Role of Lucas Silva' })).toBeVisible();
  await expect(members.getByRole('list', { name: 'Members' }).getByText('Viewer')).toBeVisible();
  await members.getByRole('button', { name: 'Save' }).click();
  await expect(members).toHaveCount(0);
  await page.goto(`${collectionPath}/members`);
  await expect(page.getByRole('main')).toContainText('Lucas Silva');
});

test('the viewer sees it under shared collections without edit controls, and the server refuses their edit', async ({
  page,
  request,
}) => {
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

test('the editor creates a group, adds the collection and features the group on the site', async ({ page }) => {
  await signIn(page, AVA);
  await page.goto('/sites/1/groups');
  await page.getByRole('button', { name: 'New group' }).click();
  const edit = panel(page, 'group');
  await edit.getByLabel('Name', { exact: true }).fill(GROUP);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/sites\/1\/groups\/details\/\d+/);
  groupPath = new URL(page.url()).pathname;

  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Add collections' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add collections to group' });
  await dialog.getByRole('checkbox', { name: NAME }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto(`${groupPath}/collections`);
  await expect(page.getByRole('main')).toContainText(NAME);

  await page.getByRole('button', { name: `Feature ${GROUP}` }).click();
  await expect(page.getByRole('button', { name: `Unfeature ${GROUP}` })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/sites/1/groups/featured');
  await expect(page.getByRole('region', { name: 'Featured Groups' }).getByText(GROUP)).toBeVisible();
  await page.goto(groupPath);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'screenshots/group-details-desktop.png' });
});

test('a share link opens the collection read-only for another user of the site and is refused once revoked', async ({
  page,
  request,
}) => {
  await signIn(page, AVA);
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

  // The owner revokes it in the share panel.
  await page.context().clearCookies();
  await signIn(page, AVA);
  await page.goto(collectionPath);
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Share' }).click();
  const links = panel(page, 'share').getByRole('list', { name: 'Share links' });
  await links.getByRole('button', { name: 'Revoke' }).first().click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
  await expect(links.getByText('Revoked', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, MIA);
  await page.goto(`/sites/1/collections/link/${link.token}`);
  await expect(
    page.getByText('This share link has been revoked. Ask the collection owner for a new one.'),
  ).toBeVisible();
  const again = await request.post(`/api/v2/collections/shareLinks/${link.token}/open`, {
    headers: { authorization: outsider },
  });
  expect(again.status()).toBe(410);
  expect(
    (await request.get(`/api/v2/collections/get/${collectionId}`, { headers: { authorization: outsider } })).status(),
  ).toBe(404);
});

test('export for agents downloads the wrapper; deleting the collection and the group asks for confirmation', async ({
  page,
}) => {
  await signIn(page, AVA);
  await page.goto(collectionPath);
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Export for agents' }).click();
  const exporting = panel(page, 'exportForAgents');
  const download = page.waitForEvent('download');
  await exporting.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-export\.json$/);
  const wrapper = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
  expect(wrapper.totalRecords).toBe(2);
  expect(wrapper.items).toHaveLength(2);
  expect(typeof wrapper.sizeInMb).toBe('number');

  await page.keyboard.press('Escape');
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(NAME);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/sites\/1\/collections/);
  await page.goto('/sites/1/collections/my-collections');
  await expect(page.getByText(NAME)).toHaveCount(0);

  await page.goto(groupPath);
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Delete' }).click();
  const groupDialog = page.getByRole('dialog');
  await expect(groupDialog).toContainText(GROUP);
  await groupDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/sites\/1\/groups/);
  await page.goto('/sites/1/groups/my');
  await expect(page.getByText(GROUP)).toHaveCount(0);
});
