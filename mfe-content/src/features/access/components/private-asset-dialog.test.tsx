import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@portal/api-client';
import { createMswServer, createTestPlatform, renderWithPlatform } from '@portal/test-utils';
import { aRecord, anAsset, fakeContentServer } from '../../../testing/fake-content-server';
import { PrivateAssetDialog } from './private-asset-dialog';
import { ACCESS_MESSAGES } from '@portal/contracts';

const fake = fakeContentServer(aRecord('doc-2'), anAsset(32, 'doc-2'));
createMswServer(...fake.handlers);

describe('the Private Asset dialog', () => {
  it("says the spec's message and who can give access: the uploader and the site's administrators", async () => {
    const platform = createTestPlatform({ path: '/sites/2/content/doc-2' });
    const close = jest.fn();
    renderWithPlatform(<PrivateAssetDialog props={{ assetId: 32, title: 'Board memo' }} close={close} />, {
      platform,
      store: createAppStore(platform),
    });
    expect(screen.getByText(ACCESS_MESSAGES.privateAsset)).toBeVisible();
    expect(screen.getByText('Board memo')).toBeVisible();
    const people = await screen.findByRole('list', { name: 'Who can give access' });
    expect(people).toHaveTextContent('Liam Chen — liam.chen@demo.portal');
    expect(people).toHaveTextContent('Ava Morgan — ava.morgan@demo.portal');
    expect(screen.getByRole('link', { name: 'ava.morgan@demo.portal' })).toHaveAttribute(
      'href',
      'mailto:ava.morgan@demo.portal',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('opened from search results with a doc id only, finds the asset and its contacts', async () => {
    const platform = createTestPlatform({ path: '/sites/2/search' });
    renderWithPlatform(<PrivateAssetDialog props={{ docId: 'doc-2', title: 'Board memo' }} close={jest.fn()} />, {
      platform,
      store: createAppStore(platform),
    });
    expect(await screen.findByRole('list', { name: 'Who can give access' })).toHaveTextContent('Liam Chen');
    expect(fake.state.calls).toContain('GET v2/assets/32/info/contentAccessRequestInfo');
  });
});
