// wire pass: two API instances (processes) on one PostgreSQL server: LISTEN/NOTIFY and the change revision across them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PORTAL_ADMIN, SITE_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';
import { eventStreamReader } from '../../../../test/event-stream-reader.js';
import { freePort } from '../../../../test/free-port.js';
import { portalApiClient } from '../../../../test/portal-api-client.js';
import { startPortalProcess, type PortalProcess } from '../../../../test/portal-process.js';
import { createPostgresDatabase } from '../../../../test/postgres-databases.js';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../../users/account-status.js';

/**
 * Several API instances serve one portal (`portal serve --instances N`, or instances on several machines): what one
 * of them writes, the others must act on. Two portal processes share one database of the PostgreSQL server pass and
 * one public address (as instances behind one port do), each with its own streams and caches: a notification created
 * through the first reaches a stream held by the second, and an account disabled through the first is refused by the
 * second at its next call, its open stream there ended.
 */
// A relay that delivers nothing would leave a stream waiting: the suite fails after two minutes instead.
describe(
  'two API instances on one PostgreSQL server',
  { skip: !process.env.TEST_POSTGRES_URL && 'PostgreSQL server pass only', timeout: 120_000 },
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let first: PortalProcess;
    let second: PortalProcess;
    let publicUrl: string;
    let client: ReturnType<typeof portalApiClient>;

    before(async () => {
      database = await createPostgresDatabase({ fromTemplate: true });
      publicUrl = `https://localhost:${await freePort()}`;
      const env = { DATABASE_URL: database.databaseUrl, PUBLIC_URL: publicUrl };
      [first, second] = await Promise.all([startPortalProcess(env), startPortalProcess(env)]);
      client = portalApiClient({ keysFrom: first.dataDir, publicUrl });
    });
    after(async () => {
      await Promise.all([first?.remove(), second?.remove()]);
      await database?.close();
      await client?.close();
    });

    const call = (instance: PortalProcess, method: string, path: string, as: string, body?: unknown) =>
      client.call(instance.baseUrl, method, path, as, body);
    const openStream = async (instance: PortalProcess, as: string) => {
      const response = await call(instance, 'GET', 'notifications/stream', as);
      assert.equal(response.status, 200);
      const stream = eventStreamReader(response);
      await stream.until((event) => event.event === 'ready');
      return stream;
    };

    test('an announcement published through one instance reaches the stream a reader holds on the other', async (t) => {
      // Signed in once on each, as a browser would before opening its stream.
      for (const email of [SITE_VIEWER, SITE_ADMIN])
        assert.equal((await call(first, 'GET', 'users/me', email)).status, 200);
      const stream = await openStream(second, SITE_VIEWER);

      const created = await call(first, 'POST', 'deploymentIndexes/1/announcements', SITE_ADMIN, {
        title: 'Across instances',
        summary: 'Published on one instance, read on the other.',
        body: 'Body',
      });
      assert.equal(created.status, 201, await created.clone().text());
      const { announcementId } = (await created.json()) as { announcementId: number };
      const published = await call(first, 'PUT', `announcements/${announcementId}`, SITE_ADMIN, {
        status: 'published',
      });
      assert.equal(published.status, 200, await published.clone().text());
      const answered = performance.now();

      const read = await stream.until(
        (event) => event.event === 'notification' && JSON.parse(event.data).title.endsWith('Across instances'),
      );
      t.diagnostic(`arrived on the other instance ${(performance.now() - answered).toFixed(1)} ms after the answer`);
      const [notification] = read.events
        .filter((event) => event.event === 'notification')
        .map((e) => JSON.parse(e.data));
      assert.equal(notification.message, 'Published on one instance, read on the other.');
      assert.equal(read.events.filter((event) => event.event === 'notification').length, 1, 'delivered once');
      await stream.close();
    });

    test('an account disabled through one instance is refused by the other at once, its stream there ended', async () => {
      const me = await call(second, 'GET', 'users/me', SITE_VIEWER);
      assert.equal(me.status, 200, 'the other instance has the account active, and keeps it so while nothing changes');
      const { userId } = (await me.json()) as { userId: number };
      const stream = await openStream(second, SITE_VIEWER);

      const disabled = await call(first, 'PUT', `users/${userId}/status`, PORTAL_ADMIN, { status: 'disabled' });
      assert.equal(disabled.status, 200, await disabled.clone().text());

      const read = await stream.until(() => false);
      assert.equal(read.ended, true, 'the stream held by the other instance ended');
      const again = await call(second, 'GET', 'users/me', SITE_VIEWER);
      assert.equal(again.status, 403, 'the other instance saw the change at its next call');
      assert.equal(((await again.json()) as { error: string }).error, ACCOUNT_DISABLED_MESSAGE);
    });
  },
);
