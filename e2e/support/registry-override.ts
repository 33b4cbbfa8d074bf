import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { REGISTRY_FILE } from './environment';

/** Points remotes at other builds through the server's registry file, as an operator would. */
export function overrideRegistry(remotes: Record<string, string>) {
  mkdirSync(dirname(REGISTRY_FILE), { recursive: true });
  writeFileSync(REGISTRY_FILE, JSON.stringify({ remotes }, null, 2));
}

export function resetRegistry() {
  rmSync(REGISTRY_FILE, { force: true });
}
