import { useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@portal/contracts';
import { usePlatform, type RemoteOverlayProps } from '@portal/platform';
import { LoadingStatus } from '../../../components/loading-status';
import { useRemoteParcel } from '../../../hooks/use-remote-parcel';

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
  const { state } = useRemoteParcel<RemoteOverlayProps>(remote, kind === 'panel' ? 'panels' : 'dialogs', (error) =>
    console.error(`The ${kind} ${overlayKey} of ${remote} could not be loaded:`, error),
  );
  // The overlay that failed while shown; another one opened in its place mounts afresh.
  const [crashed, setCrashed] = useState<string | null>(null);
  if (crashed !== null && crashed !== overlayKey) setCrashed(null);

  if (state.status === 'loading') return <LoadingStatus label={t('overlays.loading')} />;
  if (state.status === 'failed' || crashed === overlayKey) {
    return (
      <div role="note" className="overlay-missing" data-overlay-missing={overlayKey}>
        <p>
          {t('overlays.notAvailable', {
            name: t(`overlays.names.${overlayKey}`, { defaultValue: overlayKey }),
            remote: t(`remotes.${remote}`),
          })}
        </p>
      </div>
    );
  }
  return (
    <Parcel
      config={state.config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      platform={platform}
      overlay={{ kind, key: overlayKey, props, close }}
      handleError={(error: Error) => {
        console.error(`The ${kind} ${overlayKey} of ${remote} failed:`, error);
        setCrashed(overlayKey);
      }}
    />
  );
}
