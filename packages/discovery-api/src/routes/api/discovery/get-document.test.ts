import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { DocumentByIdResponse } from '@portal/contracts';
import { assertRefused, signInEveryone } from '../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../test/demo-site-context.js';
import { addDocument, siteNamed } from '../../../test/document-fixtures.js';
import { ENTITY_OWNER, MERIDIAN_EDITOR, NON_MEMBER, NO_SITE_USER } from '../../../test/cast.js';

/** GET discovery/getdocument/{id}: one document by doc id alone, as GET v2/document/getdocumentbyid answers it. */
describe('GET discovery/getdocument/{id}', () => {
  let context: DemoSiteContext;
  let openDocId: string;
  let privateDocId: string;
  let siteId: number;

  const get = (as: string | undefined, docId: string) =>
    context.request('GET', `/api/discovery/getdocument/${encodeURIComponent(docId)}`, { as });

  before(async () => {
    context = await sharedDemoSite();
    await signInEveryone(context);
    const app = context.server.app;
    const site = await siteNamed(app, 'Northwind Discovery');
    siteId = site.deploymentIndexId;
    const bytes = (text: string) => new TextEncoder().encode(text);
    openDocId = (
      await addDocument(app, site, {
        title: 'Harbour brief',
        fileName: 'brief.txt',
        mimeType: 'text/plain',
        bytes: bytes('The harbour brief.'),
        process: false,
      })
    ).docId;
    privateDocId = (
      await addDocument(app, site, {
        title: 'Board memo',
        fileName: 'memo.txt',
        mimeType: 'text/plain',
        bytes: bytes('Board numbers.'),
        visibility: 'Private',
        createdBy: ENTITY_OWNER,
        description: 'Numbers for the board.',
        process: false,
      })
    ).docId;
  });

  test('answers as getdocumentbyid does, without the site: the file token only for those who may open it', async () => {
    const response = await get(NON_MEMBER, openDocId);
    assert.equal(response.statusCode, 200, response.body);
    const byId = await context.request('GET', `/api/v2/document/getdocumentbyid?Id=${openDocId}&indexId=${siteId}`, {
      as: NON_MEMBER,
    });
    const answer = response.json<DocumentByIdResponse>();
    const { token: byIdToken, ...sameOtherwise } = byId.json<DocumentByIdResponse>();
    const { token, ...rest } = answer;
    assert.deepEqual(rest, sameOtherwise);
    assert.equal(answer.document.title, 'Harbour brief');
    assert.match(token ?? '', /sig=/);
    assert.match(byIdToken ?? '', /sig=/);

    const hidden = (await get(NON_MEMBER, privateDocId)).json<DocumentByIdResponse>();
    assert.deepEqual([hidden.isAccessible, hidden.token, hidden.document.description], [false, null, null]);
    assert.equal(hidden.document.title, 'Board memo', 'the title shows, for the Private Asset dialog');
    const own = (await get(ENTITY_OWNER, privateDocId)).json<DocumentByIdResponse>();
    assert.deepEqual([own.isAccessible, own.document.description], [true, 'Numbers for the board.']);
  });

  test('another site and unknown doc ids 404, no site 403, no sign-in 401', async () => {
    await assertRefused(context, () => get(MERIDIAN_EDITOR, openDocId), 404, `No such document: '${openDocId}'.`);
    await assertRefused(context, () => get(NON_MEMBER, 'no-such-doc'), 404, "No such document: 'no-such-doc'.");
    await assertRefused(context, () => get(NO_SITE_USER, openDocId), 403);
    await assertRefused(context, () => get(undefined, openDocId), 401);
  });
});
