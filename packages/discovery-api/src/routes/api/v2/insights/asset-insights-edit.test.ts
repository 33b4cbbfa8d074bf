import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { EditableAsset } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ensureFieldValues,
  setUpInsightsCast,
  storedAsset,
  type InsightsCast,
} from '../../../../test/insights-fixtures.js';
import {
  assetContacts,
  assets,
  deploymentIndexes,
  metadataFields,
  metadataFieldValues,
} from '../../../../db/schema/index.js';
import { PROCESS_ASSET_QUEUE } from '../../../../assets/queue-asset-processing.js';
import { sqlRows } from '../../../../db/sql-rows.js';
import { assertRefused } from '../../../../test/group-fixtures.js';
import { ASSET_STATUS_ID, PROCESSING_STEP } from '../../../../assets/asset-status.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed } from '../../../../test/document-fixtures.js';
import { siteMetadataSets } from '../../../../metadata/metadata-sets.js';
import {
  ASSIGNED_MEMBER,
  GROUP_READER,
  MERIDIAN_EDITOR,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
} from '../../../../test/cast.js';

const EDITORS = [UPLOADER, SITE_ADMIN];
const NOT_EDITORS = [ASSIGNED_MEMBER, GROUP_READER, SITE_VIEWER];

describe('POST v2/insights/get/{id} and PUT v2/insights/save/{assetId}: the edit document dialog', () => {
  let context: DemoSiteContext;
  let cast: InsightsCast;
  let assetId: number;
  let otherSiteAssetId: number;
  let keywords: string[];
  let tags: string[];

  const get = (as: string | undefined, id: number) => context.request('POST', `/api/v2/insights/get/${id}`, { as });
  const save = (as: string | undefined, id: number, payload: unknown) =>
    context.request('PUT', `/api/v2/insights/save/${id}`, { as, payload });

  const valuesOfField = async (code: string) => {
    const { sets } = await siteMetadataSets(context.server.app.db, cast.site);
    const rows = await context.server.app.db
      .select({ value: metadataFieldValues.value })
      .from(metadataFieldValues)
      .innerJoin(metadataFields, eq(metadataFields.fieldId, metadataFieldValues.fieldId))
      .where(
        and(
          eq(metadataFields.code, code),
          inArray(
            metadataFields.setId,
            sets.map((set) => set.setId),
          ),
          eq(metadataFieldValues.softDeleted, false),
        ),
      );
    return [...new Set(rows.map((row) => row.value))].sort();
  };

  before(async () => {
    context = await sharedDemoSite();
    cast = await setUpInsightsCast(context);
    const asset = await cast.add({
      title: 'Board memo',
      fileName: 'memo.txt',
      mimeType: 'text/plain',
      visibility: 'Private',
      createdBy: UPLOADER,
    });
    assetId = asset.assetId;
    // As if it had been indexed: saving re-queues it.
    await context.server.app.db
      .update(assets)
      .set({ statusId: ASSET_STATUS_ID.indexed, status: PROCESSING_STEP.indexed })
      .where(eq(assets.assetId, assetId));
    await ensureFieldValues(context.server.app, cast.site, {
      keywords: ['Launch', 'Retail', 'Loyalty'],
      tags: ['Board', 'Finance'],
    });
    cast.site = (
      await context.server.app.db
        .select()
        .from(deploymentIndexes)
        .where(eq(deploymentIndexes.deploymentIndexId, cast.site.deploymentIndexId))
    )[0]!;
    keywords = await valuesOfField('keywords');
    tags = await valuesOfField('tags');
    const meridian = await siteNamed(context.server.app, 'Meridian Insights');
    otherSiteAssetId = (
      await addDocument(context.server.app, meridian, {
        title: 'Meridian note',
        fileName: 'note.txt',
        mimeType: 'text/plain',
        bytes: new TextEncoder().encode('Note.'),
        process: false,
      })
    ).assetId;
  });

  test('the uploader and the site admin read the asset with its editable fields, even private', async () => {
    assert.ok(keywords.length >= 2, `the demo site has keywords: ${keywords.join(', ')}`);
    for (const as of EDITORS) {
      const response = await get(as, assetId);
      assert.equal(response.statusCode, 200, `${as}: ${response.body}`);
      const asset = response.json<EditableAsset>();
      assert.equal(asset.assetId, assetId);
      assert.equal(asset.title, 'Board memo');
      assert.equal(asset.description, 'About Board memo.');
      assert.equal(asset.isAccessible, true);
      assert.equal(asset.isConfidential, true, 'the default');
      assert.deepEqual([asset.externalUrl, asset.externalUrlLabel, asset.externalUrlAction], [null, null, null]);
      assert.deepEqual([asset.keywords, asset.tags, asset.contacts], [[], [], []]);
    }
  });

  test('refusals: other users of the site 403, users of other sites 404, nothing changes', async () => {
    const body = { title: 'Hijacked' };
    for (const as of NOT_EDITORS) {
      await assertRefused(context, () => get(as, assetId), 403, ACCESS_MESSAGES.editDocumentDenied);
      await assertRefused(context, () => save(as, assetId, body), 403, ACCESS_MESSAGES.editDocumentDenied);
    }
    await assertRefused(context, () => get(MERIDIAN_EDITOR, assetId), 404, `No such asset: ${assetId}.`);
    await assertRefused(context, () => save(MERIDIAN_EDITOR, assetId, body), 404, `No such asset: ${assetId}.`);
    await assertRefused(context, () => save(UPLOADER, otherSiteAssetId, body), 404);
    await assertRefused(context, () => save(UPLOADER, 999_999, body), 404);
    await assertRefused(context, () => save(undefined, assetId, body), 401);
    assert.equal((await storedAsset(context.server.app, assetId)).title, 'Board memo');
  });

  test('bad input: 400 naming the field, and nothing changes', async () => {
    const { ids } = cast;
    const cases: [unknown, RegExp][] = [
      [{ title: '   ' }, /body\/title must not be blank/],
      [{ title: '' }, /title/],
      [{ isConfidential: 'perhaps' }, /isConfidential/],
      [
        { externalUrl: 'javascript:alert(1)' },
        /body\/externalUrl 'javascript:alert\(1\)' is not an absolute http\(s\) URL/,
      ],
      [{ externalUrl: 'not a url' }, /body\/externalUrl/],
      [
        { keywords: ['No such keyword'] },
        /body\/keywords\/0 'No such keyword' is not a value of the site's 'keywords' field/,
      ],
      [{ keywords: [keywords[0], 'Nope'] }, /body\/keywords\/1/],
      [{ tags: ['Nope'] }, /body\/tags\/0/],
      [
        { contacts: [{ role: 'Key Contact', user: { userId: ids.get(MERIDIAN_EDITOR) } }] },
        /body\/contacts\/0\/user\/userId \d+ is not a user of the asset's site/,
      ],
      [{ contacts: [{ role: 'Boss', user: { userId: ids.get(SITE_VIEWER) } }] }, /contacts\/0\/role/],
      [{ assetId: assetId + 1, title: 'x' }, /body\/assetId \d+ is not the asset of the path/],
      [{ description: 'x'.repeat(10_001) }, /description/],
    ];
    for (const [body, message] of cases) {
      await assertRefused(context, () => save(UPLOADER, assetId, body), 400, message);
    }
    await assertRefused(context, () => save(UPLOADER, 0, { title: 'x' }), 400);
    await assertRefused(context, () => get(UPLOADER, 0), 400);
  });

  test('saving writes the editable fields, keywords, tags and contacts, and re-queues search indexing', async () => {
    const app = context.server.app;
    const current = (await get(SITE_ADMIN, assetId)).json<EditableAsset>();
    const sent: EditableAsset = {
      ...current,
      title: '  Board memo, revised ',
      description: 'The revised memo.',
      synopsis: 'Short.',
      summary: 'A longer summary.',
      externalUrl: 'https://dashboards.example.com/board',
      externalUrlLabel: 'Open the board',
      externalUrlAction: 'new window',
      isConfidential: false,
      keywords: keywords.slice(0, 2),
      tags: tags.slice(0, 1),
      contacts: [
        {
          role: 'Key Contact',
          user: { userId: cast.ids.get(SITE_VIEWER)!, givenName: null, lastName: null, email: SITE_VIEWER },
        },
        { role: 'Author', user: { userId: cast.ids.get(UPLOADER)!, givenName: null, lastName: null, email: UPLOADER } },
      ],
      // The rest of the portal model comes back as read: ignored.
      fileName: 'ignored.exe',
    };
    // The asset's processing jobs: the worker may take the new one at once, so the job, not the step, says it was queued.
    const jobs = async () =>
      (
        await sqlRows<{ count: number }>(
          app.db,
          sql`select count(*)::int as count from pgboss.job where name = ${PROCESS_ASSET_QUEUE} and singleton_key = ${String(assetId)}`,
        )
      )[0]!.count;
    const jobsBefore = await jobs();
    const response = await save(SITE_ADMIN, assetId, sent);
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json<EditableAsset>();
    assert.equal(saved.title, 'Board memo, revised');
    assert.equal(saved.description, 'The revised memo.');
    assert.equal(saved.synopsis, 'Short.');
    assert.equal(saved.summary, 'A longer summary.');
    assert.deepEqual(
      [saved.externalUrl, saved.externalUrlLabel, saved.externalUrlAction, saved.isConfidential],
      ['https://dashboards.example.com/board', 'Open the board', 'new window', false],
    );
    assert.deepEqual([...saved.keywords].sort(), keywords.slice(0, 2).sort());
    assert.deepEqual(saved.tags, tags.slice(0, 1));
    assert.deepEqual(
      saved.contacts.map((contact) => [contact.role, contact.user.email]),
      [
        ['Author', UPLOADER],
        ['Key Contact', SITE_VIEWER],
      ],
    );
    assert.equal(saved.fileName, 'memo.txt', 'not an editable field');
    const stored = await storedAsset(app, assetId);
    assert.equal(stored.updatedByUserId, cast.ids.get(SITE_ADMIN));
    assert.equal(await jobs(), jobsBefore + 1, 'search indexing queued again');

    // A part of the asset changes only that part; lists replace the stored ones; null clears.
    const partial = await save(UPLOADER, assetId, { externalUrl: null, keywords: [], contacts: [] });
    assert.equal(partial.statusCode, 200, partial.body);
    const after = partial.json<EditableAsset>();
    assert.equal(after.title, 'Board memo, revised');
    assert.equal(after.externalUrl, null);
    assert.deepEqual(after.keywords, []);
    assert.deepEqual(after.tags, tags.slice(0, 1));
    const contactRows = await app.db.select().from(assetContacts).where(eq(assetContacts.assetId, assetId));
    assert.deepEqual(contactRows, []);
    // The POST read answers the same as the save did.
    assert.deepEqual((await get(UPLOADER, assetId)).json<EditableAsset>().tags, tags.slice(0, 1));
  });
});
