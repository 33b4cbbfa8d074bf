import { act, screen } from '@testing-library/react';
import { createAppStore } from '@portal/api-client';
import { createTestPlatform, renderWithPlatform } from '@portal/test-utils';
import { UploadConsole } from './upload-console';

describe('UploadConsole', () => {
  it('is present on every screen and notices a request to open the uploader', () => {
    const platform = createTestPlatform({ path: '/home' });
    renderWithPlatform(<UploadConsole />, { platform, store: createAppStore(platform) });
    const region = screen.getByRole('region', { name: 'Upload console' });
    expect(region).toHaveAttribute('data-state', 'idle');
    act(() => platform.panels.open('share'));
    expect(region).toHaveAttribute('data-state', 'idle');
    act(() => platform.panels.open('uploader'));
    expect(region).toHaveAttribute('data-state', 'requested');
  });
});
