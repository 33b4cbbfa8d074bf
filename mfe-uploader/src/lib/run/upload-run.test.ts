import type {
  RegisterAssetInfo,
  RegisterUploadRequest,
  UploadAssetInfo,
  UploadItem,
  UploadResponse,
} from '@portal/contracts';
import { UPLOAD_BATCH_MAX } from '@portal/contracts';
import { countersOf, finishedState, newUploadItem } from '../state/upload-items';
import type { TransferRequest } from '../transfer/transfer-file';
import { retryTransfers, runUpload, type ItemStore, type UploaderCalls } from './upload-run';

const STORAGE = 'https://portal.test/blob/devstoreaccount1';

function memoryStore(items: UploadItem[]): ItemStore & { history: UploadItem[][] } {
  let current = items;
  const history: UploadItem[][] = [];
  return {
    history,
    read: () => current,
    update: (change) => {
      current = change(current);
      history.push(current);
    },
  };
}

/**
 * The server and blob storage as the run sees them: registration answers like saveAssetWithMetadata's, a write
 * SAS per blob, transfers that report progress (and fail while `refuse` names the blob), and the mark calls.
 */
function fakeCalls(refuse: Set<string> = new Set()) {
  const log: string[] = [];
  const calls: UploaderCalls = {
    saveAssetWithMetadata: async (request: RegisterUploadRequest): Promise<UploadResponse> => {
      const previews = request.PreviewAssetInfos ?? [];
      log.push(`register ${request.AssetInfos.length}+${previews.length}`);
      const answer = (info: RegisterAssetInfo, index: number): UploadAssetInfo => {
        const found = previews
          .filter((preview) => preview.ParentUniqueId === info.UniqueId)
          .map((preview) => ({
            UniqueId: preview.UniqueId,
            ParentUniqueId: preview.ParentUniqueId,
            AssetId: 100 + index,
            DocId: `doc${index}`,
            BlobName: `doc${index}/${preview.FileName}`,
            ContainerName: 'site-1-previews',
            FileName: preview.FileName,
            MimeType: preview.MimeType ?? null,
            HasError: false,
            Error: null,
            Status: 'Registered',
            FoundPreviewAssetInfos: [],
          }));
        return {
          UniqueId: info.UniqueId,
          ParentUniqueId: null,
          AssetId: 100 + index,
          DocId: `doc${index}`,
          BlobName: `Cases/doc${index}/${info.FileName}`,
          ContainerName: 'site-1-assets',
          StoragePath: null,
          FileName: info.FileName,
          OriginalFileName: info.OriginalFileName ?? null,
          MimeType: info.MimeType ?? null,
          filesize: info.filesize,
          IsVideo: info.IsVideo ?? false,
          HasError: false,
          Error: null,
          PreviewFound: found.length > 0,
          FoundPreviewAssetInfos: found,
          StatusId: 1,
          Status: 'Registered',
        };
      };
      return {
        HasError: false,
        Error: null,
        AssetInfos: request.AssetInfos.map(answer),
        DeploymentIndexId: request.DeploymentIndexId,
        MasterSetId: request.MasterSetId ?? null,
        SubsetId: null,
      };
    },
    updateAssetWithMetadata: async () => null,
    writeAccess: async (_siteId, container, blob) => `${STORAGE}/${container}/${blob}?sp=cw&sig=x`,
    transfer: async (request: TransferRequest) => {
      const blob = new URL(request.sasUrl).pathname;
      log.push(`transfer ${blob.split('/').pop()}`);
      const size = (request.file as Blob).size;
      request.onProgress(Math.floor(size / 2));
      if ([...refuse].some((name) => blob.endsWith(name))) throw new Error('The blob endpoint refused block 2.');
      request.onProgress(size);
      return request.sasUrl;
    },
    markAsUploaded: async (item) => {
      log.push(`mark ${item.FileName} at ${item.StoragePath}`);
      return { HasError: false, Error: null, Status: 'Uploaded' };
    },
    markPreviewAsUploaded: async (preview) => {
      log.push(`preview ${preview.FileName}`);
      return { HasError: false, Error: null };
    },
    triggerVideoIndexing: async (item) => log.push(`video ${item.FileName}`),
  };
  return { calls, log };
}

const context = { siteId: 1, masterSetId: 2, metadata: [{ fieldId: 3, profileFieldValueId: 30 }] };
const batch = () => [
  newUploadItem(new File(['%PDF-1.7 report'], 'report.pdf', { type: 'application/pdf' }), { uniqueId: 'pdf' }),
  newUploadItem(new File(['png bytes'], 'cover.png', { type: 'image/png' }), {
    uniqueId: 'cover',
    parentUniqueId: 'pdf',
  }),
  newUploadItem(new File(['mp4 bytes'], 'spot.mp4', { type: 'video/mp4' }), { uniqueId: 'video' }),
];

describe('an upload run', () => {
  it('registers, sends main files then previews, marks each file once its previews are in, and asks for video indexing', async () => {
    const store = memoryStore(batch());
    const { calls, log } = fakeCalls();
    await runUpload(store, context, calls);

    expect(log).toEqual([
      'register 2+1',
      'transfer report.pdf',
      'transfer spot.mp4',
      'mark spot.mp4 at https://portal.test/blob/devstoreaccount1/site-1-assets/Cases/doc1/spot.mp4',
      'video spot.mp4',
      'transfer cover.png',
      'preview cover.png',
      'mark report.pdf at https://portal.test/blob/devstoreaccount1/site-1-assets/Cases/doc0/report.pdf',
    ]);
    expect(store.read().map((item) => [item.FileName, item.status_display, item.Status])).toEqual([
      ['report.pdf', 'Indexing...', 'Uploaded'],
      ['cover.png', 'Assigned', 'Registered'],
      ['spot.mp4', 'Indexing...', 'Uploaded'],
    ]);
    // On the way the items showed the spec's steps.
    const shown = new Set(
      store.history.flatMap((items) => items.map((item) => `${item.FileName}: ${item.status_display}`)),
    );
    for (const step of [
      'report.pdf: Uploading...',
      'report.pdf: Uploaded',
      'report.pdf: Metadata processing...',
      'cover.png: Assigning as preview...',
    ])
      expect(shown).toContain(step);
    expect(finishedState(store.read(), 'upload')?.colour).toBe('success');
  });

  it('registers a large upload in batches of UPLOAD_BATCH_MAX files, each preview with its file, and sends them all', async () => {
    const files = Array.from({ length: 2 * UPLOAD_BATCH_MAX + 3 }, (_, index) =>
      newUploadItem(new File(['%PDF-1.7'], `file-${index}.pdf`, { type: 'application/pdf' }), {
        uniqueId: `f${index}`,
      }),
    );
    const preview = newUploadItem(new File(['png'], 'cover.png', { type: 'image/png' }), {
      uniqueId: 'cover',
      parentUniqueId: `f${UPLOAD_BATCH_MAX + 1}`,
    });
    const store = memoryStore([...files, preview]);
    const { calls, log } = fakeCalls();
    await runUpload(store, context, calls);
    expect(log.filter((line) => line.startsWith('register'))).toEqual([
      `register ${UPLOAD_BATCH_MAX}+0`,
      `register ${UPLOAD_BATCH_MAX}+1`,
      'register 3+0',
    ]);
    expect(store.read().filter((item) => item.Status !== 'Uploaded' && item.UniqueId !== 'cover')).toEqual([]);
  });

  it('a refused transfer ends in the spec’s error texts, the others finish; a retry sends it again without registering', async () => {
    const store = memoryStore(batch());
    const refuse = new Set(['spot.mp4']);
    const { calls, log } = fakeCalls(refuse);
    await runUpload(store, context, calls);

    const video = store.read().find((item) => item.UniqueId === 'video')!;
    expect(video).toMatchObject({
      Status: 'error',
      HasError: true,
      Error: 'Transfer error: The blob endpoint refused block 2.',
    });
    expect(countersOf(store.read())).toEqual({ inProgress: 0, notMarked: 0 });
    expect(finishedState(store.read(), 'upload')?.colour).toBe('error');
    expect(log.filter((line) => line.startsWith('mark'))).toHaveLength(1);

    refuse.clear();
    log.length = 0;
    await retryTransfers(store, context, calls);
    expect(log).toEqual([
      'transfer spot.mp4',
      `mark spot.mp4 at ${STORAGE}/site-1-assets/Cases/doc1/spot.mp4`,
      'video spot.mp4',
    ]);
    expect(store.read().find((item) => item.UniqueId === 'video')).toMatchObject({
      HasError: false,
      Error: '',
      status_display: 'Indexing...',
    });
    expect(finishedState(store.read(), 'upload')?.colour).toBe('success');
  });

  it('an empty registration answer puts the batch in error and sends nothing', async () => {
    const store = memoryStore(batch());
    const { calls, log } = fakeCalls();
    await runUpload(store, context, { ...calls, saveAssetWithMetadata: async () => null });
    expect(store.read().every((item) => item.Error === 'Empty result, server error.')).toBe(true);
    expect(log).toEqual([]);
    expect(finishedState(store.read(), 'upload')).toMatchObject({ colour: 'error' });
  });

  it('a batch added while another is still registering registers only its own files', async () => {
    const first = batch();
    const store = memoryStore(first);
    const { calls, log } = fakeCalls();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowCalls: UploaderCalls = {
      ...calls,
      saveAssetWithMetadata: async (request) => {
        if (request.AssetInfos.some((info) => info.UniqueId === 'pdf')) await held;
        return calls.saveAssetWithMetadata(request);
      },
    };
    const running = runUpload(
      store,
      context,
      slowCalls,
      first.map((item) => item.UniqueId),
    );
    const more = newUploadItem(new File(['more'], 'brief.docx'), { uniqueId: 'more' });
    store.update((items) => [...items, more]);
    const second = runUpload(store, context, slowCalls, ['more']);
    release();
    await Promise.all([running, second]);
    expect(log.filter((line) => line.startsWith('register'))).toEqual(['register 1+0', 'register 2+1']);
    expect(log.filter((line) => line.startsWith('transfer')).sort()).toEqual([
      'transfer brief.docx',
      'transfer cover.png',
      'transfer report.pdf',
      'transfer spot.mp4',
    ]);
  });

  it('a block still reporting after its transfer failed does not touch the retried file', async () => {
    const store = memoryStore(batch());
    const refuse = new Set(['spot.mp4']);
    const { calls } = fakeCalls(refuse);
    const late: (() => void)[] = [];
    const leaky: UploaderCalls = {
      ...calls,
      transfer: async (request) => {
        // The other block of the attempt answers after the attempt has failed.
        late.push(() => request.onProgress(Math.floor((request.file as Blob).size * 0.9)));
        return calls.transfer(request);
      },
    };
    await runUpload(store, context, leaky);
    refuse.clear();
    await retryTransfers(store, context, calls);
    late.forEach((report) => report());
    expect(store.read().find((item) => item.UniqueId === 'video')).toMatchObject({
      loadedPercentage: 100,
      status_display: 'Indexing...',
      MarkAsUploaded: true,
    });
    expect(countersOf(store.read())).toEqual({ inProgress: 0, notMarked: 0 });
    expect(finishedState(store.read(), 'upload')?.colour).toBe('success');
  });
});
