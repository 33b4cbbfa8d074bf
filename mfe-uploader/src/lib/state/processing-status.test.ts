import { ASSET_STATUS_ID, type RecentUpload, type UploadItem } from '@portal/contracts';
import { inProcessing, latestChange, restoredUploads, withProcessing } from './processing-status';
import { finishedState, newUploadItem, withError } from './upload-items';

const REASON = 'brief.pdf could not be read as PDF: Invalid PDF structure.';

/** A main file of this page that was transferred and marked uploaded, as asset 7. */
const marked = (fields: Partial<UploadItem> = {}): UploadItem => ({
  ...newUploadItem(new File(['x'], 'brief.pdf'), { uniqueId: 'a' }),
  AssetId: 7,
  loadedPercentage: 100,
  StoragePath: 'https://blob.example/site/d7/brief.pdf',
  MarkAsUploaded: true,
  ...fields,
});
const upload = (fields: Partial<RecentUpload>): RecentUpload => ({
  AssetId: 7,
  DocId: 'd7',
  FileName: 'brief.pdf',
  Title: 'Brief',
  FileSize: 1,
  MimeType: 'application/pdf',
  IsVideo: false,
  StatusId: ASSET_STATUS_ID.indexing,
  Status: 'Extracting text',
  StatusError: null,
  Created: '2026-11-20T09:00:00.000Z',
  Updated: '2026-11-20T09:00:00.000Z',
  ...fields,
});

describe('following processing', () => {
  it('takes the step, then a failure with its reason once; the same items when nothing changed', () => {
    const items = [marked(), { ...marked({ UniqueId: 'b', AssetId: 8 }), MarkAsUploaded: false }];
    const stepping = withProcessing(items, [upload({}), upload({ AssetId: 8, StatusId: ASSET_STATUS_ID.error })]);
    expect(stepping[0]).toMatchObject({ Status: 'Extracting text', ProcessingStatusId: 3, HasError: false });
    expect(stepping[1]).toBe(items[1]); // not marked yet: not followed
    expect(inProcessing(stepping[0]!)).toBe(true);

    const failed = withProcessing(stepping, [upload({ StatusId: ASSET_STATUS_ID.error, StatusError: REASON })]);
    expect(failed[0]).toMatchObject({ HasError: true, Error: REASON, ProcessingError: REASON, ProcessingStatusId: 5 });
    expect(inProcessing(failed[0]!)).toBe(false);
    expect(finishedState([failed[0]!], 'upload')?.colour).toBe('error');
    expect(withProcessing(failed, [upload({ StatusId: ASSET_STATUS_ID.error, StatusError: REASON })])).toBe(failed);
  });

  it('processed again, a file loses the reason of its failure but keeps its other errors', () => {
    const failed = withProcessing(
      [withError(marked(), 'Video insights were not requested.')],
      [upload({ StatusId: ASSET_STATUS_ID.error, StatusError: REASON })],
    );
    expect(failed[0]?.Error).toBe(`Video insights were not requested. ${REASON}`);
    const again = withProcessing(failed, [
      upload({ StatusId: ASSET_STATUS_ID.indexing, Status: 'Queued for indexing' }),
    ]);
    expect(again[0]).toMatchObject({
      HasError: true,
      Error: 'Video insights were not requested.',
      ProcessingError: null,
      Status: 'Queued for indexing',
    });
  });

  it('brings back what is being processed or failed, changed since the last CLOSE and not already shown', () => {
    const uploads = [
      upload({ AssetId: 1, StatusId: ASSET_STATUS_ID.error, StatusError: REASON, Updated: '2026-11-20T10:00:00.000Z' }),
      upload({ AssetId: 2, Updated: '2026-11-20T08:00:00.000Z' }),
      upload({ AssetId: 3, StatusId: ASSET_STATUS_ID.indexed, Updated: '2026-11-20T11:00:00.000Z' }),
      upload({ AssetId: 7, StatusId: ASSET_STATUS_ID.error, Updated: '2026-11-20T12:00:00.000Z' }),
    ];
    const restored = restoredUploads(uploads, [marked()], '2026-11-20T09:00:00.000Z');
    expect(restored.map((item) => [item.AssetId, item.HasError, item.Error])).toEqual([[1, true, REASON]]);
    expect(finishedState(restored, 'upload')?.colour).toBe('error');
    expect(restoredUploads(uploads, [], null).map((item) => item.AssetId)).toEqual([1, 2, 7]);
    expect(latestChange(uploads)).toBe('2026-11-20T12:00:00.000Z');
    expect(latestChange([])).toBeNull();
  });
});
