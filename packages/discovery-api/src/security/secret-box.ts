import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * AES-256-GCM for secrets kept at rest (the AI endpoint keys). The key comes from PORTAL_SECRET_KEY
 * (base64 of exactly 32 bytes) or, without it, from `${dataDir}/secrets/ai-key`, generated once with
 * mode 0600. Ciphertext is `v1.<iv>.<tag>.<data>` in base64url, so a stored value says how it was made.
 */
export interface SecretBox {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';

export function secretKeyFile(dataDir: string): string {
  return join(dataDir, 'secrets', 'ai-key');
}

/** Parses a base64 key and refuses anything but 32 bytes, naming where it came from. */
export function parseSecretKey(base64: string, source: string): Buffer {
  const text = base64.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) throw new Error(`${source} is not base64.`);
  const key = Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error(`${source} must be ${KEY_BYTES} bytes of base64 (it is ${key.length} bytes).`);
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`A secret box key must be ${KEY_BYTES} bytes.`);
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(ciphertext) {
      const [version, iv, tag, data] = ciphertext.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
        throw new Error('The stored secret is not in a format this server can read.');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

const boxes = new Map<string, Promise<SecretBox>>();

/** The key from the environment, else the data folder's key file (created on first use). */
async function loadKey(dataDir: string, envKey: string | undefined): Promise<Buffer> {
  if (envKey !== undefined && envKey.trim() !== '') return parseSecretKey(envKey, 'PORTAL_SECRET_KEY');
  const file = secretKeyFile(dataDir);
  try {
    return parseSecretKey(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  try {
    await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return parseSecretKey(await readFile(file, 'utf8'), file);
    throw error;
  }
  await chmod(file, 0o600);
  return key;
}

/** One secret box per data folder and process. */
export function secretBoxFor(
  dataDir: string,
  envKey: string | undefined = process.env.PORTAL_SECRET_KEY,
): Promise<SecretBox> {
  const cacheKey = `${dataDir}\u0000${envKey ?? ''}`;
  let box = boxes.get(cacheKey);
  if (!box) {
    box = loadKey(dataDir, envKey).then(createSecretBox);
    box.catch(() => boxes.delete(cacheKey));
    boxes.set(cacheKey, box);
  }
  return box;
}

/**
 * A secret box for one purpose other than the stored secrets (e.g. 'graphql-cursor'): its key is derived from the same
 * key (HKDF-SHA-256, the purpose as its info), so no two purposes share a key and what one seals another cannot open.
 */
export function purposeBoxFor(
  dataDir: string,
  purpose: string,
  envKey: string | undefined = process.env.PORTAL_SECRET_KEY,
): Promise<SecretBox> {
  const cacheKey = `${dataDir}\u0000${envKey ?? ''}\u0000${purpose}`;
  let box = boxes.get(cacheKey);
  if (!box) {
    box = loadKey(dataDir, envKey).then((key) =>
      createSecretBox(Buffer.from(hkdfSync('sha256', key, new Uint8Array(0), `portal:${purpose}`, KEY_BYTES))),
    );
    box.catch(() => boxes.delete(cacheKey));
    boxes.set(cacheKey, box);
  }
  return box;
}
