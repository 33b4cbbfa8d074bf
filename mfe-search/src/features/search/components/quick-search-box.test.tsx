import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { DeploymentIndex } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { QuickSearchBox } from './quick-search-box';

createMswServer(
  http.get(`${TEST_API_BASE}/v2/users/me/preferences`, () =>
    HttpResponse.json({ resultRenderer: null, rowsPerPage: 50, language: null }),
  ),
  http.get(`${TEST_API_BASE}/search/suggestions/:text`, () => HttpResponse.json([])),
);

const site: SiteContext = {
  deploymentId: 1,
  deploymentName: 'Northwind Group',
  site: { deploymentIndexId: 4, name: 'Northwind Discovery' } as DeploymentIndex,
  settings: {},
  theme: null,
  ragEndpoint: null,
};

function renderAt(path: string, current: SiteContext | null = site) {
  const platform = createTestPlatform({ path, site$: new BehaviorSubject<SiteContext | null>(current) });
  renderWithPlatform(<QuickSearchBox />, { platform, store: createAppStore(platform) });
  return platform;
}

describe('the search box of the shell’s search panel', () => {
  it('searches the current site from any page and opens its results', async () => {
    const platform = renderAt('/home');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search text' })).toHaveFocus());
    await userEvent.keyboard('brand refresh{Enter}');
    await waitFor(() => expect(platform.location$.getValue().pathname).toBe('/sites/4/search'));
    const params = new URLSearchParams(platform.location$.getValue().search);
    expect(params.get('q')).toBe('brand refresh');
    expect(params.get('documentsPerPage')).toBe('50');
    expect(params.has('facets')).toBe(false);
  });

  it('on a search page keeps that page’s filters for the new words', async () => {
    const platform = renderAt('/sites/4/search?q=logo&facets=regions_Europe&page=3');
    const box = screen.getByRole('combobox', { name: 'Search text' });
    await waitFor(() => expect(box).toHaveValue('logo'));
    await userEvent.clear(box);
    await userEvent.type(box, 'palette{Enter}');
    await waitFor(() => expect(new URLSearchParams(platform.location$.getValue().search).get('q')).toBe('palette'));
    const params = new URLSearchParams(platform.location$.getValue().search);
    expect(params.get('facets')).toBe('regions_Europe');
    expect(params.has('page')).toBe(false);
  });

  it('asks for a site when there is none', () => {
    renderAt('/home', null);
    expect(screen.getByRole('note')).toHaveTextContent('Choose a site to search it.');
  });
});
