import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts';
import { defaultRemoteEntry } from './remotes.js';

export interface RemoteEntry {
  /** Federation name the shell registers the remote under. */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
}

/**
 * The remotes the shell loads: the builds this server serves, except where the override file
 * (`{ "remotes": { "mfe_admin": "https://…/mf-manifest.json" } }`) points a remote elsewhere.
 * Read on every call so a remote can be repointed without a restart.
 */
export async function readRemoteRegistry(overrideFile: string, log: FastifyBaseLogger): Promise<RemoteEntry[]> {
  const overrides = await readOverrides(overrideFile, log);
  return REMOTE_NAMES.map((name) => ({ name, entry: overrides.get(name) ?? defaultRemoteEntry(name) }));
}

async function readOverrides(file: string, log: FastifyBaseLogger): Promise<Map<RemoteName, string>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn({ err: error }, `Cannot read the remote registry file ${file}; serving the default remotes.`);
    }
    return new Map();
  }

  try {
    return parseOverrides(JSON.parse(text), file, log);
  } catch (error) {
    log.warn(`Ignoring the remote registry file ${file}: ${(error as Error).message}. Serving the default remotes.`);
    return new Map();
  }
}

function parseOverrides(document: unknown, file: string, log: FastifyBaseLogger): Map<RemoteName, string> {
  const remotes = isObject(document) ? document.remotes : undefined;
  if (!isObject(remotes)) throw new Error('it must be an object with a "remotes" object');

  const overrides = new Map<RemoteName, string>();
  for (const [name, entry] of Object.entries(remotes)) {
    if (typeof entry !== 'string' || entry.trim() === '') {
      throw new Error(`the entry of "${name}" must be a non-empty URL string`);
    }
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
      log.warn(`The remote registry file ${file} names an unknown remote "${name}"; it is ignored.`);
      continue;
    }
    overrides.set(name as RemoteName, entry.trim());
  }
  return overrides;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
