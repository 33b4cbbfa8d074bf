import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { PlatformProvider, PlatformRouter, type Platform } from '@portal/platform';
import { createTestPlatform } from './test-platform';

/** Renders UI as a remote sees it inside the shell: platform, router on the platform's location. */
export function renderWithPlatform(ui: ReactElement, options: { platform?: Platform; path?: string } = {}) {
  const platform = options.platform ?? createTestPlatform({ path: options.path });
  const result = render(
    <PlatformProvider platform={platform}>
      <PlatformRouter>{ui}</PlatformRouter>
    </PlatformProvider>,
  );
  return { ...result, platform };
}
