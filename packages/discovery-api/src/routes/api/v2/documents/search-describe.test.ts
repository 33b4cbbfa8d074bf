import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { metadataFields } from '../../../../db/schema/index.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { seedMetadataSet } from '../../../../test/uploader-fixtures.js';
import { AWARDS_VIEWER, NO_SITE_USER, SITE_ADMIN, SITE_VIEWER } from '../../../../test/cast.js';
import { castSite } from '../../../../test/cast-site.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { ACCESS_MESSAGES } from '@portal/contracts';

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
  siteField: boolean;
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
        siteField: false,
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
        siteField: true,
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

describe('PUT v2/search/describe/{id}: the site edits how its fields show in search', () => {
  let context: DemoSiteContext;
  /** A site of its own (test/cast-site.ts): the cast's roles, its own master set. */
  let siteId: number;
  let codes: string[];
  before(async () => {
    context = await sharedDemoSite();
    const site = await castSite(context, 'Search fields');
    siteId = site.deploymentIndexId;
    const seeded = await seedMetadataSet(context.server.app, siteId);
    const fields = await context.server.app.db
      .select({ code: metadataFields.code })
      .from(metadataFields)
      .where(eq(metadataFields.setId, seeded.masterSetId));
    codes = fields.map((field) => field.code).sort();
  });

  const save = (body: unknown, as = SITE_ADMIN, id: number | string = siteId) =>
    context.request('PUT', `/api/v2/search/describe/${id}`, { as, payload: body });
  const entry = (name: string, index: number) => ({
    name,
    displayName: `Field ${index} ${name}`,
    groupName: index % 2 ? 'Places' : '',
    displayInFilter: index % 2 === 0,
    displayInInsights: true,
  });

  test("a site administrator renames, regroups and reorders the site's fields; the describe call shows them", async () => {
    const reversed = [...codes].reverse().map(entry);
    const saved = await save(reversed);
    assert.equal(saved.statusCode, 200, saved.body);
    const shown = (
      await context.request('GET', `/api/v2/search/describe/${siteId}?customize=true`, { as: SITE_VIEWER })
    )
      .json<Field[]>()
      .filter((field) => codes.includes(field.name));
    assert.deepEqual(
      shown.map(({ name, displayName, groupName, displayInFilter, displayInInsights }) => ({
        name,
        displayName,
        groupName,
        displayInFilter,
        displayInInsights,
      })),
      reversed,
    );
  });

  test('who may: the site’s administrators (customize); not a viewer, another site’s user, no site, no sign-in', async () => {
    const before = await databaseSnapshot(context.server.app);
    const body = codes.map(entry);
    for (const as of [SITE_VIEWER, AWARDS_VIEWER, NO_SITE_USER]) {
      const refused = await save(body, as);
      assert.equal(refused.statusCode, 403, as);
    }
    assert.equal((await save(body, SITE_VIEWER)).json().error, ACCESS_MESSAGES.siteEditDenied);
    assert.equal(
      (await context.request('PUT', `/api/v2/search/describe/${siteId}`, { payload: body })).statusCode,
      401,
    );
    assert.equal((await save(body, SITE_ADMIN, 999_999)).statusCode, 404);
    assert.deepEqual(await databaseSnapshot(context.server.app), before, 'nothing changed');
  });

  test('bad input is a 400 naming the field, and changes nothing', async () => {
    const before = await databaseSnapshot(context.server.app);
    const all = codes.map(entry);
    const cases: [unknown, RegExp][] = [
      [[...all, entry('title', 99)], /^The field 'title' is one of every record's own fields/],
      [[...all, entry('no_such_field', 99)], /^No such metadata field on this site: 'no_such_field'\./],
      [[...all, all[0]], /is listed twice\.$/],
      [all.slice(1), /^Every field of the site is listed: .* missing\.$/],
      [all.map((field, index) => (index === 0 ? { ...field, displayName: '   ' } : field)), /must not be empty/],
      [
        all.map((field, index) => (index === 0 ? { ...field, colour: 'red' } : field)),
        /body\/0\/colour is not a field/,
      ],
      [[], /must NOT have fewer than 1 items|fewer/],
    ];
    for (const [body, message] of cases) {
      const response = await save(body);
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().error, message);
    }
    assert.deepEqual(await databaseSnapshot(context.server.app), before, 'nothing changed');
  });
});
