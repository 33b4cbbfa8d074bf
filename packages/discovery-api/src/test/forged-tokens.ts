import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, generateKeyPair, importJWK, type JWK, type JWTPayload } from 'jose';

/** Signs claims with the embedded provider's own private key (read from the test data folder). */
export async function signWithProviderKey(dataDir: string, claims: JWTPayload): Promise<string> {
  const { keys } = JSON.parse(await readFile(join(dataDir, 'oidc', 'signing-keys.json'), 'utf8')) as { keys: JWK[] };
  const [jwk] = keys;
  if (!jwk) throw new Error('The provider has no signing key yet.');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid }).sign(await importJWK(jwk, 'RS256'));
}

/** Signs claims with a key pair nobody else knows, as another provider would. */
export async function signWithForeignKey(claims: JWTPayload): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'foreign-key' }).sign(privateKey);
}
