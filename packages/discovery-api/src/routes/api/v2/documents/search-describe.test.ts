import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { metadataFields } from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { seedMetadataSet } from '../../../../test/uploader-fixtures.js';
import { AWARDS_VIEWER, NO_SITE_USER, SITE_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';

interface Field {
  name: string;
  displayName: string;
  groupName: string;
  displayInFilter: boolean;
  displayInInsights: boolean;
  searchable: boolean;
  filterable: boolean;
  sortable: boolean;
  facetable: boolean;
  key: boolean;
  retrievable: boolean;
}

describe('GET v2/search/describe/{id}', () => {
  let context: DemoSiteContext;
  let siteId: number;
  before(async () => {
    context = await sharedDemoSite();
    siteId = await context.siteId('Northwind Discovery');
    const seeded = await seedMetadataSet(context.server.app, siteId);
    // The site presents Regions in its Locations group, on the insights page and not in the filter panel.
    await context.server.app.db
      .update(metadataFields)
      .set({ facetGroupName: 'Locations', displayInInsights: true, displayInFilter: false })
      .where(eq(metadataFields.fieldId, seeded.field.regions));
  });

  const describeSite = async (query = '', as = SITE_VIEWER, id: number | string = siteId) =>
    context.request('GET', `/api/v2/search/describe/${id}${query}`, { as });

  test('the fixed search-record fields, then the master set fields by code, as the index names them', async () => {
    const response = await describeSite();
    assert.equal(response.statusCode, 200, response.body);
    const fields = response.json<Field[]>();
    const names = fields.map((field) => field.name);
    assert.deepEqual(names.slice(0, 3), ['id', 'doc_id', 'title']);
    assert.deepEqual(names.slice(-4), ['content_types', 'countries', 'keywords', 'regions']);
    assert.ok(!names.includes('client_result'), 'fields of subsets are not the master set');
    const key = fields.filter((field) => field.key);
    assert.deepEqual(
      key.map((field) => field.name),
      ['id'],
    );
    assert.deepEqual(
      fields.find((field) => field.name === 'published_date'),
      {
        name: 'published_date',
        displayName: 'published_date',
        groupName: '',
        displayInFilter: true,
        displayInInsights: false,
        searchable: false,
        filterable: true,
        sortable: true,
        facetable: false,
        key: false,
        retrievable: true,
      },
    );
    assert.deepEqual(
      fields.find((field) => field.name === 'regions'),
      {
        name: 'regions',
        displayName: 'regions',
        groupName: '',
        displayInFilter: false,
        displayInInsights: true,
        searchable: true,
        filterable: true,
        sortable: false,
        facetable: true,
        key: false,
        retrievable: true,
      },
    );
    assert.equal(fields.find((field) => field.name === 'content')?.searchable, true);
  });

  test("customize=true gives the site's display names, groups and field order", async () => {
    const fields = (await describeSite('?customize=true')).json<Field[]>();
    const metadata = fields.filter((field) => field.facetable);
    assert.deepEqual(
      metadata.map((field) => [field.name, field.displayName, field.groupName]),
      [
        ['content_types', 'Content Types', ''],
        ['regions', 'Regions', 'Locations'],
        ['countries', 'Countries', ''],
        ['keywords', 'Keywords', ''],
      ],
    );
    assert.equal(fields.find((field) => field.name === 'file_name')?.displayName, 'File Name');
    assert.equal(fields.find((field) => field.name === 'published_date')?.groupName, 'Dates');
  });

  test('a site without a master set still lists content types (they come from the storage path)', async () => {
    const awards = await context.siteId('Northwind Awards');
    const fields = (await describeSite('?customize=true', SITE_ADMIN, awards)).json<Field[]>();
    assert.deepEqual(
      fields.filter((field) => field.facetable).map((field) => field.name),
      ['content_types'],
    );
  });

  test('401 without a token, 403 without access to the site, 404 for no such site, 400 naming the field', async () => {
    assert.equal((await context.request('GET', `/api/v2/search/describe/${siteId}`)).statusCode, 401);
    assert.equal((await describeSite('', NO_SITE_USER)).statusCode, 403);
    assert.equal((await describeSite('', AWARDS_VIEWER)).statusCode, 403);
    assert.equal((await describeSite('', SITE_VIEWER, 999999)).statusCode, 404);
    const badId = await describeSite('', SITE_VIEWER, 'abc');
    assert.equal(badId.statusCode, 400);
    assert.match(badId.json().error, /params\/id/);
    const badFlag = await describeSite('?customize=maybe');
    assert.equal(badFlag.statusCode, 400);
    assert.match(badFlag.json().error, /customize/);
  });
});
