import { screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '@portal/test-utils';
import { ToolsRoutes } from './tools-routes';

/** Path → the spec's page title (and where a redirect lands). */
const ROUTES: [path: string, title: string, finalPath?: string][] = [
  ['/tools', 'Tools'],
  ['/tools/response-generator', 'Response Generator'],
  ['/tools/response-generator/new', 'New Response'],
  ['/tools/response-builder', 'Response Builder'],
  ['/tools/response-complete', 'Response Complete'],
];

describe('ToolsRoutes', () => {
  it.each(ROUTES.map(([path, title, finalPath]) => ({ path, title, finalPath })))('$path shows "$title"', async ({ path, title, finalPath }) => {
    const { platform } = renderWithPlatform(<ToolsRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
    if (finalPath) await waitFor(() => expect(platform.location$.getValue().pathname).toBe(finalPath));
  });
});
