import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Reducer } from '@reduxjs/toolkit';
import type { RemoteName } from '@portal/contracts';
import { createAppStore } from '@portal/api-client';
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
 * Everything a remote's tree sits in: the platform from the shell, the remote's own store, the
 * current site's theme and a router on the shell's location.
 */
export function RemoteAppRoot({
  name,
  platform,
  reducers,
  children,
}: {
  /** The remote's name: its antd theme (CSS variables) is scoped by it. */
  name: RemoteName;
  platform: Platform;
  reducers?: Record<string, Reducer>;
  children: ReactNode;
}) {
  const [store] = useState(() => createAppStore(platform, reducers));
  return (
    <PlatformProvider platform={platform}>
      <Provider store={store}>
        <SiteThemed scope={name}>
          <div data-remote-build={REMOTE_BUILD}>
            <PlatformRouter>{children}</PlatformRouter>
          </div>
        </SiteThemed>
      </Provider>
    </PlatformProvider>
  );
}
