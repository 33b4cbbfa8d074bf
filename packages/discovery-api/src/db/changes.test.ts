import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Changes } from './changes.js';
import type { Database } from './database.js';

test('values are kept while the revision stands still, and on a server database only once it has settled', async () => {
  let now = 0;
  const changes = new Changes(null as unknown as Database, 1000, () => now);
  let loads = 0;
  const load = async () => (loads += 1);

  assert.equal(await changes.cached('site:1', 5, load), 1);
  assert.equal(
    await changes.cached('site:1', 5, load),
    2,
    'a revision just seen may still be committing elsewhere: read again',
  );
  now = 1000;
  assert.equal(await changes.cached('site:1', 5, load), 3);
  assert.equal(await changes.cached('site:1', 5, load), 3, 'kept');
  assert.equal(await changes.cached('site:2', 5, load), 4, 'another key is read');
  assert.equal(await changes.cached('site:1', 4, load), 5, 'a request that read an older revision reads for itself');
  assert.equal(await changes.cached('site:1', 5, load), 3, 'and does not disturb what is kept');
  assert.equal(await changes.cached('site:1', 6, load), 6, 'a change forgets everything');
  now = 2500;
  assert.equal(await changes.cached('site:1', 6, load), 7);
  assert.equal(await changes.cached('site:1', 6, load), 7);
});

test('with PGlite (nothing to settle) a value is kept from the first read', async () => {
  const changes = new Changes(null as unknown as Database, 0);
  let loads = 0;
  const load = async () => (loads += 1);
  assert.equal(await changes.cached('user:a', 1, load), 1);
  assert.equal(await changes.cached('user:a', 1, load), 1);
  assert.equal(await changes.cached('user:a', 2, load), 2);
});
