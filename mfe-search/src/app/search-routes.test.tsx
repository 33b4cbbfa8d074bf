import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { SearchRoutes } from './search-routes';

createMswServer(
  http.get(`${TEST_API_BASE}/v2/users/me/preferences`, () =>
    HttpResponse.json({ resultRenderer: null, rowsPerPage: null, language: null }),
  ),
  http.post(`${TEST_API_BASE}/v2/search`, () =>
    HttpResponse.json({
      documents: [],
      facets: [],
      facetableFields: [],
      answers: [],
      totalRecords: 0,
      searchId: 's',
      tags: [],
    }),
  ),
);

describe('SearchRoutes', () => {
  it.each(['/search', '/sites/3/search'])('%s shows "Search Results"', async (path) => {
    const platform = createTestPlatform({ path });
    renderWithPlatform(<SearchRoutes />, { platform, store: createAppStore(platform) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Search Results' })).toBeInTheDocument();
    expect(document.title).toBe('Search Results');
  });

  it('/experiment shows "Experiment"', async () => {
    const platform = createTestPlatform({ path: '/experiment' });
    renderWithPlatform(<SearchRoutes />, { platform, store: createAppStore(platform) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Experiment' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Experiment'));
  });
});
