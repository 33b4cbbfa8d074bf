import { expect, test, type Page } from '@playwright/test';
import { settled } from '../support/settled';
import { signIn, signInForApi } from '../support/sign-in';

/** Demo users of the seed (packages/discovery-api/src/identity/demo-accounts.ts). */
const AVA = 'ava.morgan@demo.portal'; // site admin of Northwind Discovery: receives its forms
const SOFIA = 'sofia.rossi@demo.portal'; // viewer of Northwind Discovery
const NOAH = 'noah.patel@demo.portal'; // portal administrator

const shot = async (page: Page, name: string) => {
  await settled(page);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: false });
};

/** The unread count the bell announces ("Notifications, 3 unread"; 0 when it says "Notifications"). */
async function unreadCount(page: Page): Promise<number> {
  const label =
    (await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test('a notification arrives live: the site admin hears the ding and sees it without reloading', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  // Count the chimes the page starts (the browser may refuse to play them without a gesture; the attempt is what the shell owns).
  await admin.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { playedSounds: string[] }).playedSounds = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return play.call(this);
    };
  });
  await signIn(admin, AVA);
  await admin
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = admin.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const before = await unreadCount(admin);
  const chimesBefore = await admin.evaluate(
    () => (window as unknown as { playedSounds: string[] }).playedSounds.length,
  );

  const viewer = await browser.newPage();
  await signIn(viewer, SOFIA);
  await viewer.getByRole('button', { name: 'Profile menu' }).click();
  await viewer.getByRole('menuitem', { name: 'Feedback' }).click();
  const form = viewer.getByRole('dialog', { name: 'Feedback Form' });
  await form.getByRole('textbox').first().fill('Search results load quickly now.');
  await form.getByRole('button', { name: /Send/ }).click();
  await expect(form.getByText('Thank you', { exact: false }).first()).toBeVisible();

  await expect.poll(() => unreadCount(admin)).toBe(before + 1);
  await expect(panel.getByText('New feedback')).toBeVisible();
  await expect(panel.getByText('From Sofia Rossi on Northwind Discovery.')).toBeVisible();
  expect(await admin.evaluate(() => (window as unknown as { playedSounds: string[] }).playedSounds.slice(-1))).toEqual([
    '/sounds/ding.mp3',
  ]);
  expect(
    await admin.evaluate(() => (window as unknown as { playedSounds: string[] }).playedSounds.length),
  ).toBeGreaterThan(chimesBefore);
  await shot(admin, 'notification-live');

  // The sender has a receipt too.
  await viewer.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect.poll(() => unreadCount(viewer)).toBeGreaterThan(0);
  await viewer
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(viewer.getByRole('dialog', { name: 'Notifications' }).getByText('Feedback received')).toBeVisible();
});

test('the system message bar shows the site message on desktop, links in place, and stays closed once closed', async ({
  page,
}) => {
  await signIn(page, SOFIA);
  const bar = page.getByRole('region', { name: 'System message' });
  await expect(
    bar.getByText('Semantic search is now available on Northwind Discovery.', { exact: false }),
  ).toBeVisible();
  await expect(bar.getByText('New search experience')).toBeVisible();
  await shot(page, 'system-message-desktop');
  await bar.getByRole('link', { name: 'Learn more' }).click();
  await expect(page).toHaveURL(/\/search/);
  await bar.getByRole('button', { name: 'Close the message' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'System message' })).toHaveCount(0);
});

test('an administrator schedules maintenance: every user sees the Scheduled Maintenance card once', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  const authorization = await signInForApi(admin, NOAH);
  const hour = 3_600_000;
  const start = new Date(Date.now() + 24 * hour);
  const end = new Date(start.getTime() + 2 * hour);
  const scheduled = await admin.request.post('/api/v2/maintenanceWindows', {
    headers: { authorization },
    data: { start: start.toISOString(), end: end.toISOString(), message: 'Search is being moved to a faster index.' },
  });
  expect(scheduled.status()).toBe(201);
  const { maintenanceWindowId } = (await scheduled.json()) as { maintenanceWindowId: number };
  try {
    const page = await browser.newPage();
    await signIn(page, SOFIA);
    const card = page.getByRole('region', { name: 'Scheduled Maintenance' });
    await expect(card).toBeVisible();
    await expect(card.getByText(/The portal will be unavailable from .+ to .+\./)).toBeVisible();
    await expect(card.getByText('Search is being moved to a faster index.')).toBeVisible();
    await shot(page, 'maintenance-card-desktop');
    await card.getByRole('button', { name: 'Got it' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('region', { name: 'System message' })).toBeVisible(); // the page has loaded its notices
    await expect(page.getByRole('region', { name: 'Scheduled Maintenance' })).toHaveCount(0);
  } finally {
    const cancelled = await admin.request.delete(`/api/v2/maintenanceWindows/${maintenanceWindowId}`, {
      headers: { authorization },
    });
    expect(cancelled.status()).toBe(204);
  }
});

test('preferences are stored per user: the choices come back after signing in again', async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, SOFIA);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Preferences' }).click();
  const panel = page.getByRole('dialog', { name: 'Preferences' });
  await expect(panel.getByRole('radio', { name: 'Card' })).toBeChecked(); // nothing stored: the search page's default
  await panel.getByRole('radio', { name: 'Gallery' }).check();
  await expect(page.getByText('Preferences saved.').first()).toBeVisible();
  await panel.getByText('50', { exact: true }).click(); // a button-style radio: its input is visually hidden
  await expect(panel.getByRole('radio', { name: '50' })).toBeChecked();
  await shot(page, 'preferences-panel');

  const later = await browser.newPage(); // a new browser context: nothing carried over but the account
  await signIn(later, SOFIA);
  await later.getByRole('button', { name: 'Profile menu' }).click();
  await later.getByRole('menuitem', { name: 'Preferences' }).click();
  const again = later.getByRole('dialog', { name: 'Preferences' });
  await expect(again.getByRole('radio', { name: 'Gallery' })).toBeChecked();
  await expect(again.getByRole('radio', { name: '50' })).toBeChecked();
  // Back to the defaults (Card, 30 per page), so other specs see Sofia as the seed made her.
  await again.getByRole('radio', { name: 'Card' }).check();
  await expect(again.getByRole('radio', { name: 'Card' })).toBeChecked();
  await again.getByText('30', { exact: true }).click();
  await expect(again.getByRole('radio', { name: '30' })).toBeChecked();
});

test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  test('asks to rotate the device', async ({ page }) => {
    await signIn(page, SOFIA);
    await expect(page.getByRole('alert').filter({ hasText: 'Please rotate your device.' })).toBeVisible();
    await shot(page, 'rotate-notice');
  });
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('no system message bar (tablet and up only), no rotate notice', async ({ page }) => {
    await signIn(page, SOFIA);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('Please rotate your device.')).toBeHidden();
    await expect(page.getByRole('region', { name: 'System message' })).toHaveCount(0);
  });
});
