import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits two levels below the package root both as src/config/*.ts and as dist/config/*.js.
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const repositoryRoot = resolve(packageDir, '../..');

export const migrationsFolder = resolve(packageDir, 'drizzle');

export const packageVersion: string = (
  JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8')) as { version: string }
).version;
