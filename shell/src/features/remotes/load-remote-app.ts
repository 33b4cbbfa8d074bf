import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';
import type { RemoteName } from '@portal/contracts';
import type { RemoteMountProps } from '@portal/platform';

/** Loads a remote's `./app` lifecycles; rejects with a readable reason when it cannot. */
export async function loadRemoteApp(remote: RemoteName): Promise<ParcelConfigObject<RemoteMountProps>> {
  let module: ParcelConfigObject<RemoteMountProps> | null;
  try {
    module = await loadRemote<ParcelConfigObject<RemoteMountProps>>(`${remote}/app`);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`It could not be downloaded (${reason}).`);
  }
  if (!module || typeof module.mount !== 'function') {
    throw new Error('It did not provide the portal entry point (./app).');
  }
  return module;
}
