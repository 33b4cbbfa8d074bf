import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { DeploymentIndex, PermissionMap } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { uploadSession } from '../../../lib/state/upload-desk';
import { UploaderPanel } from './uploader-panel';

const site: SiteContext = {
  deploymentId: 1,
  deploymentName: 'Northwind Group',
  site: { deploymentIndexId: 1, name: 'Northwind Discovery' } as DeploymentIndex,
  settings: {},
  theme: null,
  ragEndpoint: null,
};
const contentTypes = {
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
const registered: unknown[] = [];
createMswServer(
  http.get(`${TEST_API_BASE}/v2/uploader/getMetadataSets`, () =>
    HttpResponse.json({
      deploymentIndexId: 1,
      masterSetId: 2,
      metadataSets: [
        { setId: 3, name: 'Pitches', isMaster: false, masterSetId: 2 },
        { setId: 2, name: 'Northwind master set', isMaster: true, masterSetId: null },
        { setId: 4, name: 'Awards', isMaster: false, masterSetId: 2 },
      ],
    }),
  ),
  http.get(`${TEST_API_BASE}/v2/uploader/getAssetWithDefaults`, () =>
    HttpResponse.json({
      subsetId: null,
      masterSetId: 2,
      assetInfos: [
        {
          AssetId: 0,
          SubmissionDate: '2026-11-22',
          IsConfidential: true,
          masterset: { setId: 2, setFieldValues: [] },
          subset: { setId: null, fieldValue: [] },
        },
      ],
    }),
  ),
  http.get(`${TEST_API_BASE}/v2/uploader/getUploaderSetById`, () =>
    HttpResponse.json({
      setId: 2,
      name: 'Northwind master set',
      isMaster: true,
      masterSetId: null,
      deploymentIndexId: 1,
      fields: [contentTypes],
    }),
  ),
  http.post(`${TEST_API_BASE}/v2/uploader/saveAssetWithMetadata`, async ({ request }) => {
    registered.push(await request.json());
    return HttpResponse.json({ HasError: true, Error: 'The site’s storage is full.', AssetInfos: [] });
  }),
);

function renderPanel(permissions: PermissionMap) {
  const platform = createTestPlatform({
    path: '/home',
    site$: new BehaviorSubject<SiteContext | null>(site),
    permissions$: new BehaviorSubject(permissions),
  });
  const close = jest.fn();
  renderWithPlatform(<UploaderPanel props={{}} close={close} />, { platform, store: createAppStore(platform) });
  return { close };
}

describe('the uploader panel', () => {
  afterEach(() => act(() => uploadSession.clear()));

  it('is refused without uploadAsset', () => {
    renderPanel({ uploadAsset: false });
    expect(screen.getByText('You do not have permission to upload to this site.')).toBeVisible();
  });

  it('offers the sets by name, names a required field left empty, and sends the files with the chosen values', async () => {
    const { close } = renderPanel({ uploadAsset: true });
    const setPicker = await screen.findByRole('combobox', { name: 'Metadata set' });
    await userEvent.click(setPicker);
    const names = (await screen.findAllByRole('option')).map(
      (option) => option.getAttribute('aria-label') ?? option.textContent,
    );
    expect(names).toEqual(['Awards', 'Northwind master set', 'Pitches']);
    await userEvent.keyboard('{Escape}');

    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['%PDF-1.7'], 'harbour-brief.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('list', { name: 'Files to upload' })).toHaveTextContent('harbour-brief.pdf8 B');
    await userEvent.click(screen.getByRole('button', { name: 'UPLOAD' }));
    expect(await screen.findByText('Content Types is required.')).toBeVisible();
    expect(registered).toEqual([]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Content Types' }));
    await userEvent.click(await screen.findByTitle('Report'));
    await userEvent.click(screen.getByRole('button', { name: 'UPLOAD' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    await waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]).toMatchObject({
      DeploymentIndexId: 1,
      MasterSetId: 2,
      MetadataData: [{ fieldId: 10, profileFieldValueId: 101 }],
      AssetInfos: [
        {
          FileName: 'harbour-brief.pdf',
          MimeType: 'application/pdf',
          filesize: 8,
          IsConfidential: true,
          SubmissionDate: '2026-11-22',
        },
      ],
      PreviewAssetInfos: [],
    });
    // The whole request failed: the console shows the server's text on the item.
    await waitFor(() =>
      expect(uploadSession.read()[0]).toMatchObject({
        Status: 'error',
        HasError: true,
        Error: 'The site’s storage is full.',
      }),
    );
  }, 30_000);
});
