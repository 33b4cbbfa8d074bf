import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithPlatform } from '@portal/test-utils';
import { SectionPage } from './section-page';

const TITLES = { home: 'Collection Pinboard', assets: 'Collection Assets' };

const routes = (
  <Routes>
    <Route path="/collections/details/:id/:page?" element={<SectionPage titles={TITLES} />} />
  </Routes>
);

describe('SectionPage', () => {
  it('shows the home title when no sub-page is given and sets the document title', () => {
    renderWithPlatform(routes, { path: '/collections/details/5' });
    expect(screen.getByRole('heading', { name: 'Collection Pinboard' })).toBeInTheDocument();
    expect(document.title).toBe('Collection Pinboard');
  });

  it("shows a sub-page's title", () => {
    renderWithPlatform(routes, { path: '/collections/details/5/assets' });
    expect(screen.getByRole('heading', { name: 'Collection Assets' })).toBeInTheDocument();
  });

  it("sends an unknown sub-page back to the section's home", async () => {
    const { platform } = renderWithPlatform(routes, { path: '/collections/details/5/nonsense' });
    await waitFor(() => expect(platform.location$.getValue().pathname).toBe('/collections/details/5'));
    expect(screen.getByRole('heading', { name: 'Collection Pinboard' })).toBeInTheDocument();
  });
});
