import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';
import type { RemoteModule, RemoteName } from '@portal/contracts';
import type { RemoteMountProps } from '@portal/platform';

/** Loads parcel lifecycles a remote exposes (`./app`, `./panels`, `./dialogs`, …); rejects with a readable reason when it cannot. */
export async function loadRemoteParcel<Props extends object = RemoteMountProps>(
  remote: RemoteName,
  exposed: RemoteModule,
): Promise<ParcelConfigObject<Props>> {
  let module: ParcelConfigObject<Props> | null;
  try {
    module = await loadRemote<ParcelConfigObject<Props>>(`${remote}/${exposed}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`It could not be downloaded (${reason}).`);
  }
  if (!module || typeof module.mount !== 'function') {
    throw new Error(`It did not provide the portal entry point (./${exposed}).`);
  }
  return module;
}
