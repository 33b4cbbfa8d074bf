import assert from 'node:assert/strict';
import type { Group, GroupInput } from '@portal/contracts';
import { collections, collectionUsers } from '../db/schema/index.js';
import { databaseSnapshot } from './database-snapshot.js';
import type { DemoSiteContext } from './demo-site-context.js';
import { userIdOf } from './document-fixtures.js';

/** The cast of the group tests, on Northwind Discovery unless told otherwise. */
export const OWNER = 'liam.chen@demo.portal'; // content uploader: creates the groups
export const EDITOR = 'sofia.rossi@demo.portal';
export const VIEWER = 'lucas.silva@demo.portal';
export const OUTSIDER = 'mia.johansson@demo.portal'; // a user of the site who is not a member
export const OTHER_SITE = 'emma.dubois@demo.portal'; // Meridian Insights only
export const NO_SITE = 'ethan.brooks@demo.portal';
export const SITE_ADMIN = 'ava.morgan@demo.portal';
export const PORTAL_ADMIN = 'noah.patel@demo.portal';
export const EVERYONE = [OWNER, EDITOR, VIEWER, OUTSIDER, OTHER_SITE, NO_SITE, SITE_ADMIN, PORTAL_ADMIN];

/** Signs every account in once, so their first sign-in does not count as a change of a later call. */
export async function signInEveryone(context: DemoSiteContext): Promise<void> {
  for (const email of EVERYONE) {
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

/** The standard confidential group: OWNER creates it, EDITOR edits, VIEWER views. */
export async function confidentialGroup(context: DemoSiteContext, siteId: number, name = 'Confidential group') {
  return createGroup(context, OWNER, siteId, {
    name,
    groupUsers: [await memberEntry(context, EDITOR, 'groupEditor'), await memberEntry(context, VIEWER, 'groupViewer')],
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
