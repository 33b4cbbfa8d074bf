import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@portal/contracts';

export interface RegistryLoad {
  remotes: RemoteRegistry['remotes'];
  /** Why the registry could not be read; every remote then shows its fallback. */
  error: string | null;
}

/**
 * Reads the remote registry and registers each remote with the federation runtime, so a remote can
 * be redeployed or pointed at another build without rebuilding the shell.
 */
export async function loadRemoteRegistry(registryUrl = '/api/registry'): Promise<RegistryLoad> {
  try {
    const response = await fetch(registryUrl, { cache: 'no-store' });
    if (!response.ok) throw new Error(`The remote registry answered with status ${response.status}.`);
    const { remotes } = (await response.json()) as RemoteRegistry;
    registerRemotes(remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, window.location.href).href })));
    return { remotes, error: null };
  } catch (error) {
    return { remotes: [], error: error instanceof Error ? error.message : String(error) };
  }
}
