import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { PlatformProvider, PlatformRouter, type Platform } from '@portal/platform';
import { createTestPlatform } from './test-platform';

export interface RenderOptions {
  platform?: Platform;
  /** Starting path of the in-memory history. */
  path?: string;
  /** The app's store (e.g. `createAppStore(platform)` from @portal/api-client) for UI that reads it. */
  store?: Store;
}

/** Renders UI as a remote sees it inside the shell: platform, router on the platform's location, store. */
export function renderWithPlatform(ui: ReactElement, options: RenderOptions = {}) {
  const platform = options.platform ?? createTestPlatform({ path: options.path });
  const withStore = (children: ReactNode) =>
    options.store ? <Provider store={options.store}>{children}</Provider> : children;
  const result = render(
    <PlatformProvider platform={platform}>{withStore(<PlatformRouter>{ui}</PlatformRouter>)}</PlatformProvider>,
  );
  return { ...result, platform };
}
