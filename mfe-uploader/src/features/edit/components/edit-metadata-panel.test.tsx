import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { uploadSession } from '../../../lib/state/upload-desk';
import { finishedState } from '../../../lib/state/upload-items';
import { EditMetadataPanel } from './edit-metadata-panel';

const saved = {
  fieldId: 10,
  fieldName: 'Content Types',
  fieldCode: 'content_types',
  profileFieldValueId: 100,
  value: 'Case Study',
};
const asset = {
  AssetId: 7,
  DocId: 'd1',
  FileName: 'harbour-brief.pdf',
  Title: 'Harbour brief',
  Description: null,
  SubmissionDate: '2026-11-01',
  IsConfidential: true,
  IsFeatured: false,
  IsVideo: false,
  StatusId: 4,
  Status: 'Indexed',
  StatusError: null,
  BlobName: 'd1/harbour-brief.pdf',
  StoragePath: 'https://portal.test/blob/acct/site-1-assets/d1/harbour-brief.pdf',
  MimeType: 'application/pdf',
  FileSize: 2048,
  DeploymentIndexId: 1,
  masterset: { setId: 2, setFieldValues: [saved] },
  subset: { setId: null, fieldValue: [] },
};
const field = {
  fieldId: 10,
  setId: 2,
  name: 'Content Types',
  code: 'content_types',
  isRequired: true,
  isMultiple: true,
  order: 1,
  values: [
    { profileFieldValueId: 100, fieldId: 10, value: 'Case Study', order: 1, parents: [] },
    { profileFieldValueId: 101, fieldId: 10, value: 'Report', order: 2, parents: [] },
  ],
};

let answerUpdate: () => Response;
const sent: unknown[] = [];
createMswServer(
  http.get(`${TEST_API_BASE}/v2/uploader/getAssetForEditing`, () =>
    HttpResponse.json({ subsetId: null, masterSetId: 2, assetInfos: [asset] }),
  ),
  http.get(`${TEST_API_BASE}/v2/uploader/getMetadataSets`, () =>
    HttpResponse.json({
      deploymentIndexId: 1,
      masterSetId: 2,
      metadataSets: [{ setId: 2, name: 'Northwind master set', isMaster: true, masterSetId: null }],
    }),
  ),
  http.get(`${TEST_API_BASE}/v2/uploader/getUploaderSetById`, () =>
    HttpResponse.json({
      setId: 2,
      name: 'Northwind master set',
      isMaster: true,
      masterSetId: null,
      deploymentIndexId: 1,
      fields: [field],
    }),
  ),
  http.post(`${TEST_API_BASE}/v2/uploader/updateAssetWithMetadata`, async ({ request }) => {
    sent.push(await request.json());
    return answerUpdate();
  }),
);

function renderPanel(props: Record<string, unknown> = { docId: 'd1' }) {
  const platform = createTestPlatform({ path: '/home' });
  const close = jest.fn();
  const busyErrors: string[] = [];
  platform.bus.on('busy/error').subscribe((event) => busyErrors.push(event.message));
  renderWithPlatform(<EditMetadataPanel props={props} close={close} />, {
    platform,
    store: createAppStore(platform),
  });
  return { close, busyErrors };
}

describe('the edit-metadata panel', () => {
  afterEach(() => {
    act(() => uploadSession.clear());
    sent.length = 0;
  });

  it('a failed update shows the spec’s message; OK returns to the form as typed, and a second SAVE updates the asset', async () => {
    const { close } = renderPanel();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Harbour brief');
    await userEvent.clear(title);
    // Pasted, not typed key by key: each key re-renders the whole form, too slow on two loaded cores.
    await userEvent.paste('Harbour brief, second edition');

    answerUpdate = () =>
      HttpResponse.json({ statusCode: 500, error: 'The database is not reachable.' }, { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('An Error has occurred when Updating Metadata. Please try again.')).toBeVisible();
    expect(uploadSession.read()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Harbour brief, second edition');

    answerUpdate = () =>
      HttpResponse.json({
        HasError: false,
        Error: null,
        DeploymentIndexId: 1,
        MasterSetId: 2,
        SubsetId: null,
        AssetInfos: [
          {
            ...asset,
            UniqueId: (sent[1] as { AssetInfos: { UniqueId: string }[] }).AssetInfos[0]!.UniqueId,
            ParentUniqueId: null,
            HasError: false,
            Error: null,
            FoundPreviewAssetInfos: [],
            Status: 'Queued for indexing',
          },
        ],
      });
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(sent[1]).toMatchObject({
      SingleDocId: 'd1',
      DeploymentIndexId: 1,
      MasterSetId: 2,
      SubsetId: null,
      MetadataData: [{ fieldId: 10, profileFieldValueId: 100 }],
      AssetInfos: [
        {
          AssetId: 7,
          DocId: 'd1',
          Title: 'Harbour brief, second edition',
          IsConfidential: true,
          SubmissionDate: '2026-11-01',
        },
      ],
    });
    const [item] = uploadSession.read();
    expect(item).toMatchObject({ status_display: 'Updated', MarkAsUploaded: true, AlreadyUploaded: true });
    expect(finishedState(uploadSession.read(), uploadSession.mode$.getValue())).toEqual({
      colour: 'success',
      title: 'Update complete!',
      message: 'Update success.',
      addMore: false,
    });
  }, 30_000); // antd's form in jsdom: typing and two round trips take several seconds on a busy machine

  it("opened as the content page's Edit description, the description field has the focus", async () => {
    renderPanel({ docId: 'd1', focus: 'description' });
    const description = await screen.findByLabelText('Description');
    await waitFor(() => expect(description).toHaveFocus());
  });

  it('opened for the metadata, the description field does not take the focus', async () => {
    renderPanel();
    const description = await screen.findByLabelText('Description');
    await screen.findByLabelText('Title');
    expect(description).not.toHaveFocus();
  });

  it('an answer with HasError and an Error is shown as a busy error and the form stays', async () => {
    const { close, busyErrors } = renderPanel();
    await screen.findByLabelText('Title');
    answerUpdate = () =>
      HttpResponse.json({
        HasError: true,
        Error: 'The asset is locked by another editor.',
        AssetInfos: [],
        DeploymentIndexId: 1,
        MasterSetId: null,
        SubsetId: null,
      });
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(busyErrors).toEqual(['The asset is locked by another editor.']));
    expect(screen.getByLabelText('Title')).toBeVisible();
    expect(close).not.toHaveBeenCalled();
  });
});
