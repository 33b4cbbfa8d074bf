import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import { REMOTES, type RemoteName } from '@portal/contracts';
import { usePlatform, type RemoteMountProps } from '@portal/platform';
import { guardLifecycles } from './guard-lifecycles';
import { loadRemoteApp } from './load-remote-app';
import { lazyThemed } from '../../app/lazy-themed';
import { LoadingStatus } from '../layout/loading-status';
import { RemoteErrorBoundary } from './remote-error-boundary';

const RemoteFallback = lazyThemed(async () => (await import('./remote-fallback')).RemoteFallback);

type OutletState =
  | { status: 'loading' }
  | { status: 'ready'; lifecycles: ParcelConfigObject<RemoteMountProps> }
  | { status: 'failed'; reason: string };

/**
 * Mounts a remote's `./app` as a single-spa parcel, with a loading state and a fallback when it
 * fails to load, fails to mount or throws while rendering. A page fills the content area; a widget
 * (e.g. the upload console) loads quietly and fails with a one-line notice.
 */
export function RemoteOutlet({ remote, variant = 'page' }: { remote: RemoteName; variant?: 'page' | 'widget' }) {
  const platform = usePlatform();
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OutletState>({ status: 'loading' });
  const [mounted, setMounted] = useState(false);

  const fail = useCallback(
    (error: Error) => {
      console.error(`Remote ${remote} failed:`, error);
      platform.bus.publish({ type: 'remote/failed', remote, message: error.message });
      setState({ status: 'failed', reason: error.message });
    },
    [platform.bus, remote],
  );

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    setMounted(false);
    loadRemoteApp(remote).then(
      (lifecycles) => current && setState({ status: 'ready', lifecycles: guardLifecycles(lifecycles, fail) }),
      (error: Error) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt, fail]);

  const retry = () => setAttempt((n) => n + 1);
  const fallback = (reason: string) => (
    <Suspense fallback={null}>
      <RemoteFallback remote={remote} reason={reason} onRetry={retry} compact={variant === 'widget'} />
    </Suspense>
  );
  if (state.status === 'failed') return fallback(state.reason);

  return (
    <RemoteErrorBoundary key={attempt} fallback={(error) => fallback(error.message)}>
      {!mounted && variant === 'page' && <LoadingStatus label={t('remoteStatus.loading', { remote: t(`remotes.${remote}`) })} />}
      {state.status === 'ready' && (
        <Parcel
          config={state.lifecycles}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapClassName={`remote remote-${REMOTES[remote].folder}`}
          platform={platform}
          parcelDidMount={() => setMounted(true)}
          handleError={fail}
        />
      )}
    </RemoteErrorBoundary>
  );
}
