import { act, render, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { createEventBus } from '@portal/event-bus';
import { createBrowserLocation } from '../location/browser-location';
import { busOverlayServices } from '../platform-services';
import type { Platform } from '../platform';
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
    window.history.replaceState(null, '', '/home');
    const bus = createEventBus();
    const platform: Platform = {
      auth: {
        getToken: async () => 't',
        isSignedIn: () => true,
        signIn: async () => undefined,
        signOut: async () => undefined,
      },
      apiBase: '/api',
      releaseId: 'test',
      bus,
      user$: new BehaviorSubject(null),
      site$: new BehaviorSubject(null),
      permissions$: new BehaviorSubject({}),
      ...createBrowserLocation(),
      pageActions: async () => [],
      ...busOverlayServices(bus),
    };
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

    act(() => {
      window.history.back();
    });
    expect(await screen.findByRole('link', { name: 'Search cars' })).toBeInTheDocument();
  });
});
