import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { awardImports, awardResults } from '../db/schema/index.js';
import { castSite } from '../test/cast-site.js';
import { SITE_ADMIN } from '../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../test/demo-site-context.js';
import { userIdOf } from '../test/document-fixtures.js';
import type { AwardFileRow } from './award-file.js';
import { awardsData } from './award-results.js';
import { siteImports, storeAwardImport } from './award-import.js';

const row = (year: number, title: string): AwardFileRow => ({
  year,
  showName: 'Cannes Lions',
  category: 'Film',
  title,
  product: '',
  advertiser: 'Acme Motors',
  agency: 'Summit Creative',
  network: '',
  holdingCompany: '',
  office: '',
  city: '',
  region: '',
  awardLevel: 'Gold',
  points: null,
  credits: 0,
});

/** The database, except that writing results fails from the `failAt`-th insert on (a database that stops answering). */
function failingInserts(db: Database, failAt: number): Database {
  let inserts = 0;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'insert')
        return (table: unknown) => {
          if (table === awardResults && ++inserts >= failAt) throw new Error('The database stopped answering.');
          return target.insert(table as typeof awardResults);
        };
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** An import that fails half-way loses nothing, and what an import has written so far is seen by no one. */
describe('storing an awards import', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  test('a failure half-way leaves the results as they were, and the import recorded as failed', async () => {
    const db = context.server.app.db;
    const site = await castSite(context, 'Awards half-way');
    const siteId = site.deploymentIndexId;
    const userId = await userIdOf(context.server.app, SITE_ADMIN);
    await storeAwardImport(db, { siteId, fileName: 'first.csv', rows: [row(2025, 'Kept')], userId });
    const many = Array.from({ length: 1200 }, (_, n) => row(2025, `New ${n}`));
    await assert.rejects(
      storeAwardImport(failingInserts(db, 2), { siteId, fileName: 'second.csv', rows: many, userId }),
      /stopped answering/,
    );
    const stored = await db.select().from(awardResults).where(eq(awardResults.deploymentIndexId, siteId));
    assert.deepEqual(
      stored.map((result) => result.title),
      ['Kept'],
    );
    const imports = await db.select().from(awardImports).where(eq(awardImports.deploymentIndexId, siteId));
    assert.deepEqual(imports.map((entry) => [entry.fileName, entry.state]).sort(), [
      ['first.csv', 'done'],
      ['second.csv', 'failed'],
    ]);
    assert.deepEqual(
      (await siteImports(db, siteId)).map((entry) => entry.fileName),
      ['first.csv'],
      'the history lists completed imports',
    );
  });

  test('a year imported again is replaced whole, over several statements of the swap', async () => {
    const db = context.server.app.db;
    const site = await castSite(context, 'Awards replaced');
    const siteId = site.deploymentIndexId;
    const userId = await userIdOf(context.server.app, SITE_ADMIN);
    const rows = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, n) => row(2025, `${prefix} ${n}`));
    await storeAwardImport(db, { siteId, fileName: 'other-year.csv', rows: [row(2024, 'Kept')], userId });
    await storeAwardImport(db, { siteId, fileName: 'first.csv', rows: rows(2_500, 'Old'), userId });
    const again = await storeAwardImport(db, { siteId, fileName: 'again.csv', rows: rows(2_300, 'New'), userId });
    assert.equal(again.replacedRows, 2_500);
    const stored = await db.select().from(awardResults).where(eq(awardResults.deploymentIndexId, siteId));
    assert.equal(stored.length, 2_301);
    assert.equal(stored.filter((result) => result.title.startsWith('New ')).length, 2_300);
    assert.deepEqual(
      stored.filter((result) => result.year === 2024).map((result) => result.title),
      ['Kept'],
    );
  });

  test('rows an import is still writing are not results yet', async () => {
    const db = context.server.app.db;
    const site = await castSite(context, 'Awards pending');
    const siteId = site.deploymentIndexId;
    const [importing] = await db
      .insert(awardImports)
      .values({ deploymentIndexId: siteId, fileName: 'under-way.csv', years: [2024], rows: 1, state: 'importing' })
      .returning({ id: awardImports.awardImportId });
    await db
      .insert(awardResults)
      .values({ ...row(2024, 'Being written'), deploymentIndexId: siteId, awardImportId: importing!.id });
    const data = await awardsData(db, siteId, 'winner', {});
    assert.equal(data.totalResults, 0);
    assert.deepEqual(data.filterForm.filterGroups[0]!.filterFields[0]!.filterValues, []);
  });
});
