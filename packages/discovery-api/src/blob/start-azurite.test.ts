import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { BlobServiceClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import { persistMetadataOnClose, startAzurite, startAzuriteOnThread, type LokiDatabase } from './start-azurite.js';

// Azurite's own LokiJS, the database its metadata stores use.
const require = createRequire(createRequire(import.meta.url).resolve('azurite/dist/src/blob/BlobServer'));
const Loki = require('lokijs') as new (
  file: string,
  options: object,
) => LokiDatabase & {
  addCollection(name: string): { insert(doc: object): void };
  close(callback: (error?: unknown) => void): void;
};

describe('the embedded blob store (Azurite) on close', () => {
  test('waits for a metadata save in flight, so the file on disk holds every record once close is over', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'azurite-close-'));
    try {
      const file = join(folder, 'extents.json');
      const db = new Loki(file, { autosave: true, autosaveInterval: 60_000 });
      db.addCollection('$EXTENTS_COLLECTION$').insert({ id: 'extent-of-the-last-blob', locationId: 'Default' });
      // As Azurite's: its afterClose closes the store's database (LokiJS saves on close only what changed since the
      // last save began).
      const server = {
        extentMetadataStore: { db },
        afterClose: () =>
          new Promise<void>((resolve, reject) => db.close((error) => (error ? reject(error) : resolve()))),
      };
      persistMetadataOnClose(server);
      db.saveDatabase(() => undefined); // the 5-second autosave, begun just before the server closes
      await server.afterClose();
      assert.ok(existsSync(file), 'the database file is written');
      assert.match(readFileSync(file, 'utf8'), /extent-of-the-last-blob/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  for (const [where, start] of [
    ['in this thread', (folder: string) => startAzurite(folder)],
    ['on a thread of its own, as the portal runs it', (folder: string) => startAzuriteOnThread(folder)],
  ] as const) {
    test(`${where}: a blob stored just before close reads back from the folder started afresh, with the same key`, async () => {
      const folder = await mkdtemp(join(tmpdir(), 'azurite-copy-'));
      const client = (azurite: Awaited<ReturnType<typeof startAzurite>>) =>
        new BlobServiceClient(
          azurite.accountUrl,
          new StorageSharedKeyCredential(azurite.accountName, azurite.accountKey),
        ).getContainerClient('images');
      try {
        const first = await start(folder);
        await client(first).createIfNotExists();
        await client(first).getBlockBlobClient('hero.webp').uploadData(Buffer.from('hero image bytes'));
        await first.close();
        const second = await start(folder);
        assert.equal(second.accountKey, first.accountKey, "the data folder's own key");
        try {
          const bytes = await client(second).getBlobClient('hero.webp').downloadToBuffer();
          assert.equal(bytes.toString(), 'hero image bytes');
        } finally {
          await second.close();
        }
        await assert.rejects(fetch(second.accountUrl), 'closed: nothing answers any more');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
  }

  test('on a thread: a folder it cannot use is a clear error at start', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'azurite-bad-'));
    try {
      await writeFile(join(folder, 'blob'), 'a file where the folder should be');
      await assert.rejects(
        startAzuriteOnThread(join(folder, 'blob')),
        /The embedded blob store \(Azurite\) did not start/,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
