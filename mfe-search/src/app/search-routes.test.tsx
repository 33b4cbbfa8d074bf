import { screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '@portal/test-utils';
import { SearchRoutes } from './search-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: [path: string, title: string, finalPath?: string][] = [
  ['/search', 'Search Results'],
  ['/sites/3/search', 'Search Results'],
];

describe('SearchRoutes', () => {
  it.each(ROUTES.map(([path, title, finalPath]) => ({ path, title, finalPath })))('$path shows "$title"', async ({ path, title, finalPath }) => {
    const { platform } = renderWithPlatform(<SearchRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
    if (finalPath) await waitFor(() => expect(platform.location$.getValue().pathname).toBe(finalPath));
  });
});
