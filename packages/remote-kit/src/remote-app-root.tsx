import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Reducer } from '@reduxjs/toolkit';
import type { RemoteName } from '@portal/contracts';
import { createAppStore, type AppStore } from '@portal/api-client';
import { PlatformProvider, PlatformRouter, usePlatform, useStream, type Platform } from '@portal/platform';
import { PortalThemeProvider } from '@portal/ui';
import { REMOTE_BUILD } from './build-info';

function SiteThemed({ scope, children }: { scope: string; children: ReactNode }) {
  const site = useStream(usePlatform().site$);
  return (
    <PortalThemeProvider colors={site?.site.theme} scope={scope}>
      {children}
    </PortalThemeProvider>
  );
}

/**
 * Starts, on the remote's new store, the reads of the screen it opens on, and returns the release of what it holds.
 * The screen's own queries (RTK Query hooks, same arguments) join the requests already under way instead of
 * starting them after the first render, which for a page like home is most of a frame budget of work.
 */
export type RemotePrefetch = (store: AppStore, platform: Platform) => () => void;

/**
 * Everything a remote's tree sits in: the platform from the shell, the remote's own store, the
 * current site's theme and a router on the shell's location.
 */
export function RemoteAppRoot({
  name,
  platform,
  reducers,
  prefetch,
  children,
}: {
  /** The remote's name: its antd theme (CSS variables) is scoped by it. */
  name: RemoteName;
  platform: Platform;
  reducers?: Record<string, Reducer>;
  prefetch?: RemotePrefetch;
  children: ReactNode;
}) {
  const [{ store, release }] = useState(() => {
    const created = createAppStore(platform, reducers);
    return { store: created, release: prefetch?.(created, platform) };
  });
  // With a prefetch, the first commit renders nothing: the requests it started go out (their awaits run between the
  // two tasks) before the screen's first render, which for a page like home takes a good part of a tenth of a
  // second of one task, begins.
  const [started, setStarted] = useState(!prefetch);
  useEffect(() => setStarted(true), []);
  // Effects run children first: once the screen has rendered, its own queries hold what the prefetch started.
  useEffect(() => {
    if (started) release?.();
  }, [started, release]);
  return (
    <PlatformProvider platform={platform}>
      <Provider store={store}>
        <SiteThemed scope={name}>
          <div data-remote-build={REMOTE_BUILD}>
            <PlatformRouter>{started && children}</PlatformRouter>
          </div>
        </SiteThemed>
      </Provider>
    </PlatformProvider>
  );
}
