// wire pass: the more-like-this words (unnest of a tsvector), BM25 and kNN with the asset as the query, through the pg driver.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES } from '@portal/contracts';
import type { AssetRecommendations } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { assets } from '../../../../db/schema/index.js';
import { assertRefused } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed } from '../../../../test/document-fixtures.js';
import { MERIDIAN_EDITOR, NO_SITE_USER, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

/**
 * A small library on Northwind Discovery: three documents about an electric car campaign (one private), and two
 * about nothing of the kind; Meridian Insights holds a near copy of the campaign document.
 */
const CAMPAIGN = {
  title: 'Electric car launch campaign',
  text: 'The advertising campaign for the new electric car ran on television and social media. Dealers saw many more test drives of the electric car after the campaign.',
};
const RESULTS = {
  title: 'Electric car advertising results',
  text: 'Television advertising for the electric car reached millions of viewers. The campaign lifted dealer test drives and electric car sales.',
};
const NOTES = {
  title: 'Electric car dealer campaign notes',
  text: 'Notes on the electric car campaign: dealers want more television advertising and more test drives of the electric car.',
};
const EARNINGS = {
  title: 'Quarterly earnings statement',
  text: 'Revenue grew four percent in the quarter. Operating margin improved. The board approved a dividend for shareholders.',
};
const GARDEN = {
  title: 'Garden irrigation guide',
  text: 'Water tomato plants early in the morning. Drip hoses save water in dry summers. Mulch keeps the soil moist.',
};
const RECAP = {
  title: 'Electric car launch campaign recap',
  text: 'The advertising campaign for the new electric car ran on television and social media, and dealers saw many test drives of the electric car.',
};

describe('GET /api/v2/assets/{id}/recommendations', () => {
  let context: DemoSiteContext;
  const ids = new Map<string, number>();
  const id = (document: { title: string }) => ids.get(document.title)!;

  const recommendations = (assetId: number, as?: string, query = '') =>
    context.request('GET', `/api/v2/assets/${assetId}/recommendations${query}`, { as });
  const recommended = async (assetId: number, as: string, query = '') => {
    const response = await recommendations(assetId, as, query);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AssetRecommendations>();
  };
  const titles = (list: AssetRecommendations) => list.map((item) => item.title);

  before(async () => {
    context = await sharedDemoSite();
    for (const email of [UPLOADER, SITE_VIEWER, MERIDIAN_EDITOR, NO_SITE_USER])
      assert.equal((await context.request('GET', '/api/v2/users/me', { as: email })).statusCode, 200);
    const app = context.server.app;
    const northwind = await siteNamed(app, 'Northwind Discovery');
    const meridian = await siteNamed(app, 'Meridian Insights');
    const add = async (
      site: typeof northwind,
      document: { title: string; text: string },
      extra: { visibility?: 'Private'; createdBy?: string } = {},
    ) => {
      const asset = await addDocument(app, site, {
        title: document.title,
        fileName: `${document.title.toLowerCase().replaceAll(' ', '-')}.txt`,
        mimeType: 'text/plain',
        bytes: new TextEncoder().encode(document.text),
        description: document.text.split('.')[0],
        ...extra,
      });
      ids.set(document.title, asset.assetId);
    };
    await add(northwind, CAMPAIGN);
    await add(northwind, RESULTS);
    await add(northwind, NOTES, { visibility: 'Private', createdBy: UPLOADER });
    await add(northwind, EARNINGS);
    await add(northwind, GARDEN);
    await add(meridian, RECAP);
  });

  test('a document recommends the other one on its topic first, never itself nor an unrelated one', async () => {
    const list = await recommended(id(CAMPAIGN), SITE_VIEWER);
    assert.equal(list[0]?.title, RESULTS.title, JSON.stringify(list));
    assert.ok(!titles(list).includes(CAMPAIGN.title), 'never itself');
    for (const unrelated of [EARNINGS, GARDEN])
      assert.ok(!titles(list).includes(unrelated.title), `${unrelated.title}: ${JSON.stringify(list)}`);
    const [first] = list;
    assert.deepEqual(Object.keys(first!).sort(), [
      'assetId',
      'contentTypeName',
      'docId',
      'fileExtension',
      'score',
      'thumbnailUrl',
      'title',
    ]);
    assert.equal(first!.assetId, id(RESULTS));
    const [row] = await context.server.app.db
      .select()
      .from(assets)
      .where(eq(assets.assetId, id(RESULTS)));
    assert.equal(first!.docId, row!.docId);
    assert.ok(first!.score > 0);
    if (first!.thumbnailUrl !== null)
      assert.match(first!.thumbnailUrl, /^v2\/assets\/document\/preview\/[0-9a-f-]+\?type=thumbnail$/);
    for (let index = 1; index < list.length; index += 1)
      assert.ok(list[index - 1]!.score >= list[index]!.score, 'best first');

    // The other way round too, and for the unrelated documents nothing of the campaign comes first.
    assert.equal((await recommended(id(RESULTS), SITE_VIEWER))[0]?.title, CAMPAIGN.title);
    const earnings = await recommended(id(EARNINGS), SITE_VIEWER);
    assert.ok(!titles(earnings).includes(EARNINGS.title));
  });

  test('a private asset is recommended to its uploader, never to a viewer who may not open it', async () => {
    const forViewer = await recommended(id(CAMPAIGN), SITE_VIEWER);
    assert.ok(!titles(forViewer).includes(NOTES.title), JSON.stringify(forViewer));
    assert.ok(!forViewer.some((item) => item.assetId === id(NOTES)));
    const forUploader = await recommended(id(CAMPAIGN), UPLOADER);
    assert.ok(titles(forUploader).includes(NOTES.title), JSON.stringify(forUploader));
    assert.ok(titles(forUploader).includes(RESULTS.title));
    // The uploader may open the notes themselves: their recommendations are the campaign's documents, not the notes.
    const fromNotes = await recommended(id(NOTES), UPLOADER);
    assert.ok(!titles(fromNotes).includes(NOTES.title));
    assert.deepEqual(titles(fromNotes).slice(0, 2).sort(), [CAMPAIGN.title, RESULTS.title].sort());
  });

  test("another site's similar asset never appears, and its users get nothing of this site", async () => {
    for (const as of [SITE_VIEWER, UPLOADER]) {
      const list = await recommended(id(CAMPAIGN), as);
      assert.ok(!titles(list).includes(RECAP.title), as);
      assert.ok(!list.some((item) => item.assetId === id(RECAP)), as);
    }
    const meridian = await recommended(id(RECAP), MERIDIAN_EDITOR);
    assert.ok(
      meridian.every((item) => ![CAMPAIGN, RESULTS, NOTES].some((doc) => doc.title === item.title)),
      JSON.stringify(meridian),
    );
  });

  test('an asset made private since it was indexed is not recommended to a viewer (the asset is checked again)', async () => {
    const db = context.server.app.db;
    await db
      .update(assets)
      .set({ assetVisibility: 'Private' })
      .where(eq(assets.assetId, id(RESULTS)));
    try {
      assert.ok(!titles(await recommended(id(CAMPAIGN), SITE_VIEWER)).includes(RESULTS.title));
    } finally {
      await db
        .update(assets)
        .set({ assetVisibility: 'Public' })
        .where(eq(assets.assetId, id(RESULTS)));
    }
    assert.ok(titles(await recommended(id(CAMPAIGN), SITE_VIEWER)).includes(RESULTS.title));
  });

  test('refusals: no sign-in 401, private asset for a viewer 403, another site and unknown asset 404', async () => {
    await assertRefused(context, () => recommendations(id(CAMPAIGN)), 401);
    await assertRefused(context, () => recommendations(id(NOTES), SITE_VIEWER), 403, ACCESS_MESSAGES.privateAsset);
    await assertRefused(context, () => recommendations(id(CAMPAIGN), MERIDIAN_EDITOR), 404);
    await assertRefused(context, () => recommendations(id(RECAP), SITE_VIEWER), 404);
    await assertRefused(context, () => recommendations(id(CAMPAIGN), NO_SITE_USER), 404);
    await assertRefused(context, () => recommendations(2_000_000_000, SITE_VIEWER), 404);
  });

  test('top: 1 to 20, default 6; 0, 21 and words are refused with 400', async () => {
    const one = await recommended(id(CAMPAIGN), SITE_VIEWER, '?top=1');
    assert.deepEqual(titles(one), [RESULTS.title]);
    assert.ok((await recommended(id(CAMPAIGN), UPLOADER)).length <= 6);
    assert.ok((await recommended(id(CAMPAIGN), UPLOADER, '?top=20')).length <= 20);
    for (const top of ['0', '21', 'many', '-1', '2.5']) {
      const response = await recommendations(id(CAMPAIGN), SITE_VIEWER, `?top=${top}`);
      assert.equal(response.statusCode, 400, `top=${top}: ${response.body}`);
      assert.match(response.json<{ error: string }>().error, /top/);
    }
  });
});
