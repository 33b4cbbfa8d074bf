import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import type { RemoteModule, RemoteName } from '@portal/contracts';
import type { RemoteMountProps } from '@portal/platform';
import { loadRemoteParcel } from '../lib/load-remote-parcel';

export type RemoteParcelState<Props> =
  { status: 'loading' } | { status: 'ready'; config: ParcelConfigObject<Props> } | { status: 'failed'; error: Error };

export interface RemoteParcel<Props> {
  state: RemoteParcelState<Props>;
  /** 0 for the first load, one more on each retry: a key for what must start afresh with a new load. */
  attempt: number;
  /** Loads the parcel again. */
  retry(): void;
  /** Marks the loaded parcel failed (it failed to mount or threw); a retry loads it again. */
  fail(error: Error): void;
}

const LOADING = { status: 'loading' } as const;

/**
 * Loads a parcel a remote exposes (`./app` for the outlet, `./panels` or `./dialogs` for the overlay
 * hosts, `./searchBox` for the search panel) and says where it is: loading, ready to mount, or failed
 * with a readable reason. Another remote or module, or a retry, starts again from loading.
 * `onLoadError` hears of a load that failed, while it is still the one asked for.
 */
export function useRemoteParcel<Props extends object = RemoteMountProps>(
  remote: RemoteName,
  exposed: RemoteModule,
  onLoadError?: (error: Error) => void,
): RemoteParcel<Props> {
  const [attempt, setAttempt] = useState(0);
  const load = `${remote}/${exposed}#${attempt}`;
  const [settled, setSettled] = useState<{ load: string; state: RemoteParcelState<Props> } | null>(null);
  const reportLoadError = useEffectEvent((error: Error) => onLoadError?.(error));

  useEffect(() => {
    let current = true;
    loadRemoteParcel<Props>(remote, exposed).then(
      (config) => {
        if (current) setSettled({ load, state: { status: 'ready', config } });
      },
      (error: Error) => {
        if (!current) return;
        reportLoadError(error);
        setSettled({ load, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, exposed, load]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // A failure reported late by an earlier load's parcel does not overrule a newer load.
  const fail = useCallback(
    (error: Error) =>
      setSettled((previous) => (previous?.load === load ? { load, state: { status: 'failed', error } } : previous)),
    [load],
  );
  return { state: settled?.load === load ? settled.state : LOADING, attempt, retry, fail };
}
