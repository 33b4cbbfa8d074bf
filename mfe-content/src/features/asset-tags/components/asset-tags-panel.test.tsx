import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import type { SiteContext } from '@portal/platform';
import {
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
  testSiteContext,
} from '@portal/test-utils';
import { anAsset, fakeContentServer, aRecord } from '../../../testing/fake-content-server';
import { AssetTagsPanel } from './asset-tags-panel';

const server = createMswServer();

const value = (flattenedFieldName: string, flattenedFieldCode: string, text: string, softDeleted = false) => ({
  flattenedFieldName,
  flattenedFieldCode,
  value: text,
  softDeleted,
});

function render(site: SiteContext | null) {
  const platform = createTestPlatform({
    path: '/sites/12/content/doc-1/home',
    site$: new BehaviorSubject<SiteContext | null>(site),
  });
  const close = jest.fn();
  renderWithPlatform(<AssetTagsPanel props={{ assetId: 31, docId: 'doc-1' }} close={close} />, {
    platform,
    store: createAppStore(platform),
  });
  return { platform, close };
}

describe('the asset tags panel', () => {
  it("lists the asset's tags by field, each a link to the site's search filtered by it", async () => {
    const fake = fakeContentServer(
      aRecord('doc-1'),
      anAsset(31, 'doc-1', {
        selectedSet: [
          value('Regions', 'region', 'Nordics'),
          value('Clients', 'clients', 'Northwind, Inc.'),
          value('Topics', 'topics', 'Retail', true),
        ],
      }),
    );
    server.use(...fake.handlers);
    const { platform, close } = render(testSiteContext());
    expect(await screen.findByText('Regions')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search Regions: Nordics' })).toHaveAttribute(
      'href',
      '/sites/12/search?facets=region_Nordics',
    );
    expect(screen.getByRole('link', { name: 'Search Clients: Northwind, Inc.' })).toHaveAttribute(
      'href',
      `/sites/12/search?facets=${encodeURIComponent('clients_Northwind\\, Inc.').replaceAll('%20', '+')}`,
    );
    expect(screen.queryByText('Retail')).not.toBeInTheDocument();
    expect(fake.state.calls).toEqual(['POST v2/insights/assetsWithDocIds']);
    await userEvent.click(screen.getByRole('link', { name: 'Search Regions: Nordics' }));
    expect(platform.location$.getValue().search).toBe('?facets=region_Nordics');
    expect(close).toHaveBeenCalled();
  });

  it('shows plain tags when no site is known, and says when there are none', async () => {
    const fake = fakeContentServer(
      aRecord('doc-1'),
      anAsset(31, 'doc-1', { selectedSet: [value('Regions', 'region', 'Nordics')] }),
    );
    server.use(...fake.handlers);
    render(null);
    expect(await screen.findByText('Nordics')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the asset has no tags, and shows a refusal', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/v2/insights/assetsWithDocIds`, () =>
        HttpResponse.json({ 'doc-1': anAsset(31, 'doc-1') }),
      ),
    );
    render(testSiteContext());
    expect(await screen.findByText('This asset has no tags yet.')).toBeVisible();
  });

  it("shows the server's refusal", async () => {
    server.use(
      http.post(`${TEST_API_BASE}/v2/insights/assetsWithDocIds`, () =>
        HttpResponse.json({ error: 'You cannot use this site.' }, { status: 403 }),
      ),
    );
    render(testSiteContext());
    expect(await screen.findByText('You cannot use this site.')).toBeVisible();
  });
});
