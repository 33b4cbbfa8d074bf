import { UPLOADER_MESSAGES, type UploadAssetInfo, type UploadItem, type UploadResponse } from '@portal/contracts';
import {
  canRetryTransfer,
  countersOf,
  finishedState,
  forRetry,
  mergeFieldValues,
  newUploadItem,
  readyToMark,
  withError,
  withMarked,
  withProgress,
  withRegistration,
  withTransferError,
  withTransferred,
} from './upload-items';

const file = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });
const SAS_URL = 'https://blob.example/site-1/cases/d1/report.pdf?sv=2025-01-05&sig=abc';

/** A register answer without items (the items are added where needed). */
const emptyAnswer: UploadResponse = {
  HasError: false,
  Error: null,
  AssetInfos: [],
  DeploymentIndexId: 1,
  MasterSetId: 2,
  SubsetId: null,
};
/** The fields of an item of a register answer that the tests below do not look at. */
const registeredInfo: UploadAssetInfo = {
  UniqueId: '',
  ParentUniqueId: null,
  AssetId: null,
  DocId: null,
  BlobName: null,
  ContainerName: null,
  StoragePath: null,
  FileName: '',
  OriginalFileName: null,
  MimeType: null,
  filesize: null,
  IsVideo: false,
  HasError: false,
  Error: null,
  PreviewFound: false,
  FoundPreviewAssetInfos: [],
  StatusId: null,
  Status: 'Registered',
};

/** A PDF with one preview image, registered by the server. */
function registeredPair(): UploadItem[] {
  const main = newUploadItem(file('report.pdf', 2000), { uniqueId: 'u1' });
  const preview = newUploadItem(file('cover.png', 500, 'image/png'), { uniqueId: 'p1', parentUniqueId: 'u1' });
  const response: UploadResponse = {
    HasError: false,
    Error: null,
    AssetInfos: [
      {
        UniqueId: 'u1',
        ParentUniqueId: null,
        AssetId: 7,
        DocId: 'd1',
        BlobName: 'cases/d1/report.pdf',
        ContainerName: null,
        StoragePath: null,
        FileName: 'report.pdf',
        OriginalFileName: 'report.pdf',
        MimeType: 'application/pdf',
        filesize: 2000,
        IsVideo: false,
        HasError: false,
        Error: null,
        PreviewFound: true,
        StatusId: 1,
        Status: 'Registered',
        FoundPreviewAssetInfos: [
          {
            UniqueId: 'p1',
            ParentUniqueId: 'u1',
            AssetId: 7,
            DocId: 'd1',
            BlobName: 'd1/cover.png',
            ContainerName: 'site-1-previews',
            FileName: 'cover.png',
            MimeType: 'image/png',
            HasError: false,
            Error: null,
            Status: 'Registered',
            FoundPreviewAssetInfos: [],
          },
        ],
      },
    ],
    DeploymentIndexId: 1,
    MasterSetId: 2,
    SubsetId: null,
  };
  return withRegistration([main, preview], response, ['u1', 'p1']);
}

describe('upload items: the status progression of the spec', () => {
  it('starts unregistered, registering; an edit starts updating', () => {
    const item = newUploadItem(file('report.pdf', 10), { uniqueId: 'u1' });
    expect(item).toMatchObject({
      Status: 'none - unregistered',
      status_display: 'Registering...',
      HasError: false,
      Error: '',
      loadedPercentage: 0,
    });
    expect(newUploadItem(file('report.pdf', 10), { uniqueId: 'u2', alreadyUploaded: true }).status_display).toBe(
      'Updating',
    );
  });

  it('registration gives the asset ids and the found previews, matched by UniqueId, and the item shows Uploading...', () => {
    const [main, preview] = registeredPair();
    expect(main).toMatchObject({
      AssetId: 7,
      DocId: 'd1',
      BlobName: 'cases/d1/report.pdf',
      PreviewFound: true,
      status_display: 'Uploading...',
      Status: 'Registered',
    });
    expect(preview).toMatchObject({ BlobName: 'd1/cover.png', status_display: 'Uploading...' });
  });

  it('progress has one decimal; full size shows Uploaded; the finished transfer keeps the address without its query', () => {
    const [main] = registeredPair();
    expect(withProgress(main!, 667).loadedPercentage).toBe(33.4);
    expect(withProgress(main!, 667).status_display).toBe('Uploading...');
    expect(withProgress(main!, 2000)).toMatchObject({ loadedPercentage: 100, status_display: 'Uploaded' });
    const done = withTransferred(main!, SAS_URL);
    expect(done.StoragePath).toBe('https://blob.example/site-1/cases/d1/report.pdf');
    expect(done.status_display).toBe('Metadata processing...');
    // A late report of a block sent in parallel changes nothing once the transfer finished or failed.
    expect(withProgress(done, 1200)).toBe(done);
    const failed = withTransferError(main!, 'refused');
    expect(withProgress(failed, 1200)).toBe(failed);
  });

  it('a preview shows Assigning as preview... after its transfer, then Assigned once its file is marked', () => {
    const [main, preview] = registeredPair();
    const items = [
      withTransferred(main!, SAS_URL),
      withTransferred(preview!, 'https://blob.example/previews/d1/cover.png?sig=x'),
    ];
    expect(items[1]!.status_display).toBe('Assigning as preview...');
    const marked = withMarked(items, 'u1', 'Processing');
    expect(marked[0]).toMatchObject({ status_display: 'Indexing...', Status: 'Processing', MarkAsUploaded: true });
    expect(marked[1]!.status_display).toBe('Assigned');
  });

  it('a main file is marked only when it and all its found previews are in storage', () => {
    const [main, preview] = registeredPair();
    const mainDone = withTransferred(main!, SAS_URL);
    expect(readyToMark([mainDone, preview!], mainDone)).toBe(false);
    const previewDone = withTransferred(preview!, 'https://blob.example/previews/d1/cover.png?sig=x');
    expect(readyToMark([mainDone, previewDone], mainDone)).toBe(true);
    // A preview in error does not hold its main file back.
    expect(readyToMark([mainDone, withTransferError(preview!, 'refused')], mainDone)).toBe(true);
    expect(readyToMark([mainDone, previewDone], previewDone)).toBe(false);
  });

  it('an already uploaded item (edit) skips the transfer: Updated, its previews Associated', () => {
    const edited = newUploadItem(file('report.pdf', 10), { uniqueId: 'e1', alreadyUploaded: true });
    const preview = withTransferred(
      newUploadItem(file('cover.png', 5, 'image/png'), { uniqueId: 'e2', parentUniqueId: 'e1' }),
      'https://blob.example/p/c.png?s=1',
    );
    expect(readyToMark([edited, preview], edited)).toBe(true);
    const marked = withMarked([edited, preview], 'e1', undefined);
    expect(marked.map((item) => item.status_display)).toEqual(['Updated', 'Associated']);
  });
});

describe('upload items: errors', () => {
  it('an error sets Status error and HasError, and appends its text', () => {
    const item = withError(withError(newUploadItem(file('a.pdf', 1), { uniqueId: 'u1' }), 'First.'), 'Second.');
    expect(item).toMatchObject({ Status: 'error', HasError: true, Error: 'First. Second.' });
  });

  it('an empty answer, an answer without asset infos and an answer in error put the items they were about in error', () => {
    const items = [
      newUploadItem(file('a.pdf', 1), { uniqueId: 'u1' }),
      newUploadItem(file('b.pdf', 1), { uniqueId: 'u2' }),
    ];
    expect(withRegistration(items, null, ['u1'])[0]!.Error).toBe('Empty result, server error.');
    expect(withRegistration(items, null, ['u1'])[1]!.HasError).toBe(false);
    expect(
      withRegistration(items, { ...emptyAnswer, HasError: false, Error: null, AssetInfos: [] }, ['u1', 'u2'])[1]!.Error,
    ).toBe('No asset info in request.');
    expect(
      withRegistration(items, { ...emptyAnswer, HasError: true, Error: 'Metadata set 9 does not exist.' }, ['u1'])[0]!
        .Error,
    ).toBe('Metadata set 9 does not exist.');
  });

  it('one item refused by the server keeps its own error; the others go on', () => {
    const items = [
      newUploadItem(file('a.pdf', 1), { uniqueId: 'u1' }),
      newUploadItem(file('b.exe', 1), { uniqueId: 'u2' }),
    ];
    const response: UploadResponse = {
      ...emptyAnswer,
      AssetInfos: [
        {
          ...registeredInfo,
          UniqueId: 'u1',
          AssetId: 1,
          DocId: 'd1',
          BlobName: 'd1/a.pdf',
          FileName: 'a.pdf',
          OriginalFileName: 'a.pdf',
          MimeType: 'application/pdf',
          filesize: 1,
        },
        {
          ...registeredInfo,
          UniqueId: 'u2',
          FileName: 'b.exe',
          OriginalFileName: 'b.exe',
          HasError: true,
          Error: 'This file type is not accepted.',
          Status: 'error',
        },
      ],
    };
    const [ok, refused] = withRegistration(items, response, ['u1', 'u2']);
    expect(ok!.HasError).toBe(false);
    expect(refused).toMatchObject({ Status: 'error', Error: 'This file type is not accepted.' });
  });

  it('a failed transfer appends Transfer error: and lowers both counters; it can be retried without registering again', () => {
    const [main, preview] = registeredPair();
    expect(countersOf([main!, preview!])).toEqual({ inProgress: 2, notMarked: 1 });
    const failed = withTransferError(main!, 'The blob endpoint refused block 3.');
    expect(failed.Error).toBe('Transfer error: The blob endpoint refused block 3.');
    expect(countersOf([failed, preview!])).toEqual({ inProgress: 1, notMarked: 0 });
    expect(canRetryTransfer(failed)).toBe(true);
    const retried = forRetry(failed);
    expect(retried).toMatchObject({
      HasError: false,
      Error: '',
      AssetId: 7,
      BlobName: 'cases/d1/report.pdf',
      loadedPercentage: 0,
      status_display: 'Uploading...',
    });
    expect(countersOf([retried, preview!])).toEqual({ inProgress: 2, notMarked: 1 });
    // A file the server refused at registration has nothing to transfer again.
    expect(canRetryTransfer(withError(newUploadItem(file('x.pdf', 1), { uniqueId: 'x' }), 'Refused.'))).toBe(false);
  });
});

describe('upload items: the finished state', () => {
  const finishedPair = () => {
    const [main, preview] = registeredPair();
    return withMarked(
      [withTransferred(main!, SAS_URL), withTransferred(preview!, 'https://blob.example/p/c.png?s=1')],
      'u1',
      'Processing',
    );
  };

  it('is not reached while a transfer or a mark is outstanding', () => {
    expect(finishedState([], 'upload')).toBeNull();
    expect(finishedState(registeredPair(), 'upload')).toBeNull();
    const [main, preview] = registeredPair();
    expect(
      finishedState([withTransferred(main!, SAS_URL), withTransferred(preview!, 'https://b/p.png')], 'upload'),
    ).toBeNull();
  });

  it('an upload without errors: success colour, the completion message, ADD MORE and CLOSE', () => {
    expect(finishedState(finishedPair(), 'upload')).toEqual({
      colour: 'success',
      title: null,
      message: UPLOADER_MESSAGES.uploadSuccess,
      addMore: true,
    });
    expect(UPLOADER_MESSAGES.uploadSuccess).toBe(
      'Upload complete! Files uploaded successfully will be processed, indexed and made available on the discovery portal. Processing times can vary based on file types and sizes.',
    );
  });

  it('an upload with an error: error colour and the errors message', () => {
    const items = [...finishedPair(), withError(newUploadItem(file('b.pdf', 1), { uniqueId: 'u2' }), 'Refused.')];
    expect(finishedState(items, 'upload')).toMatchObject({
      colour: 'error',
      message: UPLOADER_MESSAGES.uploadWithErrors,
      addMore: true,
    });
  });

  it('a metadata edit: Update complete! / Update success., never ADD MORE', () => {
    const edited = withMarked(
      [newUploadItem(file('a.pdf', 1), { uniqueId: 'e1', alreadyUploaded: true })],
      'e1',
      undefined,
    );
    expect(finishedState(edited, 'edit')).toEqual({
      colour: 'success',
      title: 'Update complete!',
      message: 'Update success.',
      addMore: false,
    });
    expect(finishedState([withError(edited[0]!, 'x')], 'edit')).toMatchObject({
      colour: 'error',
      message: UPLOADER_MESSAGES.editWithErrors,
      addMore: false,
    });
  });
});

describe('add to collection: field values', () => {
  it('merges the chosen values with the saved ones, one per profileFieldValueId', () => {
    const saved = [
      { fieldId: 3, profileFieldValueId: 30 },
      { fieldId: 3, profileFieldValueId: 31 },
    ];
    const selected = [
      { fieldId: 3, profileFieldValueId: 31 },
      { fieldId: 3, profileFieldValueId: 32 },
    ];
    expect(mergeFieldValues(selected, saved).map((value) => value.profileFieldValueId)).toEqual([30, 31, 32]);
  });
});
