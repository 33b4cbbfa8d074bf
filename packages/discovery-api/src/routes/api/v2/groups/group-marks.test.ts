import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { Group, GroupPage } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { groupFeaturedIndexes, groupPins, groupStars, groups } from '../../../../db/schema/index.js';
import { assertRefused, confidentialGroup, createGroup, signInEveryone } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { userIdOf } from '../../../../test/document-fixtures.js';
import {
  ENTITY_EDITOR,
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SITE_ADMIN,
} from '../../../../test/cast.js';

describe('v2/groups pin, unpin, star, unstar, featured, markAsFeatured, removeAsFeatured', () => {
  let context: DemoSiteContext;
  let northwind: number;
  let meridian: number;
  before(async () => {
    context = await sharedDemoSite();
    northwind = await context.siteId('Northwind Discovery');
    meridian = await context.siteId('Meridian Insights');
    await signInEveryone(context);
  });

  const put = (url: string, as?: string) => context.request('PUT', `/api/v2/groups/${url}`, { as });
  const post = (url: string, as?: string) => context.request('POST', `/api/v2/groups/${url}`, { as });
  const get = (url: string, as?: string) => context.request('GET', `/api/v2/groups${url}`, { as });
  const list = async (type: string, as: string) => {
    const response = await get(`?deploymentIndexId=${northwind}&type=${type}&rowsPerPage=200`, as);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<GroupPage>().rows.map((row) => row.groupId);
  };

  test('pin and star are per user, for anyone who may see the group; others are refused and nothing changes', async () => {
    const app = context.server.app;
    const group = await confidentialGroup(context, northwind, 'Marks');
    const id = group.groupId;
    for (const [mark, table, flag] of [
      ['pin', groupPins, 'pinned'],
      ['star', groupStars, 'starred'],
    ] as const) {
      const on = await put(`${mark}/${id}`, ENTITY_VIEWER);
      assert.equal(on.statusCode, 200, on.body);
      assert.equal(on.json<Group>()[flag], true);
      assert.equal((await put(`${mark}/${id}`, ENTITY_VIEWER)).statusCode, 200, 'twice is the same');
      const rows = await app.db.select().from(table).where(eq(table.groupId, id));
      assert.deepEqual(
        rows.map((row) => row.userId),
        [await userIdOf(app, ENTITY_VIEWER)],
      );
      // Another member does not see the viewer's mark.
      const owners = await get(`/${id}`, ENTITY_OWNER);
      assert.equal(owners.json<Group>()[flag], false);
      assert.deepEqual(await list(mark === 'pin' ? 'pinned' : 'starred', ENTITY_VIEWER), [id]);
      assert.deepEqual(await list(mark === 'pin' ? 'pinned' : 'starred', ENTITY_OWNER), []);

      for (const path of [`${mark}/${id}`, `un${mark}/${id}`]) {
        await assertRefused(context, () => put(path), 401);
        await assertRefused(context, () => put(path, NON_MEMBER), 404, `No such group: ${id}.`);
        await assertRefused(context, () => put(path, MERIDIAN_EDITOR), 404, `No such group: ${id}.`);
        await assertRefused(context, () => put(path, NO_SITE_USER), 404, `No such group: ${id}.`);
      }
      await assertRefused(context, () => put(`${mark}/999999`, ENTITY_VIEWER), 404, 'No such group: 999999.');
      await assertRefused(context, () => put(`${mark}/abc`, ENTITY_VIEWER), 400, /groupId/);

      const off = await put(`un${mark}/${id}`, ENTITY_VIEWER);
      assert.equal(off.statusCode, 200, off.body);
      assert.equal(off.json<Group>()[flag], false);
      assert.deepEqual(await app.db.select().from(table).where(eq(table.groupId, id)), []);
      assert.equal(
        (await put(`un${mark}/${id}`, ENTITY_VIEWER)).statusCode,
        200,
        'unpinning an unpinned group changes nothing',
      );
    }
    // Any user of the site may pin a group that is not confidential.
    const open = await createGroup(context, ENTITY_OWNER, northwind, { name: 'Open marks', isConfidential: false });
    assert.equal((await put(`pin/${open.groupId}`, NON_MEMBER)).json<Group>().pinned, true);
    assert.deepEqual(await list('pinned', NON_MEMBER), [open.groupId]);
  });

  test('markAsFeatured and removeAsFeatured: site administrators only; featured lists newest first', async () => {
    const app = context.server.app;
    const first = await confidentialGroup(context, northwind, 'Featured first');
    const second = await createGroup(context, ENTITY_OWNER, northwind, {
      name: 'Featured second',
      isConfidential: false,
    });

    const path = (verb: string, id: number, site = northwind) => `${verb}/${id}/${site}`;
    for (const verb of ['markAsFeatured', 'removeAsFeatured']) {
      await assertRefused(context, () => post(path(verb, first.groupId)), 401);
      await assertRefused(
        context,
        () => post(path(verb, first.groupId), ENTITY_OWNER),
        403,
        ACCESS_MESSAGES.groupFeatureDenied,
      );
      await assertRefused(
        context,
        () => post(path(verb, first.groupId), ENTITY_EDITOR),
        403,
        ACCESS_MESSAGES.groupFeatureDenied,
      );
      await assertRefused(
        context,
        () => post(path(verb, first.groupId), ENTITY_VIEWER),
        403,
        ACCESS_MESSAGES.groupFeatureDenied,
      );
      await assertRefused(
        context,
        () => post(path(verb, first.groupId), NON_MEMBER),
        404,
        `No such group: ${first.groupId}.`,
      );
      await assertRefused(
        context,
        () => post(path(verb, first.groupId), MERIDIAN_EDITOR),
        403,
        ACCESS_MESSAGES.noSiteAccess,
      );
      await assertRefused(
        context,
        () => post(path(verb, first.groupId), NO_SITE_USER),
        403,
        ACCESS_MESSAGES.noSiteAccess,
      );
      // The group is not on Meridian: an administrator there gets the same 404 as for an unknown group.
      await assertRefused(
        context,
        () => post(path(verb, first.groupId, meridian), PORTAL_ADMIN),
        404,
        `No such group: ${first.groupId}.`,
      );
      await assertRefused(context, () => post(path(verb, 999999), SITE_ADMIN), 404, 'No such group: 999999.');
      await assertRefused(context, () => post(`${verb}/1/abc`, SITE_ADMIN), 400, /indexId/);
    }

    const marked = await post(path('markAsFeatured', first.groupId), SITE_ADMIN);
    assert.equal(marked.statusCode, 200, marked.body);
    const answer = marked.json<Group>();
    assert.equal(answer.isFeatured, true);
    assert.ok(answer.isFeaturedDate);
    assert.deepEqual(answer.featuredDeploymentIndexes, [northwind]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal((await post(path('markAsFeatured', second.groupId), PORTAL_ADMIN)).statusCode, 200);
    // Featuring twice keeps the first date.
    assert.equal(
      (await post(path('markAsFeatured', first.groupId), SITE_ADMIN)).json<Group>().isFeaturedDate,
      answer.isFeaturedDate,
    );

    const featured = async (as: string) => {
      const response = await get(`/featured/${northwind}`, as);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<Group[]>().map((group) => group.groupId);
    };
    assert.deepEqual(await featured(SITE_ADMIN), [second.groupId, first.groupId]);
    assert.deepEqual(await featured(ENTITY_VIEWER), [second.groupId, first.groupId]);
    assert.deepEqual(await featured(NON_MEMBER), [second.groupId], 'a confidential group only to its members');
    assert.deepEqual(await list('featured', ENTITY_VIEWER), [second.groupId, first.groupId]);
    await assertRefused(context, () => get(`/featured/${northwind}`), 401);
    await assertRefused(context, () => get(`/featured/${northwind}`, NO_SITE_USER), 403, ACCESS_MESSAGES.noSiteAccess);
    await assertRefused(
      context,
      () => get(`/featured/${northwind}`, MERIDIAN_EDITOR),
      403,
      ACCESS_MESSAGES.noSiteAccess,
    );
    await assertRefused(context, () => get('/featured/999999', ENTITY_OWNER), 404, 'No such site: 999999.');
    const meridianFeatured = await get(`/featured/${meridian}`, MERIDIAN_EDITOR);
    assert.deepEqual(meridianFeatured.json(), [], 'nothing of another site');

    const removed = await post(path('removeAsFeatured', first.groupId), SITE_ADMIN);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual([removed.json<Group>().isFeatured, removed.json<Group>().isFeaturedDate], [false, null]);
    assert.deepEqual(await featured(ENTITY_VIEWER), [second.groupId]);
    assert.deepEqual(
      await app.db.select().from(groupFeaturedIndexes).where(eq(groupFeaturedIndexes.groupId, first.groupId)),
      [],
    );
    const [row] = await app.db
      .select({ isFeatured: groups.isFeatured })
      .from(groups)
      .where(and(eq(groups.groupId, second.groupId)));
    assert.equal(row?.isFeatured, true);
  });
});
