import assert from 'node:assert/strict';
import type { Group, GroupInput } from '@portal/contracts';
import { collections, collectionUsers } from '../db/schema/index.js';
import { databaseSnapshot } from './database-snapshot.js';
import type { DemoSiteContext } from './demo-site-context.js';
import { userIdOf } from './document-fixtures.js';
import { ENTITY_EDITOR, ENTITY_OWNER, ENTITY_VIEWER, WHOLE_CAST } from './cast.js';

/** Signs every account in once, so their first sign-in does not count as a change of a later call. */
export async function signInEveryone(context: DemoSiteContext): Promise<void> {
  for (const email of WHOLE_CAST) {
    const response = await context.request('GET', '/api/v2/users/me', { as: email });
    assert.equal(response.statusCode, 200, response.body);
  }
}

/** A member entry of a save body. */
export async function memberEntry(
  context: DemoSiteContext,
  email: string,
  roleCode: 'groupOwner' | 'groupEditor' | 'groupViewer',
) {
  return { user: { userId: await userIdOf(context.server.app, email), email }, roleCode };
}

/** Creates a group through the API; asserts success. */
export async function createGroup(
  context: DemoSiteContext,
  as: string,
  siteId: number,
  group: Partial<GroupInput> = {},
): Promise<Group> {
  const response = await context.request('POST', '/api/v2/groups', {
    as,
    payload: { deploymentIndexId: siteId, group: { name: 'A group', ...group } },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Group>();
}

/** The standard confidential group: ENTITY_OWNER creates it, ENTITY_EDITOR edits, ENTITY_VIEWER views. */
export async function confidentialGroup(context: DemoSiteContext, siteId: number, name = 'Confidential group') {
  return createGroup(context, ENTITY_OWNER, siteId, {
    name,
    groupUsers: [
      await memberEntry(context, ENTITY_EDITOR, 'groupEditor'),
      await memberEntry(context, ENTITY_VIEWER, 'groupViewer'),
    ],
  });
}

/** A collection inserted straight into the database (the collections calls are another area). */
export async function insertCollection(
  context: DemoSiteContext,
  siteId: number,
  values: { name: string; isConfidential?: boolean; createdBy?: string; viewers?: string[] },
): Promise<number> {
  const app = context.server.app;
  const [row] = await app.db
    .insert(collections)
    .values({
      name: values.name,
      isConfidential: values.isConfidential ?? false,
      deploymentIndexId: siteId,
      createdByUserId: values.createdBy ? await userIdOf(app, values.createdBy) : null,
    })
    .returning({ id: collections.collectionId });
  for (const viewer of values.viewers ?? []) {
    await app.db
      .insert(collectionUsers)
      .values({ collectionId: row!.id, userId: await userIdOf(app, viewer), roleCode: 'collectionViewer' });
  }
  return row!.id;
}

/** Runs the refused call and asserts its status, message and that the database did not change. */
export async function assertRefused(
  context: DemoSiteContext,
  call: () => Promise<{ statusCode: number; body: string; json: <T>() => T }>,
  status: number,
  message?: string | RegExp,
): Promise<void> {
  const before = await databaseSnapshot(context.server.app);
  const response = await call();
  assert.equal(response.statusCode, status, response.body);
  if (message !== undefined) {
    const error = response.json<{ error: string }>().error;
    if (typeof message === 'string') assert.equal(error, message);
    else assert.match(error, message);
  }
  assert.deepEqual(await databaseSnapshot(context.server.app), before, 'a refused call changed nothing');
}
