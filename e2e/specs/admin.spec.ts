import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { settled } from '../support/settled';
import { signIn, signInForApi } from '../support/sign-in';

/** Demo users of the seed (packages/discovery-api/src/identity/demo-accounts.ts). */
const NOAH = 'noah.patel@demo.portal'; // portal administrator
const AVA = 'ava.morgan@demo.portal'; // site administrator of Northwind Discovery and Northwind Awards
const SOFIA = 'sofia.rossi@demo.portal'; // viewer
const ETHAN = 'ethan.brooks@demo.portal'; // signs in, uses no site (no other suite relies on him)

/** A name no earlier run of the suite on this server used. */
const RUN = Date.now().toString(36).slice(-5);

const shot = async (page: Page, name: string) => {
  await settled(page);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
};

async function expectNoSeriousViolations(page: Page, screen: string) {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.html).join(', ')}`);
  expect(serious, `${screen}: serious or critical accessibility violations`).toEqual([]);
}

/** Picks an option of an antd Select that the label names. */
async function choose(page: Page, label: string, option: string | RegExp) {
  // antd's form labels end with a colon in their accessible name ("Site :").
  await page.getByRole('combobox', { name: new RegExp(`(^|\\* )${label}\\b`) }).click();
  // antd draws the visible options outside the listbox's accessible options (those hold only the values).
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/**
 * The administration area, as a portal administrator runs the portal from it (issue 27): find a user and give them a
 * site, make a user group and give it a collection, duplicate a site, and read all of it back in the audit log; a
 * site administrator sees only their sites, a viewer cannot open it.
 */
test.describe.serial('administration', () => {
  test('an administrator finds a user and grants a site role; the user, signing in again, has the site', async ({
    browser,
  }) => {
    const ethan = await newPage(browser);
    await signIn(ethan, ETHAN);
    await expect(ethan.getByRole('heading', { name: 'Meridian Creative' })).toHaveCount(0);

    const page = await newPage(browser);
    await signIn(page, NOAH);
    await page.goto('/admin/users/list');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await page.getByRole('searchbox', { name: /^Search/ }).fill('ethan');
    const row = page.getByRole('row', { name: /ethan\.brooks@demo\.portal/ });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2); // the header and Ethan
    await shot(page, 'admin-users-desktop');
    await expectNoSeriousViolations(page, 'users list');
    await row.click();
    await expect(page).toHaveURL(/\/admin\/users\/list\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Ethan Brooks' })).toBeVisible();

    await choose(page, 'Site', 'Meridian Creative');
    await choose(page, 'User group', /— Site member$/);
    await page.getByRole('button', { name: 'Grant role' }).click();
    const roles = page.getByRole('table').filter({ hasText: 'Meridian Creative' });
    await expect(roles.getByText('Site member')).toBeVisible();
    await shot(page, 'admin-user-desktop');
    await expectNoSeriousViolations(page, 'user page');

    // Signing in again, Ethan has the site.
    await ethan.context().clearCookies();
    await signIn(ethan, ETHAN);
    const sites = await ethan.request.get('/api/v2/deployments', {
      headers: { authorization: await tokenOf(ethan) },
    });
    const names = ((await sites.json()) as { deploymentIndexes: { name: string }[] }[]).flatMap((deployment) =>
      deployment.deploymentIndexes.map((site) => site.name),
    );
    expect(names).toContain('Meridian Creative');
    await expect(ethan.getByRole('heading', { name: /Meridian Creative/ }).first()).toBeVisible();
  });

  test('an administrator makes a user group, adds the user and gives it a collection; the user sees it', async ({
    browser,
  }) => {
    const page = await newPage(browser);
    await signIn(page, NOAH);
    await page.goto('/admin/user-groups');
    await expect(page.getByRole('heading', { name: 'User groups' })).toBeVisible();
    await choose(page, 'Site', 'Northwind Awards');
    const groupName = `Launch team ${RUN}`;
    await page.getByRole('button', { name: 'New user group' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill(groupName);
    await choose(page, 'Role', 'Site member');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('row', { name: new RegExp(groupName) })).toBeVisible();

    await page.getByRole('button', { name: `Members of ${groupName}` }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(groupName) });
    await drawer.getByLabel('Add members by email').fill(ETHAN);
    await drawer.getByRole('button', { name: /^Add/ }).click();
    await expect(drawer.getByText(ETHAN)).toBeVisible();
    await shot(page, 'admin-user-groups-desktop');
    await expectNoSeriousViolations(page, 'user group members');

    // The group is given a confidential collection of the site (its members' page does this; here its call).
    const ava = await newPage(browser);
    const authorization = await signInForApi(ava, AVA);
    const siteId = await siteIdOf(ava, authorization, 'Northwind Awards');
    const groups = (await (
      await ava.request.get(`/api/v2/usergroups/deploymentindex/${siteId}`, { headers: { authorization } })
    ).json()) as { userGroupId: number; name: string }[];
    const group = groups.find((entry) => entry.name === groupName)!;
    const created = await ava.request.post('/api/v2/collections', {
      headers: { authorization },
      data: {
        deploymentIndexId: siteId,
        collection: { name: `Launch plan ${RUN}`, isConfidential: true, userGroupIds: [group.userGroupId] },
      },
    });
    expect(created.status()).toBe(201);
    const { collectionId } = (await created.json()) as { collectionId: number };

    const ethan = await newPage(browser);
    await signIn(ethan, ETHAN);
    await ethan.goto(`/sites/${siteId}/collections/details/${collectionId}`);
    await expect(ethan.getByRole('heading', { name: `Launch plan ${RUN}` }).first()).toBeVisible();
  });

  test('an administrator duplicates a site and watches the copy finish', async ({ page }) => {
    await signIn(page, NOAH);
    await page.goto('/admin/deployments');
    await expect(page.getByRole('heading', { name: 'Deployments and sites' })).toBeVisible();
    await expectNoSeriousViolations(page, 'deployments');
    await shot(page, 'admin-deployments-desktop');
    const source = page.getByRole('listitem').filter({ hasText: 'Meridian Insights' }).first();
    await source.getByRole('button', { name: 'Duplicate' }).click();
    const copyName = `Meridian Insights ${RUN}`;
    await page.getByLabel('Name of the copy').fill(copyName);
    await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByText(`“${copyName}” is ready.`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: copyName }).first()).toBeVisible();
    await shot(page, 'admin-deployments-duplicated-desktop');

    // A name already taken: the error text, in a notification.
    await source.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByLabel('Name of the copy').fill(copyName);
    await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByText(`A site named '${copyName}' already exists in this deployment.`)).toBeVisible();
  });

  test('the audit log lists each of these changes with before and after', async ({ page }) => {
    await signIn(page, NOAH);
    /** Opens the newest row holding `text` and answers its before → after table. */
    const changesOf = async (text: string) => {
      const row = page.getByRole('row').filter({ hasText: text }).first();
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: /expand/i }).click();
      return page.getByRole('table', { name: /^Changes of entry/ }).last();
    };

    // The user group made, by Noah: no before, its name after.
    await page.goto(`/admin/audit?entityType=user_groups&actor=noah`);
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const group = await changesOf(`Launch team ${RUN}`);
    await expect(group.getByRole('row', { name: new RegExp(`^Name \\(added\\) — Launch team ${RUN}$`) })).toBeVisible();
    await shot(page, 'admin-audit-desktop');
    await expectNoSeriousViolations(page, 'audit log');

    // The site copied: the copy's row, its name after.
    await page.goto(`/admin/audit?entityType=deployment_indexes&action=insert`);
    const copy = await changesOf(`Meridian Insights ${RUN}`);
    await expect(copy.getByText(`Meridian Insights ${RUN}`)).toBeVisible();

    // The collection given to the group, by Ava.
    await page.goto(`/admin/audit?entityType=collection_user_groups&actor=ava`);
    await expect(page.getByRole('row').filter({ hasText: AVA }).first()).toBeVisible();

    // Ethan's memberships (the role granted, the group joined), on his own page's history too.
    await page.goto('/admin/users/list');
    await page.getByRole('searchbox', { name: /^Search/ }).fill('ethan');
    await page.getByRole('link', { name: 'Ethan Brooks' }).click();
    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem').filter({ hasText: NOAH })).toHaveCount(2);
  });

  test('a site administrator sees only their sites; a viewer cannot open the administration area', async ({
    browser,
  }) => {
    const ava = await newPage(browser);
    await signIn(ava, AVA);
    await ava.goto('/admin/user-groups');
    await expect(ava.getByRole('heading', { name: 'User groups' })).toBeVisible();
    await ava.getByRole('combobox', { name: /^Site\b/ }).click();
    const options = ava.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.filter({ hasText: 'Northwind Discovery' })).toHaveCount(1);
    await expect(options.filter({ hasText: 'Meridian' })).toHaveCount(0);
    await ava.keyboard.press('Escape');
    const nav = ava.getByRole('navigation', { name: 'Administration' });
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Deployments and sites' })).toHaveCount(0);

    const sofia = await newPage(browser);
    await signIn(sofia, SOFIA);
    await sofia.goto('/admin/users');
    await expect(sofia.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
    const refused = await sofia.request.get('/api/v2/audit', { headers: { authorization: await tokenOf(sofia) } });
    expect(refused.status()).toBe(403);
  });
});

test.describe('administration on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the users list and the audit log fit a phone', async ({ page }) => {
    await signIn(page, NOAH);
    await page.goto('/admin/users/list');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'admin-users-phone');
    await expectNoSeriousViolations(page, 'users list on a phone');
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await shot(page, 'admin-audit-phone');
    await expectNoSeriousViolations(page, 'audit log on a phone');
  });
});

/** A page of a browser context of its own (a signed-in user each; axe needs a context it made). */
async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The bearer header the page's shell sends the API. */
async function tokenOf(page: Page): Promise<string> {
  const withToken = page.waitForRequest(
    (request) => request.url().includes('/api/v2/') && request.headers().authorization !== undefined,
  );
  await page.reload();
  return (await withToken).headers().authorization as string;
}

async function siteIdOf(page: Page, authorization: string, name: string): Promise<number> {
  const deployments = (await (
    await page.request.get('/api/v2/deployments', { headers: { authorization } })
  ).json()) as {
    deploymentIndexes: { deploymentIndexId: number; name: string }[];
  }[];
  return deployments.flatMap((deployment) => deployment.deploymentIndexes).find((site) => site.name === name)!
    .deploymentIndexId;
}
