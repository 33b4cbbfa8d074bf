import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import {
  ACCESS_MESSAGES,
  ASSET_STATUS_ID,
  PROCESSING_FAILURE_MESSAGES,
  UPLOADER_MESSAGES,
  type UploaderAssetInfo,
} from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { withProcessing } from '../../../lib/state/processing-status';
import { uploadSession } from '../../../lib/state/upload-desk';
import { finishedState, newUploadItem } from '../../../lib/state/upload-items';
import { FileDetailsPanel } from './file-details-panel';

const REASON = 'reef-survey.pdf could not be read as PDF: Invalid PDF structure.';

/** The asset as the server has it now; a retry the server takes queues it again. */
let asset: Partial<UploaderAssetInfo>;
let answerRetry: () => Response;
const retries: unknown[] = [];
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/uploader/getAssetForEditing`, () =>
    HttpResponse.json({ subsetId: null, masterSetId: 2, assetInfos: [asset] }),
  ),
  http.post(`${TEST_API_BASE}/v2/uploader/processThumbnailsOnFileReplacement`, async ({ request }) => {
    retries.push(await request.json());
    return answerRetry();
  }),
);

const failedAsset = (): Partial<UploaderAssetInfo> => ({
  AssetId: 7,
  DocId: 'd7',
  DeploymentIndexId: 12,
  FileName: 'reef-survey.pdf',
  Title: 'Reef survey',
  SubmissionDate: '2026-11-01',
  StatusId: ASSET_STATUS_ID.error,
  Status: 'Error',
  StatusError: REASON,
  MimeType: 'application/pdf',
  FileSize: 2048,
  masterset: { setId: 2, setFieldValues: [] },
  subset: { setId: null, fieldValue: [] },
});

function renderPanel() {
  const platform = createTestPlatform({ path: '/sites/12/content/d7/home' });
  const notices: string[] = [];
  platform.bus.on('notify').subscribe((event) => notices.push(`${event.level}: ${event.message}`));
  renderWithPlatform(<FileDetailsPanel props={{ docId: 'd7' }} close={jest.fn()} />, {
    platform,
    store: createAppStore(platform),
  });
  return { notices };
}

describe('File details of an asset whose processing failed', () => {
  beforeEach(() => {
    asset = failedAsset();
    retries.length = 0;
    answerRetry = () => {
      asset = { ...asset, StatusId: ASSET_STATUS_ID.indexing, Status: 'Queued for indexing', StatusError: null };
      return HttpResponse.json({
        HasError: false,
        Error: null,
        AssetId: 7,
        DocId: 'd7',
        UniqueId: null,
        StatusId: ASSET_STATUS_ID.indexing,
        Status: 'Queued for indexing',
      });
    };
  });
  afterEach(() => act(() => uploadSession.clear()));

  it('says why, and Retry processing queues it again: the panel and the upload console follow', async () => {
    // The upload console shows the file failed (a restored item of an earlier page).
    const shown = { ...newUploadItem(new File([], 'reef-survey.pdf'), { uniqueId: 'asset-7' }), AssetId: 7 };
    act(() =>
      uploadSession.update(() =>
        withProcessing(
          [{ ...shown, MarkAsUploaded: true, loadedPercentage: 100 }],
          [{ AssetId: 7, StatusId: ASSET_STATUS_ID.error, Status: 'Error', StatusError: REASON }],
        ),
      ),
    );
    expect(finishedState(uploadSession.read(), 'upload')?.message).toBe(UPLOADER_MESSAGES.uploadWithErrors);
    const { notices } = renderPanel();

    const failure = (await screen.findByText('Processing failed: this file cannot be found in search.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(failure).toHaveTextContent(REASON);
    await userEvent.click(within(failure).getByRole('button', { name: PROCESSING_FAILURE_MESSAGES.retryButton }));

    // The panel reads the asset again: queued, and no retry is offered any more.
    expect(await screen.findByText('Queued for indexing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PROCESSING_FAILURE_MESSAGES.retryButton })).not.toBeInTheDocument();
    expect(retries).toEqual([{ AssetId: 7, DocId: 'd7' }]);
    expect(notices).toEqual([`success: ${PROCESSING_FAILURE_MESSAGES.retryQueued}`]);
    // The console's item loses the reason and is processed again.
    const [item] = uploadSession.read();
    expect([item?.HasError, item?.Error, item?.ProcessingStatusId]).toEqual([false, '', ASSET_STATUS_ID.indexing]);
    expect(finishedState(uploadSession.read(), 'upload')?.message).toBe(UPLOADER_MESSAGES.uploadSuccess);
  });

  it("shows the server's refusal and keeps the asset as it was", async () => {
    answerRetry = () => HttpResponse.json({ statusCode: 403, error: ACCESS_MESSAGES.editAssetDenied }, { status: 403 });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: PROCESSING_FAILURE_MESSAGES.retryButton }));
    expect(await screen.findByText(ACCESS_MESSAGES.editAssetDenied)).toBeInTheDocument();
    expect(screen.getByText('Processing could not be started again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PROCESSING_FAILURE_MESSAGES.retryButton })).toBeEnabled();
    expect(retries).toHaveLength(1);
  });

  it('offers no retry for an asset that was processed', async () => {
    asset = { ...failedAsset(), StatusId: ASSET_STATUS_ID.indexed, Status: 'Indexed', StatusError: null };
    renderPanel();
    expect(await screen.findByText('Indexed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PROCESSING_FAILURE_MESSAGES.retryButton })).not.toBeInTheDocument();
  });
});

describe('Download file in the file details', () => {
  const saved: string[] = [];
  const asked: { method: string; query: Record<string, string>; auth: string | null }[] = [];
  const answerDownload = (answer: () => Response) =>
    server.use(
      http.get(`${TEST_API_BASE}/v2/document/download`, ({ request }) => {
        asked.push({
          method: request.method,
          query: Object.fromEntries(new URL(request.url).searchParams),
          auth: request.headers.get('Authorization'),
        });
        return answer();
      }),
    );
  let click: jest.SpyInstance;
  beforeEach(() => {
    asset = { ...failedAsset(), StatusId: ASSET_STATUS_ID.indexed, Status: 'Indexed', StatusError: null };
    saved.length = 0;
    asked.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => click.mockRestore());

  it("GETs the stored file by docid with the user's token and saves it under the server's file name", async () => {
    answerDownload(
      () =>
        new HttpResponse('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Reef survey.pdf"; filename*=UTF-8''R%C3%A9cif%20survey.pdf`,
          },
        }),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Download file' }));
    await waitFor(() => expect(saved).toEqual(['Récif survey.pdf']));
    expect(asked).toEqual([{ method: 'GET', query: { docid: 'd7', indexId: '12' }, auth: 'Bearer test-token' }]);
    expect(screen.queryByText('The file could not be downloaded.')).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the button and saves nothing", async () => {
    answerDownload(() => HttpResponse.json({ statusCode: 403, error: ACCESS_MESSAGES.privateAsset }, { status: 403 }));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Download file' }));
    const refusal = (await screen.findByText('The file could not be downloaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(refusal).toHaveTextContent(ACCESS_MESSAGES.privateAsset);
    expect(screen.getByRole('button', { name: 'Download file' })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});
