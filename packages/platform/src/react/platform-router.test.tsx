import { act, render, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from '@portal/test-utils';
import { PlatformProvider } from './platform-context';
import { PlatformRouter } from './platform-router';

function Pages() {
  return (
    <Routes>
      <Route path="/home" element={<Link to="/search?q=cars">Search cars</Link>} />
      <Route path="/search" element={<h1>Search page</h1>} />
    </Routes>
  );
}

describe('PlatformRouter', () => {
  it("renders the route of the shell's location and navigates through the shell's navigator", async () => {
    const platform = createTestPlatform({ path: '/home' });
    render(
      <PlatformProvider platform={platform}>
        <PlatformRouter>
          <Pages />
        </PlatformRouter>
      </PlatformProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Search cars' }));
    expect(screen.getByRole('heading', { name: 'Search page' })).toBeInTheDocument();
    expect(platform.location$.getValue()).toMatchObject({ pathname: '/search', search: '?q=cars' });

    act(() => platform.navigator.go(-1));
    expect(screen.getByRole('link', { name: 'Search cars' })).toBeInTheDocument();
  });
});
