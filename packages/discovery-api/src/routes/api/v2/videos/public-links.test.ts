import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  PUBLIC_VIDEO_MESSAGES,
  type CreatedPublicVideoLink,
  type PublicVideo,
  type PublicVideoLinks,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { Agent } from 'undici';
import { assets, capabilityLinks } from '../../../../db/schema/index.js';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import { sqlRows } from '../../../../db/sql-rows.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed } from '../../../../test/document-fixtures.js';
import {
  ENTITY_OWNER,
  ENTITY_VIEWER,
  MERIDIAN_EDITOR,
  NON_MEMBER,
  NO_SITE_USER,
  SITE_ADMIN,
} from '../../../../test/cast.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const FILM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);

describe('public video links: v2/videos/{id}/publicLinks and public/videos/{token}', () => {
  let context: DemoSiteContext;
  let dispatcher: Agent;
  let videoId: number;
  let privateVideoId: number;
  let confidentialVideoId: number;
  let textId: number;

  const links = (method: 'GET' | 'POST', id: number, as?: string, payload?: unknown) =>
    context.request(method, `/api/v2/videos/${id}/publicLinks`, { as, payload });
  const revoke = (id: number, linkId: number, as?: string) =>
    context.request('DELETE', `/api/v2/videos/${id}/publicLinks/${linkId}`, { as });
  const open = (token: string) => context.request('GET', `/api/public/videos/${token}`);
  const create = async (as: string, id = videoId, payload: unknown = {}) => {
    const response = await links('POST', id, as, payload);
    assert.equal(response.statusCode, 201, response.body);
    return response.json<CreatedPublicVideoLink>();
  };
  const setAsset = (id: number, values: Partial<typeof assets.$inferInsert>) =>
    context.server.app.db.update(assets).set(values).where(eq(assets.assetId, id));

  before(async () => {
    context = await sharedDemoSite();
    dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
    await signInEveryone(context);
    const app = context.server.app;
    const site = await siteNamed(app, 'Northwind Discovery');
    const add = async (title: string, fields: { visibility?: 'Private'; mimeType?: string; fileName?: string } = {}) =>
      (
        await addDocument(app, site, {
          title,
          fileName: fields.fileName ?? 'film.webm',
          mimeType: fields.mimeType ?? 'video/webm',
          bytes: FILM,
          process: false,
          createdBy: ENTITY_OWNER,
          ...(fields.visibility ? { visibility: fields.visibility } : {}),
        })
      ).assetId;
    videoId = await add('Launch film');
    privateVideoId = await add('Board film', { visibility: 'Private' });
    confidentialVideoId = await add('Merger film');
    textId = await add('Notes', { mimeType: 'text/plain', fileName: 'notes.txt' });
    // Assets are confidential unless told otherwise (spec §9): only the one meant to be stays so.
    for (const id of [videoId, privateVideoId, textId]) await setAsset(id, { isConfidential: false });
  });
  after(async () => {
    await dispatcher?.close();
  });

  test('a manager makes a link; anyone plays it without sign-in through a short read URL of that one file', async () => {
    const started = Date.now();
    const link = await create(ENTITY_OWNER);
    assert.match(link.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(link.url, `${context.server.config.publicUrl}/video?v=${link.token}`);
    const lifetime = new Date(link.expiresOn).getTime() - started;
    assert.ok(lifetime > 7 * DAY_MS - 60_000 && lifetime <= 7 * DAY_MS + 1000, 'seven days by default');

    // The file's SAS is signed when the link is opened: its 10 minutes count from the opening, not the link's making.
    const opened = Date.now();
    const response = await open(link.token);
    const answered = Date.now();
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const video = response.json<PublicVideo>();
    assert.deepEqual(Object.keys(video).sort(), [
      'description',
      'durationSeconds',
      'expiresOn',
      'linkExpiresOn',
      'mimeType',
      'sharedFrom',
      'title',
      'viewUrl',
    ]);
    assert.equal(video.title, 'Launch film');
    assert.equal(video.description, 'About Launch film.');
    assert.equal(video.mimeType, 'video/webm');
    assert.equal(video.durationSeconds, null);
    assert.equal(video.linkExpiresOn, link.expiresOn);
    assert.equal(video.sharedFrom, 'Northwind Discovery');
    const url = new URL(video.viewUrl);
    assert.equal(url.searchParams.get('sp'), 'r', 'read only');
    assert.equal(url.searchParams.get('sr'), 'b', 'this one blob');
    // Signed somewhere between the asking and the answer; the expiry carries whole seconds, rounded down.
    const expires = new Date(video.expiresOn).getTime();
    assert.ok(
      expires - opened > 9 * 60_000 && expires - answered <= 10 * 60_000,
      `the SAS lasts ${expires - opened} ms from the asking, ${expires - answered} ms from the answer`,
    );
    const file = await dispatcher.request({ origin: url.origin, path: url.pathname + url.search, method: 'GET' });
    assert.equal(file.statusCode, 200);
    assert.deepEqual(new Uint8Array(await file.body.arrayBuffer()), FILM);

    const longest = await create(SITE_ADMIN, videoId, { days: 30 });
    assert.ok(new Date(longest.expiresOn).getTime() - Date.now() > 30 * DAY_MS - 60_000);
  });

  test('the token is never stored: the table keeps its SHA-256 only, and the list never shows it', async () => {
    const link = await create(ENTITY_OWNER);
    const rows = await sqlRows<{ row: string }>(
      context.server.app.db,
      sql`select to_jsonb(t)::text as row from capability_links t`,
    );
    assert.ok(rows.length > 0);
    assert.ok(
      rows.every(({ row }) => !row.includes(link.token)),
      'no row holds the token',
    );
    const hash = createHash('sha256').update(link.token).digest('hex');
    assert.ok(
      rows.some(({ row }) => row.includes(hash)),
      'the row holds its hash',
    );

    const listed = await links('GET', videoId, SITE_ADMIN);
    assert.equal(listed.statusCode, 200, listed.body);
    assert.ok(!listed.body.includes(link.token));
    const mine = listed.json<PublicVideoLinks>().find((entry) => entry.id === link.linkId);
    assert.deepEqual(Object.keys(mine ?? {}).sort(), ['created', 'createdBy', 'expires', 'id', 'lastUsed', 'uses']);
    assert.equal(mine?.createdBy, 'Liam Chen');
    assert.deepEqual([mine?.uses, mine?.lastUsed], [0, null], 'not opened yet');
  });

  test('every opening is recorded as a use of the link, shown to its managers', async () => {
    const link = await create(ENTITY_OWNER);
    const started = Date.now();
    for (let opening = 0; opening < 2; opening += 1) assert.equal((await open(link.token)).statusCode, 200);
    const listed = (await links('GET', videoId, ENTITY_OWNER)).json<PublicVideoLinks>();
    const mine = listed.find((entry) => entry.id === link.linkId);
    assert.equal(mine?.uses, 2);
    assert.ok(mine?.lastUsed && Date.parse(mine.lastUsed) >= started - 1000, String(mine?.lastUsed));
  });

  test('refusals to make a link: non-managers, other sites, no site, signed out, private, confidential, not a video', async () => {
    for (const as of [ENTITY_VIEWER, NON_MEMBER])
      await assertRefused(context, () => links('POST', videoId, as, {}), 403, PUBLIC_VIDEO_MESSAGES.notManager);
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER])
      await assertRefused(context, () => links('POST', videoId, as, {}), 404, `No such asset: ${videoId}.`);
    await assertRefused(context, () => links('POST', videoId, undefined, {}), 401);
    for (const as of [ENTITY_OWNER, SITE_ADMIN]) {
      await assertRefused(
        context,
        () => links('POST', privateVideoId, as, {}),
        403,
        PUBLIC_VIDEO_MESSAGES.privateAsset,
      );
      await assertRefused(
        context,
        () => links('POST', confidentialVideoId, as, {}),
        403,
        PUBLIC_VIDEO_MESSAGES.confidentialAsset,
      );
    }
    await assertRefused(
      context,
      () => links('POST', textId, ENTITY_OWNER, {}),
      400,
      `The request is not valid: asset ${textId} is not a video.`,
    );
    for (const days of [0, 31, 2.5, 'seven'])
      await assertRefused(context, () => links('POST', videoId, ENTITY_OWNER, { days }), 400, /days/);
    await assertRefused(context, () => links('POST', 999999, ENTITY_OWNER, {}), 404, 'No such asset: 999999.');
  });

  test('listing and revoking are for managers only', async () => {
    const link = await create(ENTITY_OWNER);
    for (const as of [ENTITY_VIEWER, NON_MEMBER]) {
      await assertRefused(context, () => links('GET', videoId, as), 403, PUBLIC_VIDEO_MESSAGES.notManager);
      await assertRefused(context, () => revoke(videoId, link.linkId, as), 403, PUBLIC_VIDEO_MESSAGES.notManager);
    }
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER]) {
      await assertRefused(context, () => links('GET', videoId, as), 404);
      await assertRefused(context, () => revoke(videoId, link.linkId, as), 404);
    }
    await assertRefused(context, () => revoke(videoId, link.linkId), 401);
    // A link named through another asset the user manages is no link of that asset.
    await assertRefused(
      context,
      () => revoke(privateVideoId, link.linkId, ENTITY_OWNER),
      404,
      `No such public link: ${link.linkId}.`,
    );
    assert.equal((await open(link.token)).statusCode, 200, 'still working');
  });

  test('a revoked link is gone (410) at once and leaves the list', async () => {
    const link = await create(ENTITY_OWNER);
    const revoked = await revoke(videoId, link.linkId, SITE_ADMIN);
    assert.equal(revoked.statusCode, 204, revoked.body);
    const response = await open(link.token);
    assert.equal(response.statusCode, 410);
    assert.equal(response.json().error, PUBLIC_VIDEO_MESSAGES.gone);
    assert.equal(response.headers['cache-control'], 'no-store');
    const listed = (await links('GET', videoId, ENTITY_OWNER)).json<PublicVideoLinks>();
    assert.ok(!listed.some((entry) => entry.id === link.linkId));
    assert.equal((await revoke(videoId, link.linkId, ENTITY_OWNER)).statusCode, 204, 'revoking twice is harmless');
  });

  test('an expired link is gone (410), and leaves the list', async () => {
    const link = await create(ENTITY_OWNER);
    await context.server.app.db
      .update(capabilityLinks)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(capabilityLinks.linkId, link.linkId));
    const response = await open(link.token);
    assert.equal(response.statusCode, 410);
    assert.equal(response.json().error, PUBLIC_VIDEO_MESSAGES.gone);
    const listed = (await links('GET', videoId, ENTITY_OWNER)).json<PublicVideoLinks>();
    assert.ok(!listed.some((entry) => entry.id === link.linkId));
  });

  test('a link whose asset became private or confidential is gone (410); a deleted asset takes its links', async () => {
    const link = await create(ENTITY_OWNER);
    await setAsset(videoId, { assetVisibility: 'Private' });
    assert.equal((await open(link.token)).statusCode, 410);
    await setAsset(videoId, { assetVisibility: 'Public', isConfidential: true });
    const confidential = await open(link.token);
    assert.equal(confidential.statusCode, 410);
    assert.equal(confidential.json().error, PUBLIC_VIDEO_MESSAGES.gone);
    await setAsset(videoId, { isConfidential: false });

    const site = await siteNamed(context.server.app, 'Northwind Discovery');
    const doomed = (
      await addDocument(context.server.app, site, {
        title: 'Outtakes',
        fileName: 'outtakes.webm',
        mimeType: 'video/webm',
        bytes: FILM,
        process: false,
        createdBy: ENTITY_OWNER,
      })
    ).assetId;
    await setAsset(doomed, { isConfidential: false });
    const doomedLink = await create(ENTITY_OWNER, doomed);
    await context.server.app.db.delete(assets).where(eq(assets.assetId, doomed));
    assert.equal((await open(doomedLink.token)).statusCode, 404);
  });

  test('unknown, malformed and oversized tokens: 404; holding NUL: 400; never a 5xx', async () => {
    for (const token of ['A'.repeat(43), 'short', 'a.b.c'.padEnd(43, 'x'), '%27%20or%201%3D1--'.padEnd(43, 'x')]) {
      const response = await open(token);
      assert.equal(response.statusCode, 404, `${token}: ${response.body}`);
      assert.equal(response.json().error, PUBLIC_VIDEO_MESSAGES.unknown);
      assert.equal(response.headers['cache-control'], 'no-store');
    }
    // Longer than a route parameter may be (Fastify's maxParamLength, 100): no route matches.
    assert.equal((await open('x'.repeat(101))).statusCode, 404);
    assert.equal((await open('%00'.padEnd(43, 'x'))).statusCode, 400);
  });
});
