import { useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@portal/contracts';
import { usePlatform, type RemoteOverlayProps } from '@portal/platform';
import { LoadingStatus } from '../layout/loading-status';
import { loadRemoteParcel } from '../remotes/load-remote-app';

type State = { status: 'loading' } | { status: 'ready'; lifecycles: ParcelConfigObject<RemoteOverlayProps> } | { status: 'missing' };

/**
 * A panel or dialog that a remote renders (its `./panels` or `./dialogs` parcel). When the remote
 * does not provide it (not built yet, or down), a plain notice says so.
 */
export function RemoteOverlay({
  remote,
  kind,
  overlayKey,
  props,
  close,
}: {
  remote: RemoteName;
  kind: 'panel' | 'dialog';
  overlayKey: string;
  props: Record<string, unknown>;
  close: () => void;
}) {
  const platform = usePlatform();
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadRemoteParcel<RemoteOverlayProps>(remote, kind === 'panel' ? 'panels' : 'dialogs').then(
      (lifecycles) => current && setState({ status: 'ready', lifecycles }),
      (error: Error) => {
        console.error(`The ${kind} ${overlayKey} of ${remote} could not be loaded:`, error);
        if (current) setState({ status: 'missing' });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, kind, overlayKey]);

  if (state.status === 'loading') return <LoadingStatus label={t('overlays.loading')} />;
  if (state.status === 'missing') {
    return (
      <div role="note" className="overlay-missing" data-overlay-missing={overlayKey}>
        <p>{t('overlays.notAvailable', { name: t(`overlays.names.${overlayKey}`, { defaultValue: overlayKey }), remote: t(`remotes.${remote}`) })}</p>
      </div>
    );
  }
  return (
    <Parcel
      config={state.lifecycles}
      mountParcel={mountRootParcel}
      wrapWith="div"
      platform={platform}
      overlay={{ kind, key: overlayKey, props, close }}
      handleError={(error: Error) => {
        console.error(`The ${kind} ${overlayKey} of ${remote} failed:`, error);
        setState({ status: 'missing' });
      }}
    />
  );
}
