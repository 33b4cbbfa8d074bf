import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, ANNOUNCEMENT_LIMITS } from '@portal/contracts';
import type { Announcement, AnnouncementPage } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { announcementReads, announcements, notifications, type DeploymentIndex } from '../../../../db/schema/index.js';
import { subscribeToNotifications, type NotificationBody } from '../../../../notifications/notification-events.js';
import { castSite } from '../../../../test/cast-site.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import {
  MERIDIAN_EDITOR,
  MERIDIAN_VIEWER,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SECOND_VIEWER,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A site's announcements: GET/POST v2/deploymentIndexes/{indexId}/announcements, GET/PUT/DELETE v2/announcements/{id}.
 * Each test counts on a site of its own (test/cast-site.ts: SITE_ADMIN administers it, UPLOADER, SITE_VIEWER,
 * SECOND_VIEWER and AI_USER use it), so the lists hold only what the test wrote.
 */
describe('announcements', () => {
  let context: DemoSiteContext;
  const call = (method: Method, url: string, as?: string, payload?: unknown) =>
    context.request(method, `/api/v2/${url}`, { as, payload });
  const ok = async <T>(method: Method, url: string, as: string, payload?: unknown, status = 200) => {
    const response = await call(method, url, as, payload);
    assert.equal(response.statusCode, status, `${method} ${url} as ${as}: ${response.body}`);
    return response.json<T>();
  };
  const list = (site: DeploymentIndex, as: string, query = '') =>
    ok<AnnouncementPage>('GET', `deploymentIndexes/${site.deploymentIndexId}/announcements${query}`, as);
  const create = (site: DeploymentIndex, payload: Record<string, unknown>, as = SITE_ADMIN) =>
    ok<Announcement>('POST', `deploymentIndexes/${site.deploymentIndexId}/announcements`, as, payload, 201);
  const titles = (page: AnnouncementPage) => page.rows.map((row) => row.title);
  const stored = async (id: number) =>
    (await context.server.app.db.select().from(announcements).where(eq(announcements.announcementId, id)))[0];

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
  });

  test('a draft is seen by the site administrator only; publishing it shows it, unread, to every user of the site', async () => {
    const site = await castSite(context, 'Announcements drafts');
    const draft = await create(site, {
      title: '  Quarterly town hall  ',
      summary: 'Join us on Thursday.',
      body: '## Agenda\n\n- Results\n- Questions',
    });
    assert.equal(draft.title, 'Quarterly town hall', 'the title is trimmed');
    assert.equal(draft.status, 'draft');
    assert.equal(draft.publishedAt, null);
    assert.equal(draft.read, true, 'the writer has read what they wrote');
    assert.equal(draft.author, 'Ava Morgan');
    assert.equal(draft.body, '## Agenda\n\n- Results\n- Questions');

    assert.deepEqual(titles(await list(site, SITE_ADMIN)), ['Quarterly town hall']);
    assert.deepEqual(titles(await list(site, PORTAL_ADMIN)), ['Quarterly town hall']);
    const before = await list(site, SITE_VIEWER);
    assert.deepEqual(
      { count: before.count, rows: before.rows, unreadCount: before.unreadCount },
      {
        count: 0,
        rows: [],
        unreadCount: 0,
      },
    );
    // A draft is not there for someone who may not write: 404 as for an id that does not exist.
    for (const [method, payload] of [['GET'], ['PUT', { status: 'published' }], ['DELETE']] as const)
      await assertRefused(
        context,
        () => call(method, `announcements/${draft.announcementId}`, SITE_VIEWER, payload),
        404,
        `No such announcement: ${draft.announcementId}.`,
      );

    const viewerId = await userIdOf(context.server.app, SITE_VIEWER);
    const live: NotificationBody[] = [];
    const unsubscribe = subscribeToNotifications(viewerId, (notification) => live.push(notification));
    const published = await ok<Announcement>('PUT', `announcements/${draft.announcementId}`, SITE_ADMIN, {
      status: 'published',
    });
    unsubscribe();
    assert.equal(published.status, 'published');
    assert.ok(published.publishedAt && Date.now() - Date.parse(published.publishedAt) < 60_000);

    const seen = await list(site, SITE_VIEWER);
    assert.equal(seen.count, 1);
    assert.equal(seen.unreadCount, 1);
    assert.deepEqual(
      seen.rows.map((row) => ({ title: row.title, read: row.read, status: row.status })),
      [{ title: 'Quarterly town hall', read: false, status: 'published' }],
    );
    assert.equal('body' in (seen.rows[0] ?? {}), false, 'the list leaves the body to the opened announcement');

    // Every user of the site but the writer is told, once, live too.
    const told = await context.server.app.db
      .select({ userId: notifications.userId, title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(
        and(
          eq(notifications.subject, 'Announcement'),
          eq(notifications.relatedEntityId, String(site.deploymentIndexId)),
        ),
      );
    const toldIds = told.map((row) => row.userId);
    for (const email of [SITE_VIEWER, SECOND_VIEWER, UPLOADER, PORTAL_ADMIN])
      assert.ok(toldIds.includes(await userIdOf(context.server.app, email)), email);
    assert.equal(toldIds.includes(await userIdOf(context.server.app, SITE_ADMIN)), false, 'not the writer');
    assert.equal(
      toldIds.includes(await userIdOf(context.server.app, NO_SITE_USER)),
      false,
      'not a user of another site',
    );
    assert.equal(new Set(toldIds).size, toldIds.length, 'one notification each');
    assert.deepEqual(
      told.find((row) => row.userId === viewerId),
      { userId: viewerId, title: `${site.name}: Quarterly town hall`, message: 'Join us on Thursday.' },
    );
    assert.deepEqual(
      live.map((event) => event.title),
      [`${site.name}: Quarterly town hall`],
    );

    // Opening it marks it read for that user only.
    const opened = await ok<Announcement>('GET', `announcements/${draft.announcementId}`, SITE_VIEWER);
    assert.equal(opened.read, true);
    assert.equal(opened.body, '## Agenda\n\n- Results\n- Questions');
    assert.equal((await list(site, SITE_VIEWER)).unreadCount, 0);
    assert.equal((await list(site, SECOND_VIEWER)).unreadCount, 1);
  });

  test('pinned first, then newest first, one page at a time, with the unread count of the whole site', async () => {
    const site = await castSite(context, 'Announcements order');
    // Written first, published last: its publication, not its writing, places it.
    const late = await create(site, { title: 'Late news' });
    for (const title of ['First news', 'Second news', 'Third news']) await create(site, { title, status: 'published' });
    const pinned = await create(site, { title: 'Pinned rules', status: 'published', pinned: true });
    await create(site, { title: 'Unfinished draft' });
    await ok('PUT', `announcements/${late.announcementId}`, SITE_ADMIN, { status: 'published' });

    const page = await list(site, SITE_VIEWER, '?rowsPerPage=2&page=1');
    assert.deepEqual(titles(page), ['Pinned rules', 'Late news']);
    assert.equal(page.count, 5);
    assert.equal(page.currentPage, 1);
    assert.equal(page.unreadCount, 5);
    const second = await list(site, SITE_VIEWER, '?rowsPerPage=2&page=2');
    assert.deepEqual(titles(second), ['Third news', 'Second news']);
    assert.equal(second.unreadCount, 5, 'unread across the site, not the page');
    assert.deepEqual(titles(await list(site, SITE_VIEWER, '?rowsPerPage=2&page=3')), ['First news']);

    await ok('GET', `announcements/${pinned.announcementId}`, SITE_VIEWER);
    assert.equal((await list(site, SITE_VIEWER)).unreadCount, 4);
    const forWriter = await list(site, SITE_ADMIN);
    assert.equal(forWriter.count, 6, 'the writer sees the draft too');
    assert.deepEqual(
      forWriter.rows.map((row) => [row.title, row.status]),
      [
        ['Pinned rules', 'published'],
        ['Late news', 'published'],
        ['Unfinished draft', 'draft'],
        ['Third news', 'published'],
        ['Second news', 'published'],
        ['First news', 'published'],
      ],
    );
    assert.equal(forWriter.unreadCount, 0, 'the writer has read what they wrote');
  });

  test('an edit keeps the publication date; unpublishing hides it again; deleting removes it and who read it', async () => {
    const site = await castSite(context, 'Announcements edits');
    const news = await create(site, { title: 'Office move', summary: 'We move in June.', status: 'published' });
    await ok('GET', `announcements/${news.announcementId}`, SITE_VIEWER);
    const edited = await ok<Announcement>('PUT', `announcements/${news.announcementId}`, SITE_ADMIN, {
      summary: 'We move in July.',
      pinned: true,
    });
    assert.equal(edited.summary, 'We move in July.');
    assert.equal(edited.pinned, true);
    assert.equal(edited.title, 'Office move', 'what is not given stays');
    assert.equal(edited.publishedAt, news.publishedAt, 'an edit does not republish it');

    const hidden = await ok<Announcement>('PUT', `announcements/${news.announcementId}`, SITE_ADMIN, {
      status: 'draft',
    });
    assert.equal(hidden.publishedAt, null);
    assert.equal((await list(site, SITE_VIEWER)).count, 0);
    assert.equal((await call('GET', `announcements/${news.announcementId}`, SITE_VIEWER)).statusCode, 404);

    const removed = await call('DELETE', `announcements/${news.announcementId}`, SITE_ADMIN);
    assert.equal(removed.statusCode, 204, removed.body);
    assert.equal(await stored(news.announcementId), undefined);
    const reads = await context.server.app.db
      .select()
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, news.announcementId));
    assert.deepEqual(reads, []);
    assert.equal((await call('GET', `announcements/${news.announcementId}`, SITE_ADMIN)).statusCode, 404);
  });

  test('a site editor writes the announcements of their site; its members and users of other sites do not', async () => {
    const meridian = await siteNamed(context.server.app, 'Meridian Insights');
    const byEditor = await create(meridian, { title: 'Insights digest is out', status: 'published' }, MERIDIAN_EDITOR);
    assert.equal(byEditor.author, 'Emma Dubois');
    assert.ok(titles(await list(meridian, MERIDIAN_VIEWER)).includes('Insights digest is out'));

    await assertRefused(
      context,
      () =>
        call('POST', `deploymentIndexes/${meridian.deploymentIndexId}/announcements`, MERIDIAN_VIEWER, {
          title: 'Mine',
        }),
      403,
      ACCESS_MESSAGES.announcementsDenied,
    );
    // A published one is seen by the member, who still may not change or delete it.
    await assertRefused(
      context,
      () => call('PUT', `announcements/${byEditor.announcementId}`, MERIDIAN_VIEWER, { title: 'Changed' }),
      403,
      ACCESS_MESSAGES.announcementsDenied,
    );
    await assertRefused(
      context,
      () => call('DELETE', `announcements/${byEditor.announcementId}`, MERIDIAN_VIEWER),
      403,
      ACCESS_MESSAGES.announcementsDenied,
    );
    // Users of another site: the list is refused as the site is; the announcement is not there for them.
    await assertRefused(
      context,
      () => call('GET', `deploymentIndexes/${meridian.deploymentIndexId}/announcements`, SITE_VIEWER),
      403,
      ACCESS_MESSAGES.noSiteAccess,
    );
    await assertRefused(
      context,
      () => call('POST', `deploymentIndexes/${meridian.deploymentIndexId}/announcements`, SITE_ADMIN, { title: 'X' }),
      403,
      ACCESS_MESSAGES.noSiteAccess,
    );
    for (const [method, as, payload] of [
      ['GET', SITE_VIEWER],
      ['GET', NO_SITE_USER],
      ['PUT', SITE_ADMIN, { title: 'Taken over' }],
      ['DELETE', SITE_ADMIN],
    ] as const)
      await assertRefused(
        context,
        () => call(method, `announcements/${byEditor.announcementId}`, as, payload),
        404,
        `No such announcement: ${byEditor.announcementId}.`,
      );
    await assertRefused(context, () => call('GET', 'deploymentIndexes/999999/announcements', SITE_ADMIN), 404);
    for (const [method, url, payload] of [
      ['GET', `deploymentIndexes/${meridian.deploymentIndexId}/announcements`],
      ['POST', `deploymentIndexes/${meridian.deploymentIndexId}/announcements`, { title: 'No token' }],
      ['GET', `announcements/${byEditor.announcementId}`],
      ['PUT', `announcements/${byEditor.announcementId}`, { title: 'No token' }],
      ['DELETE', `announcements/${byEditor.announcementId}`],
    ] as const)
      await assertRefused(context, () => call(method, url, undefined, payload), 401);
    assert.equal((await stored(byEditor.announcementId))?.title, 'Insights digest is out');
  });

  test('bad input is refused with a message naming the field, and changes nothing', async () => {
    const site = await castSite(context, 'Announcements input');
    const url = `deploymentIndexes/${site.deploymentIndexId}/announcements`;
    const bad: [unknown, RegExp][] = [
      [{ title: '   ' }, /^The request is not valid: body\/title must not be blank\.$/],
      [{}, /body.*title/],
      [{ title: 'x'.repeat(ANNOUNCEMENT_LIMITS.title + 1) }, /body\/title must NOT have more than 200 characters/],
      [
        { title: 'Ok', summary: 'x'.repeat(ANNOUNCEMENT_LIMITS.summary + 1) },
        /body\/summary must NOT have more than 500/,
      ],
      [{ title: 'Ok', body: 'x'.repeat(ANNOUNCEMENT_LIMITS.body + 1) }, /body\/body must NOT have more than 20000/],
      [{ title: 'Ok', status: 'archived' }, /body\/status/],
      [{ title: 'Ok', pinned: 'yes please' }, /body\/pinned/],
    ];
    for (const [payload, message] of bad)
      await assertRefused(context, () => call('POST', url, SITE_ADMIN, payload), 400, message);

    const news = await create(site, { title: 'Kept as it is', status: 'published' });
    const item = `announcements/${news.announcementId}`;
    for (const [payload, message] of [
      [{}, /^The request is not valid: give at least one of title, summary, body, status, pinned\.$/],
      [{ title: '' }, /body\/title must NOT have fewer than 1 characters/],
      [{ title: ' ' }, /body\/title must not be blank/],
      [{ status: 'hidden' }, /body\/status/],
    ] as const)
      await assertRefused(context, () => call('PUT', item, SITE_ADMIN, payload), 400, message);
    await assertRefused(context, () => call('GET', 'announcements/0', SITE_ADMIN), 400, /params\/id/);
    await assertRefused(context, () => call('GET', `${url}?rowsPerPage=0`, SITE_ADMIN), 400, /rowsPerPage/);
    assert.deepEqual(titles(await list(site, SITE_ADMIN)), ['Kept as it is']);
  });

  test('a field neither call takes is refused by POST as by PUT, naming it, and changes nothing', async () => {
    const site = await castSite(context, 'Announcements unknown fields');
    const url = `deploymentIndexes/${site.deploymentIndexId}/announcements`;
    const takes = '(it takes title, summary, body, status, pinned)';
    await assertRefused(
      context,
      () => call('POST', url, SITE_ADMIN, { title: 'Town hall', audience: 'everyone' }),
      400,
      `The request is not valid: body/audience is not a field of this request ${takes}.`,
    );
    await assertRefused(
      context,
      () => call('POST', url, SITE_ADMIN, { title: 'Town hall', status: 'published', publishedAt: '2020-01-01' }),
      400,
      `The request is not valid: body/publishedAt is not a field of this request ${takes}.`,
    );
    assert.deepEqual(titles(await list(site, SITE_ADMIN)), []);

    const news = await create(site, { title: 'Kept as it is' });
    for (const payload of [{ authorId: 1 }, { title: 'Renamed', authorId: 1 }])
      await assertRefused(
        context,
        () => call('PUT', `announcements/${news.announcementId}`, SITE_ADMIN, payload),
        400,
        `The request is not valid: body/authorId is not a field of this request ${takes}.`,
      );
    assert.equal((await stored(news.announcementId))?.title, 'Kept as it is');
  });
});
