import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { maintenanceWindows } from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { PORTAL_ADMIN, SITE_ADMIN } from '../../../../test/cast.js';

const HOUR = 3_600_000;

describe('POST and DELETE /api/v2/maintenanceWindows', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const stored = async () =>
    (await context.server.app.db.select({ value: count() }).from(maintenanceWindows))[0]?.value ?? 0;

  test('an administrator schedules a window everyone then sees, and cancels it', async () => {
    const start = new Date(Date.now() + 2 * HOUR).toISOString();
    const end = new Date(Date.now() + 4 * HOUR).toISOString();
    const created = await context.request('POST', '/api/v2/maintenanceWindows', {
      as: PORTAL_ADMIN,
      payload: { start, end, message: '  Database upgrade  ' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const window = created.json();
    assert.deepEqual(
      { ...window, maintenanceWindowId: 0 },
      { maintenanceWindowId: 0, start, end, message: 'Database upgrade' },
    );

    const shown = await context.request('GET', '/api/maintenanceWindow');
    assert.deepEqual(shown.json(), { start, end, message: 'Database upgrade' });

    const cancelled = await context.request('DELETE', `/api/v2/maintenanceWindows/${window.maintenanceWindowId}`, {
      as: PORTAL_ADMIN,
    });
    assert.equal(cancelled.statusCode, 204);
    assert.equal((await context.request('GET', '/api/maintenanceWindow')).statusCode, 204);
    const again = await context.request('DELETE', `/api/v2/maintenanceWindows/${window.maintenanceWindowId}`, {
      as: PORTAL_ADMIN,
    });
    assert.equal(again.statusCode, 404);
  });

  test('400 naming the field for a window that is backwards, over, too long or malformed; nothing stored', async () => {
    const before = await stored();
    const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
    const cases: [unknown, RegExp][] = [
      [{ start: at(3), end: at(2) }, /body\/end must be after body\/start/],
      [{ start: at(-3), end: at(-2) }, /body\/end must be in the future/],
      [{ start: at(1), end: at(1 + 8 * 24) }, /body\/end must be at most 7 days after body\/start/],
      [{ start: 'tomorrow', end: at(2) }, /body\/start/],
      [{ end: at(2) }, /start/],
    ];
    for (const [payload, message] of cases) {
      const response = await context.request('POST', '/api/v2/maintenanceWindows', { as: PORTAL_ADMIN, payload });
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)}: ${response.body}`);
      assert.match(response.json().error, message);
    }
    assert.equal(await stored(), before);
  });

  test('401 without a token; 403 for a site administrator, who cannot stop the whole portal', async () => {
    const payload = {
      start: new Date(Date.now() + HOUR).toISOString(),
      end: new Date(Date.now() + 2 * HOUR).toISOString(),
    };
    assert.equal((await context.request('POST', '/api/v2/maintenanceWindows', { payload })).statusCode, 401);
    const forbidden = await context.request('POST', '/api/v2/maintenanceWindows', { as: SITE_ADMIN, payload });
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().error, 'Only portal administrators can schedule maintenance.');
    assert.equal((await context.request('DELETE', '/api/v2/maintenanceWindows/1', { as: SITE_ADMIN })).statusCode, 403);
    assert.equal(await stored(), 0);
  });

  test('a cancel is refused without a token (401), for a site administrator (403) and for an id that is not one (400); the window stays', async () => {
    const [window] = await context.server.app.db
      .insert(maintenanceWindows)
      .values({ startsAt: new Date(Date.now() + HOUR), endsAt: new Date(Date.now() + 2 * HOUR), message: 'Stays' })
      .returning();
    assert.ok(window);
    const url = `/api/v2/maintenanceWindows/${window.maintenanceWindowId}`;
    assert.equal((await context.request('DELETE', url)).statusCode, 401);
    const forbidden = await context.request('DELETE', url, { as: SITE_ADMIN });
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().error, 'Only portal administrators can schedule maintenance.');
    const bad = await context.request('DELETE', '/api/v2/maintenanceWindows/abc', { as: PORTAL_ADMIN });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /params\/maintenanceWindowId/);
    const [still] = await context.server.app.db
      .select()
      .from(maintenanceWindows)
      .where(eq(maintenanceWindows.maintenanceWindowId, window.maintenanceWindowId));
    assert.equal(still?.message, 'Stays');
  });
});
