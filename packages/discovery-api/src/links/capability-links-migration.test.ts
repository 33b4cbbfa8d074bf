import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../config/package-paths.js';
import { pgliteExtensions } from '../db/pglite-extensions.js';
import * as schema from '../db/schema/index.js';
import { findLink, linkState, listLinks } from './capability-links.js';

/**
 * The migration to capability links (drizzle/0013_capability_links.sql) keeps the links people already hold working:
 * a collection share link stored with its plain token before is found by that token afterwards, keeps its id, its
 * expiry and its uses; a public video link keeps its hash. The database is migrated up to the migration before it,
 * given such links, then migrated to the end.
 */

const TOKEN = 'p'.repeat(43);
const VIDEO_TOKEN_HASH = 'a'.repeat(64);
let folder: string;
let pglite: PGlite;

before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'capability-links-migration-'));
  await cp(migrationsFolder, join(folder, 'upTo0012'), { recursive: true });
  const journalFile = join(folder, 'upTo0012', 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0013');
  await writeFile(journalFile, JSON.stringify(journal));
  pglite = await PGlite.create({ extensions: pgliteExtensions });
});

after(async () => {
  await pglite?.close();
  await rm(folder, { recursive: true, force: true });
});

test('a collection share link and a public video link made before the migration work after it', async () => {
  const db = drizzle(pglite, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: join(folder, 'upTo0012') });
  await pglite.exec(`
    insert into users (user_id, email) values (1, 'owner@example.com'), (2, 'reader@example.com');
    insert into deployments (deployment_id, name) values (1, 'Group');
    insert into deployment_indexes (deployment_index_id, deployment_id, name, container_name, container_url, preview_container_name, search_index_name)
      values (1, 1, 'Site', 'site', 'https://blob.example/site', 'site-previews', 'site-index');
    insert into collections (collection_id, name, deployment_index_id, created_by_user_id) values (7, 'Plans', 1, 1);
    insert into collection_share_links (share_link_id, collection_id, token, created_by_user_id, expires)
      values (42, 7, '${TOKEN}', 1, now() + interval '3 days');
    insert into collection_share_link_uses (share_link_id, user_id) values (42, 2);
    insert into assets (asset_id, doc_id, title, file_name, original_file_name, deployment_index_id)
      values (9, 'doc-9', 'Film', 'film.webm', 'film.webm', 1);
    insert into public_video_links (asset_id, token_hash, created_by_user_id, expires)
      values (9, '${VIDEO_TOKEN_HASH}', 1, now() + interval '5 days');
  `);

  await migrate(db, { migrationsFolder });

  const link = await findLink(db, 'collectionShare', TOKEN);
  assert.ok(link, 'the old token still opens its link');
  assert.equal(link.linkId, 42, 'the link keeps its id');
  assert.equal(link.collectionId, 7);
  assert.equal(linkState(link), 'live');
  const [listed] = await listLinks(db, { purpose: 'collectionShare', collectionId: 7 }, { liveOnly: false });
  assert.deepEqual([listed?.linkId, listed?.uses, listed?.createdBy], [42, 1, 'owner@example.com']);
  const stored = await db.execute<{ token_hash: string }>(
    sql`select token_hash from capability_links where link_id = 42`,
  );
  assert.notEqual(stored.rows[0]?.token_hash, TOKEN, 'the plain token is gone');

  const [video] = await listLinks(db, { purpose: 'publicVideo', assetId: 9 }, { liveOnly: true });
  assert.ok(video, 'the public video link is still live');
  assert.notEqual(video.linkId, 42);
  const fresh = await db.execute<{ next: number }>(
    sql`select nextval(pg_get_serial_sequence('capability_links', 'link_id')) as next`,
  );
  assert.ok(Number(fresh.rows[0]?.next) > video.linkId, 'new links get new ids');
});
