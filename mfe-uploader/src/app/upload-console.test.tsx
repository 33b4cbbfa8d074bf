import { act, screen, waitFor, within } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { ASSET_STATUS_ID, UPLOADER_MESSAGES, type RecentUpload } from '@portal/contracts';
import {
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
  testSite,
  testSiteContext,
} from '@portal/test-utils';
import { recentUploadsApi } from '../features/upload/api/recent-uploads-api';
import { PROCESSING_POLL_MS } from '../features/upload/hooks/use-processing-status';
import { newUploadItem, withMarked, withRegistration, withTransferred } from '../lib/state/upload-items';
import { uploadSession } from '../lib/state/upload-desk';
import { UploadConsole } from './upload-console';

const context = { siteId: 1, masterSetId: 1, metadata: [] };

/** The server's answer to GET v2/uploader/getMyRecentUploads, which a test changes as processing goes on. */
let uploads: RecentUpload[] = [];
const asked: string[] = [];
createMswServer(
  http.get(`${TEST_API_BASE}/v2/uploader/getMyRecentUploads`, ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('deploymentIndexId') ?? '');
    return HttpResponse.json({ Uploads: uploads });
  }),
);

const REASON = 'reef-survey.pdf could not be read as PDF: Invalid PDF structure.';
const anUpload = (fields: Partial<RecentUpload>): RecentUpload => ({
  AssetId: 7,
  DocId: 'd7',
  FileName: 'reef-survey.pdf',
  Title: 'Reef survey',
  FileSize: 2048,
  MimeType: 'application/pdf',
  IsVideo: false,
  StatusId: ASSET_STATUS_ID.indexing,
  Status: 'Queued for indexing',
  StatusError: null,
  Created: '2026-11-20T09:00:00.000Z',
  Updated: '2026-11-20T09:00:01.000Z',
  ...fields,
});
const failedUpload = (fields: Partial<RecentUpload> = {}) =>
  anUpload({ StatusId: ASSET_STATUS_ID.error, Status: 'Error', StatusError: REASON, ...fields });

/** A page of the portal on the test site, with the console mounted (a reload is a new one). */
function openPage() {
  const platform = createTestPlatform({ path: '/home', site$: new BehaviorSubject(testSiteContext()) });
  const store = createAppStore(platform);
  const page = renderWithPlatform(<UploadConsole />, { platform, store });
  /** Resolves once the page has its answer about the user's recent uploads. */
  const answered = () =>
    waitFor(() =>
      expect(
        recentUploadsApi.endpoints.getMyRecentUploads.select(testSite.deploymentIndexId)(store.getState()).status,
      ).toBe('fulfilled'),
    );
  return { ...page, answered };
}

describe('UploadConsole', () => {
  afterEach(() => {
    act(() => uploadSession.clear());
    uploadSession.context = null;
    window.localStorage.clear();
    uploads = [];
    asked.length = 0;
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

  it('after a reload, shows an upload whose processing failed as failed, with the reason and the error message', async () => {
    uploads = [
      failedUpload(),
      anUpload({ AssetId: 8, DocId: 'd8', FileName: 'indexed.pdf', StatusId: ASSET_STATUS_ID.indexed }),
    ];
    openPage();

    const console = await screen.findByRole('region', { name: 'Upload console' }, { timeout: 10_000 });
    expect(asked).toContain(String(testSite.deploymentIndexId));
    const activity = within(console).getByRole('list', { name: 'Upload activity' });
    expect(within(activity).getByText('reef-survey.pdf')).toBeInTheDocument();
    expect(within(activity).getByRole('status')).toHaveTextContent('Error');
    expect(within(activity).queryByText('indexed.pdf')).not.toBeInTheDocument();
    expect(within(console).getByRole('list', { name: 'Upload errors' })).toHaveTextContent(
      `reef-survey.pdf: ${REASON}`,
    );
    expect(console).toHaveTextContent(UPLOADER_MESSAGES.uploadWithErrors);
    expect(console).not.toHaveTextContent(UPLOADER_MESSAGES.uploadSuccess);
  });

  it('CLOSE forgets what it showed after the next reload; a failure that comes later is shown again', async () => {
    uploads = [failedUpload()];
    const first = openPage();
    const console = await screen.findByRole('region', { name: 'Upload console' }, { timeout: 10_000 });
    await userEvent.click(within(console).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('region', { name: 'Upload console' })).not.toBeInTheDocument();
    first.unmount();

    // Reloaded: the same answer brings nothing back.
    const second = openPage();
    await second.answered();
    expect(uploadSession.read()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Upload console' })).not.toBeInTheDocument();
    second.unmount();

    // A later failure of another file is.
    uploads = [
      failedUpload(),
      failedUpload({ AssetId: 9, DocId: 'd9', FileName: 'atoll.pdf', Updated: '2026-11-21T08:00:00.000Z' }),
    ];
    openPage();
    const again = await screen.findByRole('region', { name: 'Upload console' }, { timeout: 10_000 });
    const activity = within(again).getByRole('list', { name: 'Upload activity' });
    expect(within(activity).getByText('atoll.pdf')).toBeInTheDocument();
    expect(within(activity).queryByText('reef-survey.pdf')).not.toBeInTheDocument();
  });

  it('a processing failure that comes after the transfer turns the finished upload to the error state, with the reason', async () => {
    openPage();
    // A batch of this page has transferred its file and marked it uploaded: 'Upload complete!'.
    const file = newUploadItem(new File(['x'.repeat(2048)], 'reef-survey.pdf'), { uniqueId: 'a' });
    act(() => uploadSession.add([file], 'upload', { ...context, siteId: testSite.deploymentIndexId }));
    act(() =>
      uploadSession.update((items) => {
        const registered = withRegistration(
          items,
          {
            HasError: false,
            Error: null,
            AssetInfos: [
              {
                UniqueId: 'a',
                ParentUniqueId: null,
                AssetId: 7,
                DocId: 'd7',
                BlobName: 'd7/reef-survey.pdf',
                ContainerName: 'nordic',
                HasError: false,
                Error: null,
                Status: 'Registered',
                IsVideo: false,
                FoundPreviewAssetInfos: [],
              },
            ],
          } as never,
          ['a'],
        );
        const sent = registered.map((item) =>
          withTransferred(item, 'https://storage.test/nordic/d7/reef-survey.pdf?sig=1'),
        );
        return withMarked(sent, 'a', 'Queued for indexing');
      }),
    );
    uploads = [anUpload({})];
    const console = await screen.findByRole('region', { name: 'Upload console' }, { timeout: 10_000 });
    expect(console).toHaveTextContent(UPLOADER_MESSAGES.uploadSuccess);

    // The server's processing then fails: the console asks again while the file is processed, and turns.
    uploads = [failedUpload()];
    expect(
      await within(console).findByText(UPLOADER_MESSAGES.uploadWithErrors, {}, { timeout: PROCESSING_POLL_MS * 3 }),
    ).toBeInTheDocument();
    expect(within(console).getByRole('list', { name: 'Upload errors' })).toHaveTextContent(
      `reef-survey.pdf: ${REASON}`,
    );
    expect(within(console).getByRole('button', { name: 'File details' })).toBeInTheDocument();
  });
});
