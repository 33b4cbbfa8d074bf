import { screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '@portal/test-utils';
import { ContentRoutes } from './content-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: [path: string, title: string, finalPath?: string][] = [
  ['/content', 'Content Analyzer'],
  ['/content/doc-1', 'Content Page'],
  ['/content/doc-1/home', 'Content Page'],
  ['/sites/2/content/doc-1/insights', 'Content Insights'],
  ['/sites/2/content/doc-1/tags', 'Content Tags'],
  ['/sites/2/asset/embed', 'Asset Embedding'],
  ['/video', 'Video'],
];

describe('ContentRoutes', () => {
  it.each(ROUTES.map(([path, title, finalPath]) => ({ path, title, finalPath })))('$path shows "$title"', async ({ path, title, finalPath }) => {
    const { platform } = renderWithPlatform(<ContentRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
    if (finalPath) await waitFor(() => expect(platform.location$.getValue().pathname).toBe(finalPath));
  });
});
