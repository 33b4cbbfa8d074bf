import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { VideoWidget } from '@portal/contracts';
import { assertRefused, signInEveryone } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed } from '../../../../test/document-fixtures.js';
import { ENTITY_OWNER, MERIDIAN_EDITOR, NON_MEMBER, NO_SITE_USER, SITE_ADMIN } from '../../../../test/cast.js';

describe('GET v2/videos/{id}/widget', () => {
  let context: DemoSiteContext;
  let videoId: number;
  let videoDocId: string;
  let privateVideoId: number;
  let textId: number;

  const widget = (as: string | undefined, id: number) => context.request('GET', `/api/v2/videos/${id}/widget`, { as });

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
    const app = context.server.app;
    const site = await siteNamed(app, 'Northwind Discovery');
    const bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]);
    const video = await addDocument(app, site, {
      title: 'Launch film',
      fileName: 'launch.webm',
      mimeType: 'video/webm',
      bytes,
      process: false,
    });
    videoId = video.assetId;
    videoDocId = video.docId;
    privateVideoId = (
      await addDocument(app, site, {
        title: 'Board film',
        fileName: 'board.webm',
        mimeType: 'video/webm',
        bytes,
        process: false,
        visibility: 'Private',
        createdBy: ENTITY_OWNER,
      })
    ).assetId;
    textId = (
      await addDocument(app, site, {
        title: 'Notes',
        fileName: 'notes.txt',
        mimeType: 'text/plain',
        bytes: new TextEncoder().encode('Notes.'),
        process: false,
      })
    ).assetId;
  });

  test('plays from storage through a short-lived read URL of that one file, for users who may open it', async () => {
    const started = Date.now();
    const response = await widget(NON_MEMBER, videoId);
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<VideoWidget>();
    assert.equal(answer.provider, 'storage');
    assert.equal(answer.videoId, videoDocId);
    assert.equal(answer.mimeType, 'video/webm');
    const url = new URL(answer.playerSetting.viewURL);
    assert.ok(url.pathname.endsWith(`/${videoDocId}/launch.webm`), url.pathname);
    assert.equal(url.searchParams.get('sp'), 'r', 'read only');
    assert.equal(url.searchParams.get('sr'), 'b', 'this one blob');
    assert.equal(answer.playerSetting.viewAccessToken, url.search.slice(1));
    // Signed while the request ran: 10 minutes from a moment between `started` and `answered`.
    const answered = Date.now();
    const expires = new Date(answer.expiresOn).getTime();
    assert.ok(
      expires - started > 9 * 60_000 && expires - answered <= 10 * 60_000,
      `expires ${expires - started} ms after the request started`,
    );

    for (const as of [ENTITY_OWNER, SITE_ADMIN]) assert.equal((await widget(as, privateVideoId)).statusCode, 200, as);
  });

  test('refusals: a private video, not a video, other sites, no site, unknown and bad ids', async () => {
    await assertRefused(context, () => widget(NON_MEMBER, privateVideoId), 403, ACCESS_MESSAGES.privateAsset);
    await assertRefused(
      context,
      () => widget(NON_MEMBER, textId),
      400,
      `The request is not valid: asset ${textId} is not a video.`,
    );
    for (const as of [MERIDIAN_EDITOR, NO_SITE_USER])
      await assertRefused(context, () => widget(as, videoId), 404, `No such asset: ${videoId}.`);
    await assertRefused(context, () => widget(undefined, videoId), 401);
    await assertRefused(context, () => widget(NON_MEMBER, 999999), 404, 'No such asset: 999999.');
  });
});
