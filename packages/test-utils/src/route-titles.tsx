import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from './render-with-platform';

/** Path → the page title the spec gives it, and where a redirect lands. */
export type RouteTitle = [path: string, title: string, finalPath?: string];

/**
 * One test per route of a remote's route table: the page heading and the document title are the
 * spec's, and redirects land where they should.
 */
export function itShowsRouteTitles(Routes: ComponentType, routes: RouteTitle[]) {
  it.each(routes.map(([path, title, finalPath]) => ({ path, title, finalPath })))(
    '$path shows "$title"',
    async ({ path, title, finalPath }) => {
      const { platform } = renderWithPlatform(<Routes />, { path });
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      // The title is set in an effect after the heading is drawn: on a loaded machine it can come a moment later.
      await waitFor(() => expect(document.title).toBe(title));
      if (finalPath) await waitFor(() => expect(platform.location$.getValue().pathname).toBe(finalPath));
    },
  );
}
