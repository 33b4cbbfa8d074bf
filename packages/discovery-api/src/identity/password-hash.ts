import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';

const KEY_LENGTH = 64;

function deriveKey(password: string, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export interface PasswordHash {
  hash: string;
  salt: string;
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('base64url');
  const key = await deriveKey(password, salt);
  return { hash: key.toString('base64url'), salt };
}

export async function passwordMatches(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64url');
  const actual = await deriveKey(password, stored.salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
