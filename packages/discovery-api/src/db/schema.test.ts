// wire pass: the migrations and the schema through the pg driver.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { VerifiedIdentity } from '../auth/verified-identity.js';
import { upsertSignedInUser } from '../users/upsert-signed-in-user.js';
import { Changes } from './changes.js';
import { migrateDatabase } from './migrate-database.js';
import { openDatabase, type OpenDatabase } from './open-database.js';
import {
  assets,
  collectionAssets,
  collections,
  deploymentIndexes,
  deployments,
  metadataFields,
  metadataFieldValues,
  metadataSets,
  roles,
} from './schema/index.js';

const UNIQUE_VIOLATION = '23505';

/** drizzle wraps driver errors; the PostgreSQL error code is on the error or its cause. */
function postgresErrorCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  const code = candidate.code ?? candidate.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

describe('database schema after migration', () => {
  let dataDir: string;
  let database: OpenDatabase;
  let deploymentIndexId: number;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'discovery-api-schema-'));
    const log = pino({ level: 'silent' });
    database = await openDatabase({ databaseUrl: undefined, dataDir, log });
    await migrateDatabase(database.connection, log);

    const [deployment] = await database.db.insert(deployments).values({ name: 'Agency' }).returning();
    const [site] = await database.db
      .insert(deploymentIndexes)
      .values({
        deploymentId: deployment!.deploymentId,
        name: 'Work',
        containerName: 'work',
        containerUrl: 'https://storage.example/work',
        previewContainerName: 'work-previews',
        searchIndexName: 'work-index',
      })
      .returning();
    deploymentIndexId = site!.deploymentIndexId;
  });

  after(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function insertAsset(title: string) {
    const [asset] = await database.db
      .insert(assets)
      .values({ title, fileName: `${title}.pdf`, originalFileName: `${title}.pdf`, deploymentIndexId })
      .returning();
    return asset!;
  }

  test('keyword search has its extensions and the accent-insensitive English configuration', async () => {
    const extensions = await database.connection.db.execute<{ extname: string }>(
      sql`select extname from pg_extension order by extname`,
    );
    const names = extensions.rows.map((row) => row.extname);
    for (const name of ['pg_textsearch', 'pg_trgm', 'unaccent', 'vector'])
      assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
    const lexemes = await database.connection.db.execute<{ value: string }>(
      sql`select to_tsvector('public.portal_en', 'Café campaigns in Zürich')::text as value`,
    );
    assert.equal(lexemes.rows[0]?.value, "'cafe':1 'campaign':2 'zurich':4");
  });

  test('a sign-in is not a change instances keep: the revision moves for a new user or a changed profile, not for a returning one', async () => {
    const changes = new Changes(database.db, 0);
    const identity: VerifiedIdentity = {
      subject: 'subject-of-new-person',
      issuer: 'https://id.example',
      email: 'new.person@example.com',
      givenName: 'New',
      lastName: 'Person',
      name: 'New Person',
      picture: undefined,
    };
    const before = await changes.read();
    await upsertSignedInUser(database.db, identity);
    const created = await changes.read();
    assert.ok(created > before, 'a new user is a change');
    await upsertSignedInUser(database.db, identity);
    await upsertSignedInUser(database.db, identity);
    assert.equal(await changes.read(), created, 'signing in again only records the time');
    await upsertSignedInUser(database.db, { ...identity, name: 'New P. Person' });
    assert.ok((await changes.read()) > created, 'a changed profile is a change');
  });

  test('a new site uses the default page template', async () => {
    const [site] = await database.db
      .select()
      .from(deploymentIndexes)
      .where(eq(deploymentIndexes.deploymentIndexId, deploymentIndexId));
    assert.equal(site!.pageTemplateCode, 'default');
    assert.equal(site!.welcomeMessage, null);
  });

  test('a new asset gets the upload defaults of spec §9', async () => {
    const asset = await insertAsset('defaults');
    const [today] = (await database.sql.executeSql('select current_date::text as today')).rows as { today: string }[];
    assert.equal(asset.statusId, 1);
    assert.equal(asset.archiveTierId, 1);
    assert.equal(asset.isFeatured, false);
    assert.equal(asset.isConfidential, true);
    assert.equal(asset.submissionDate, today!.today);
    assert.equal(asset.assetVisibility, 'Public');
    assert.match(asset.docId, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  test('a new collection is confidential', async () => {
    const [collection] = await database.db
      .insert(collections)
      .values({ name: 'Launches', deploymentIndexId })
      .returning();
    assert.equal(collection!.isConfidential, true);
  });

  test('a soft-deleted field value is kept and flagged', async () => {
    const [set] = await database.db
      .insert(metadataSets)
      .values({ name: 'Master', isMaster: true, deploymentIndexId })
      .returning();
    const [field] = await database.db
      .insert(metadataFields)
      .values({ setId: set!.setId, name: 'Topics', code: 'topics' })
      .returning();
    await database.db.insert(metadataFieldValues).values([
      { fieldId: field!.fieldId, value: 'Retired topic', softDeleted: true },
      { fieldId: field!.fieldId, value: 'Live topic' },
    ]);
    const values = await database.db
      .select({ value: metadataFieldValues.value, softDeleted: metadataFieldValues.softDeleted })
      .from(metadataFieldValues)
      .where(eq(metadataFieldValues.fieldId, field!.fieldId))
      .orderBy(metadataFieldValues.value);
    assert.deepEqual(values, [
      { value: 'Live topic', softDeleted: false },
      { value: 'Retired topic', softDeleted: true },
    ]);
  });

  test('role codes are unique, and the spec role codes are seeded', async () => {
    const seeded = await database.db.select({ code: roles.code }).from(roles);
    const codes = seeded.map((role) => role.code);
    for (const code of [
      'collectionOwner',
      'collectionEditor',
      'collectionViewer',
      'groupOwner',
      'groupEditor',
      'groupViewer',
      'assetMember',
    ]) {
      assert.ok(codes.includes(code), `role ${code} is seeded`);
    }

    await database.db.insert(roles).values({ name: 'Reviewer', code: 'reviewer' });
    await assert.rejects(
      database.db.insert(roles).values({ name: 'Another reviewer', code: 'reviewer' }),
      (error) => postgresErrorCode(error) === UNIQUE_VIOLATION,
    );
  });

  test('deleting a collection removes its asset links but not the assets', async () => {
    const asset = await insertAsset('linked');
    const [collection] = await database.db
      .insert(collections)
      .values({ name: 'To delete', deploymentIndexId })
      .returning();
    await database.db
      .insert(collectionAssets)
      .values({ collectionId: collection!.collectionId, assetId: asset.assetId, pinned: true });

    await database.db.delete(collections).where(eq(collections.collectionId, collection!.collectionId));

    const links = await database.db
      .select()
      .from(collectionAssets)
      .where(eq(collectionAssets.collectionId, collection!.collectionId));
    assert.equal(links.length, 0);
    const remaining = await database.db.select().from(assets).where(eq(assets.assetId, asset.assetId));
    assert.equal(remaining.length, 1);
  });
});
