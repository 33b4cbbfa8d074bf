import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@portal/api-client';
import { createTestPlatform, renderWithPlatform } from '@portal/test-utils';
import { newUploadItem } from '../lib/state/upload-items';
import { uploadSession } from '../lib/state/upload-desk';
import { UploadConsole } from './upload-console';

const context = { siteId: 1, masterSetId: 1, metadata: [] };

describe('UploadConsole', () => {
  afterEach(() => {
    act(() => uploadSession.clear());
    window.localStorage.clear();
  });

  it('names the files a closed tab left unfinished, and forgets them when dismissed', async () => {
    const platform = createTestPlatform({ path: '/home' });
    const userId = platform.user$.getValue()!.userId;
    // A page uploads two files; the first reaches storage, the second is half sent when the tab closes.
    const first = renderWithPlatform(<UploadConsole />, { platform, store: createAppStore(platform) });
    act(() =>
      uploadSession.add(
        [newUploadItem(new File(['x'.repeat(2048)], 'brief.pdf'), { uniqueId: 'a' })],
        'upload',
        context,
      ),
    );
    act(() =>
      uploadSession.update((items) =>
        items.map((item) => ({ ...item, status_display: 'Uploading...', loadedPercentage: 50 })),
      ),
    );
    first.unmount();
    expect(JSON.parse(window.localStorage.getItem(`portal.uploader.unfinished.${userId}`)!)).toHaveLength(1);
    uploadSession.items$.next([]);

    // The next page says which file did not finish.
    renderWithPlatform(<UploadConsole />, { platform, store: createAppStore(platform) });
    const list = await screen.findByRole('list', { name: 'Unfinished uploads' }, { timeout: 10_000 }); // the card loads on demand
    expect(list).toHaveTextContent('brief.pdf');
    expect(list).toHaveTextContent('Uploading... (50.0%)');
    await userEvent.click(screen.getByRole('button', { name: 'DISMISS' }));
    expect(screen.queryByRole('list', { name: 'Unfinished uploads' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(`portal.uploader.unfinished.${userId}`)).toBeNull();
  });
});
