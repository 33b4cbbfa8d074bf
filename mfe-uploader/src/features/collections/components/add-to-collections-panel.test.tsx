import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { AddToCollectionsPanel } from './add-to-collections-panel';

const collection = (id: number, name: string) => ({
  fieldId: 0,
  fieldName: 'Collections',
  fieldCode: 'collections',
  profileFieldValueId: id,
  value: name,
});
const sent: unknown[] = [];
createMswServer(
  http.get(`${TEST_API_BASE}/v2/uploader/getAssetForCollections`, () =>
    HttpResponse.json({
      subsetId: null,
      masterSetId: 2,
      assetInfos: [
        {
          AssetId: 7,
          DocId: 'd1',
          Title: 'Harbour brief',
          DeploymentIndexId: 1,
          masterset: { setId: 2, setFieldValues: [] },
          subset: { setId: null, fieldValue: [] },
        },
      ],
      collections: [collection(5, 'Coastal work')],
      availableCollections: [
        collection(5, 'Coastal work'),
        collection(7, 'Award entries 2026'),
        collection(9, 'Pitch library'),
      ],
    }),
  ),
  http.post(`${TEST_API_BASE}/v2/uploader/saveAssetCollections`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({
      HasError: false,
      Error: null,
      AssetInfos: [{ UniqueId: 'd1', AssetId: 7, DocId: 'd1', HasError: false, Error: null, Collections: [] }],
    });
  }),
);

describe('the add-to-collections panel', () => {
  it('sends the chosen collections merged with the saved ones, then says so with Done, ADD MORE (disabled) and GO TO COLLECTIONS', async () => {
    const platform = createTestPlatform({ path: '/home' });
    const busy: string[] = [];
    platform.bus.on('busy/on').subscribe(() => busy.push('on'));
    platform.bus.on('busy/off').subscribe(() => busy.push('off'));
    const close = jest.fn();
    renderWithPlatform(<AddToCollectionsPanel props={{ docId: 'd1' }} close={close} />, {
      platform,
      store: createAppStore(platform),
    });

    const already = await screen.findByRole('checkbox', { name: 'Coastal work (already in it)' });
    expect(already).toBeChecked();
    expect(already).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Award entries 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'ADD' }));

    expect(await screen.findByText('Your asset has been added to collection.')).toBeVisible();
    expect(sent).toEqual([
      {
        SingleDocId: 'd1',
        DeploymentIndexId: 1,
        MetadataData: [
          { fieldId: 0, profileFieldValueId: 5 },
          { fieldId: 0, profileFieldValueId: 7 },
        ],
      },
    ]);
    expect(busy).toEqual(['on', 'off']);
    const buttons = within(
      screen.getByText('Your asset has been added to collection.').closest('.ant-space')!.parentElement!,
    );
    expect(buttons.getByRole('button', { name: 'ADD MORE' })).toBeDisabled();
    await userEvent.click(buttons.getByRole('button', { name: 'GO TO COLLECTIONS' }));
    expect(close).toHaveBeenCalled();
    expect(platform.location$.getValue().pathname).toBe('/sites/1/collections');
  });
});
