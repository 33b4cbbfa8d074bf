import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ACCESS_MESSAGES, CHARTED_INSIGHT_KEYS, type AssetInsightMetadata } from '@portal/contracts';
import {
  ensureFieldValues,
  READERS,
  selectValues,
  setUpInsightsCast,
  type InsightsCast,
} from '../../../../test/insights-fixtures.js';
import { assertRefused } from '../../../../test/group-fixtures.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { MERIDIAN_EDITOR, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

describe('GET v2/assets/{id}/insights/metadata', () => {
  let context: DemoSiteContext;
  let cast: InsightsCast;
  let assetId: number;
  let videoId: number;

  const metadata = (as: string | undefined, id: number, query: string) =>
    context.request('GET', `/api/v2/assets/${id}/insights/metadata?${query}`, { as });
  const page = async (as: string, id: number, query: string) => {
    const response = await metadata(as, id, query);
    assert.equal(response.statusCode, 200, `${as} ${query}: ${response.body}`);
    return response.json<AssetInsightMetadata>();
  };
  const field = (name: string) => `field=${encodeURIComponent(name)}`;

  before(async () => {
    context = await sharedDemoSite();
    cast = await setUpInsightsCast(context);
    const app = context.server.app;
    const values = await ensureFieldValues(app, cast.site, {
      brands: ['Contoso Cola', 'Fabrikam Air'],
      clients: ['Contoso'],
      agencies: ['Northwind Studio'],
      partners: ['Adatum'],
      topics: ['Loyalty'],
      keywords: ['launch', 'retail', 'summer'],
    });
    const asset = await cast.add({
      title: 'Campaign review',
      fileName: 'review.txt',
      mimeType: 'text/plain',
      visibility: 'Private',
      createdBy: UPLOADER,
    });
    assetId = asset.assetId;
    await selectValues(app, assetId, [...values.values()]);
    videoId = (
      await cast.add({ title: 'Launch film', fileName: 'launch.webm', mimeType: 'video/webm', visibility: 'Public' })
    ).assetId;
  });

  test("the asset's metadata values of a charted field, with counts, paged", async () => {
    for (const as of READERS) {
      const brands = await page(as, assetId, field('brand names'));
      assert.deepEqual(brands, {
        field: 'brand names',
        source: 'metadata',
        count: 2,
        currentPage: 1,
        rows: [
          { name: 'Contoso Cola', count: 1 },
          { name: 'Fabrikam Air', count: 1 },
        ],
      });
    }
    assert.deepEqual(
      (await page(UPLOADER, assetId, field('agency clients'))).rows.map((row) => row.name),
      ['Contoso'],
    );
    assert.deepEqual(
      (await page(UPLOADER, assetId, field('agency topics'))).rows.map((row) => row.name),
      ['Loyalty'],
    );
    // Organizations: the fields of the Organizations facet group (agencies, clients, brands, partners).
    assert.deepEqual(
      (await page(UPLOADER, assetId, field('organizations'))).rows.map((row) => row.name),
      ['Adatum', 'Contoso', 'Contoso Cola', 'Fabrikam Air', 'Northwind Studio'],
    );
    const first = await page(UPLOADER, assetId, `${field('agency keywords')}&rowsPerPage=2&page=1`);
    const second = await page(UPLOADER, assetId, `${field('agency keywords')}&rowsPerPage=2&page=2`);
    assert.deepEqual([first.count, first.currentPage, first.rows.map((row) => row.name)], [3, 1, ['launch', 'retail']]);
    assert.deepEqual([second.count, second.currentPage, second.rows.map((row) => row.name)], [3, 2, ['summer']]);
    assert.deepEqual((await page(UPLOADER, assetId, `${field('agency keywords')}&page=9`)).rows, []);
  });

  test('fields with no source in our data answer an empty page, never invented values', async () => {
    for (const key of ['landmarks', 'people', 'age distribution', 'gender distribution', 'celebrities']) {
      assert.deepEqual(await page(UPLOADER, assetId, field(key)), {
        field: key,
        source: 'none',
        count: 0,
        currentPage: 1,
        rows: [],
      });
    }
    // Video fields: not a video, and a video without Video Indexer (the local provider finds no such insights).
    for (const id of [assetId, videoId])
      for (const key of ['video faces', 'video keywords', 'video topics', 'video locations', 'sentiments']) {
        const answer = await page(UPLOADER, id, field(key));
        assert.deepEqual([answer.source, answer.count, answer.rows], ['none', 0, []], `${id} ${key}`);
      }
    // Every charted key is accepted.
    for (const key of CHARTED_INSIGHT_KEYS) await page(UPLOADER, assetId, field(key));
  });

  test('refusals and bad input: 403 private, 404 other sites and unknown ids, 400 naming the query field', async () => {
    await assertRefused(
      context,
      () => metadata(SITE_VIEWER, assetId, field('brand names')),
      403,
      ACCESS_MESSAGES.privateAsset,
    );
    await assertRefused(context, () => metadata(MERIDIAN_EDITOR, assetId, field('brand names')), 404);
    await assertRefused(context, () => metadata(UPLOADER, 999_999, field('brand names')), 404);
    await assertRefused(context, () => metadata(undefined, assetId, field('brand names')), 401);
    for (const query of [
      '',
      field('brands'),
      field('Brand Names'),
      `${field('people')}&rowsPerPage=0`,
      `${field('people')}&page=-1`,
      `${field('people')}&rowsPerPage=abc`,
    ]) {
      const response = await metadata(UPLOADER, assetId, query);
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      assert.match(
        response.json<{ error: string }>().error,
        /querystring\/(field|rowsPerPage|page)|field|rowsPerPage|page/,
      );
    }
    await assertRefused(context, () => metadata(UPLOADER, assetId, field('brands')), 400, /field/);
  });
});
