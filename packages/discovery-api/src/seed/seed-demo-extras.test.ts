import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  aiDeployments,
  aiEndpoints,
  localPages,
  maintenanceWindows,
  notifications,
  pageActions,
  systemMessages,
} from '../db/schema/index.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { seedDemoDeployments } from './seed-demo-deployments.js';
import { seedDemoAiDeployments } from './seed-demo-extras.js';

describe('demo extras seed', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const counts = async () => {
    const db = server.app.db;
    const of = async (table: PgTable) => (await db.select({ value: count() }).from(table))[0]?.value ?? 0;
    return {
      notifications: await of(notifications),
      systemMessages: await of(systemMessages),
      aiDeployments: await of(aiDeployments),
      aiEndpoints: await of(aiEndpoints),
      localPages: await of(localPages),
      pageActions: await of(pageActions),
      maintenanceWindows: await of(maintenanceWindows),
    };
  };

  test('seeds notifications, one banner, two AI deployments and no maintenance window, and is idempotent', async () => {
    const first = await counts();
    assert.equal(first.notifications, 5);
    assert.equal(first.systemMessages, 1);
    assert.equal(first.aiDeployments, 2);
    assert.equal(first.aiEndpoints, 1);
    assert.equal(first.localPages, 16);
    assert.equal(first.pageActions, 28);
    assert.equal(first.maintenanceWindows, 0);
    await seedDemoDeployments(server.app.db);
    await seedDemoAiDeployments(server.app.db);
    assert.deepEqual(await counts(), first);
  });
});
