import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { createSecretBox, parseSecretKey, secretBoxFor, secretKeyFile } from './secret-box.js';

describe('secret box', () => {
  const folders: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secret-box-'));
    folders.push(dir);
    return dir;
  };
  after(async () => {
    await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  test('encrypts to ciphertext that does not contain the plaintext and decrypts it back', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.encrypt('demo-authorization-key');
    assert.ok(!sealed.includes('demo-authorization-key'));
    assert.notEqual(box.encrypt('demo-authorization-key'), sealed, 'a fresh IV each time');
    assert.equal(box.decrypt(sealed), 'demo-authorization-key');
  });

  test('refuses ciphertext that was tampered with or sealed by another key', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.encrypt('secret');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    assert.throws(() => box.decrypt([parts[0], parts[1], parts[2], data.toString('base64url')].join('.')));
    assert.throws(() => createSecretBox(randomBytes(32)).decrypt(sealed));
    assert.throws(() => box.decrypt('not-a-secret'), /not in a format/);
  });

  test('validates a key from the environment', () => {
    assert.throws(
      () => parseSecretKey(randomBytes(16).toString('base64'), 'PORTAL_SECRET_KEY'),
      /must be 32 bytes.*16 bytes/,
    );
    assert.throws(() => parseSecretKey('not base64!', 'PORTAL_SECRET_KEY'), /not base64/);
    assert.equal(parseSecretKey(randomBytes(32).toString('base64'), 'PORTAL_SECRET_KEY').length, 32);
  });

  test('generates the key file once, mode 0600, and reuses it', async () => {
    const dir = await tempDir();
    const box = await secretBoxFor(dir, undefined);
    const file = secretKeyFile(dir);
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    const stored = await readFile(file, 'utf8');
    assert.equal(Buffer.from(stored, 'base64').length, 32);
    const sealed = box.encrypt('x');
    // A fresh box over the same file (as after a restart) reads what the first sealed.
    assert.equal(createSecretBox(parseSecretKey(stored, file)).decrypt(sealed), 'x');
  });

  test('prefers PORTAL_SECRET_KEY and rejects an invalid one', async () => {
    const dir = await tempDir();
    const key = randomBytes(32);
    const box = await secretBoxFor(dir, key.toString('base64'));
    assert.equal(createSecretBox(key).decrypt(box.encrypt('y')), 'y');
    await assert.rejects(secretBoxFor(dir, 'c2hvcnQ='), /PORTAL_SECRET_KEY must be 32 bytes/);
  });
});
