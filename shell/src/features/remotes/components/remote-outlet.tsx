import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { REMOTES, type RemoteName } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { lazyThemed } from '../../../components/lazy-themed';
import { LoadingStatus } from '../../../components/loading-status';
import { useRemoteParcel } from '../../../hooks/use-remote-parcel';
import { guardLifecycles } from './guard-lifecycles';
import { RemoteErrorBoundary } from './remote-error-boundary';

const RemoteFallback = lazyThemed(async () => (await import('./remote-fallback')).RemoteFallback);

/**
 * Mounts a remote's `./app` as a single-spa parcel, with a loading state and a fallback when it
 * fails to load, fails to mount or throws while rendering. A page fills the content area; a widget
 * (e.g. the upload console) loads quietly and fails with a one-line notice.
 */
export function RemoteOutlet({ remote, variant = 'page' }: { remote: RemoteName; variant?: 'page' | 'widget' }) {
  const platform = usePlatform();
  const { t } = useTranslation();
  const report = useCallback(
    (error: Error) => {
      console.error(`Remote ${remote} failed:`, error);
      platform.bus.publish({ type: 'remote/failed', remote, message: error.message });
    },
    [platform.bus, remote],
  );
  const { state, attempt, retry, fail: markFailed } = useRemoteParcel(remote, 'app', report);
  const fail = useCallback(
    (error: Error) => {
      report(error);
      markFailed(error);
    },
    [report, markFailed],
  );
  const lifecycles = useMemo(
    () => (state.status === 'ready' ? guardLifecycles(state.config, fail) : null),
    [state, fail],
  );
  const [mountedAttempt, setMountedAttempt] = useState<number | null>(null);

  const fallback = (reason: string) => (
    <Suspense fallback={null}>
      <RemoteFallback remote={remote} reason={reason} onRetry={retry} compact={variant === 'widget'} />
    </Suspense>
  );
  if (state.status === 'failed') return fallback(state.error.message);

  return (
    <RemoteErrorBoundary key={attempt} fallback={(error) => fallback(error.message)}>
      {mountedAttempt !== attempt && variant === 'page' && (
        <LoadingStatus label={t('remoteStatus.loading', { remote: t(`remotes.${remote}`) })} />
      )}
      {lifecycles && (
        <Parcel
          config={lifecycles}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapClassName={`remote remote-${REMOTES[remote].folder}`}
          platform={platform}
          parcelDidMount={() => setMountedAttempt(attempt)}
          handleError={fail}
        />
      )}
    </RemoteErrorBoundary>
  );
}
