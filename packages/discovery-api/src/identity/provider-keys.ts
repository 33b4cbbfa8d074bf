import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { calculateJwkThumbprint, type JSONWebKeySet, type JWK } from 'jose';

export interface ProviderKeys {
  /** Private RS256 signing keys, newest first. */
  signingKeys: JWK[];
  /** The public half of the signing keys, for verifying tokens without calling the provider. */
  publicJwks: JSONWebKeySet;
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

/** Signing and cookie keys of the embedded provider, generated once into `directory` so tokens and sessions survive restarts. */
export async function loadOrCreateProviderKeys(directory: string): Promise<ProviderKeys> {
  await mkdir(directory, { recursive: true });
  const signingKeys = await loadOrCreate(resolve(directory, 'signing-keys.json'), async () => ({
    keys: [await generateSigningKey()],
  }));
  const cookieKeys = await loadOrCreate(resolve(directory, 'cookie-keys.json'), async () => ({
    keys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  }));
  return {
    signingKeys: signingKeys.keys,
    publicJwks: { keys: signingKeys.keys.map(publicPart) },
    cookieKeys: cookieKeys.keys,
  };
}

async function loadOrCreate<T>(file: string, create: () => Promise<T>): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const created = await create();
  await writeFile(file, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
  return created;
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

function publicPart({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}
