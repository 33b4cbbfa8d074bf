import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import type { UserProfile } from '@portal/contracts';
import type { MsalAuth } from '@portal/platform/msal-auth';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE, testUser } from '@portal/test-utils';
import { RequireSignIn } from './require-sign-in';
import { createTestShell } from '../../../testing/test-shell';
import { ShellContext, type ShellServices } from '../../../hooks/use-shell';

const server = createMswServer(http.get(`${TEST_API_BASE}/v2/users/me`, () => HttpResponse.json(testUser)));

function renderGuarded({ signedIn }: { signedIn: boolean }) {
  const auth = {
    isSignedIn: () => signedIn,
    getToken: async () => 'id-token',
    signIn: jest.fn(async () => undefined),
    signOut: async () => undefined,
    returnPath: null,
    signInError: null,
    account: () => null,
  } as MsalAuth;
  const user = new BehaviorSubject<UserProfile | null>(null);
  const shell: ShellServices = createTestShell({ auth, user });
  const platform = createTestPlatform({ auth, path: '/collections/details/7/members?view=grid' });
  const view = renderWithPlatform(
    <ShellContext.Provider value={shell}>
      <Routes>
        <Route path="/welcome" element={<h1>Login page</h1>} />
        <Route
          path="*"
          element={
            <RequireSignIn>
              <h1>Protected screen</h1>
            </RequireSignIn>
          }
        />
      </Routes>
    </ShellContext.Provider>,
    { platform, store: createAppStore(platform) },
  );
  return { ...view, user, auth };
}

describe('RequireSignIn', () => {
  afterEach(() => sessionStorage.clear());

  it('sends a signed-out user to the login page and remembers the full path', async () => {
    renderGuarded({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(sessionStorage.getItem('portal.returnPath')).toBe('/collections/details/7/members?view=grid');
  });

  it('shows the screen once the profile is loaded, and publishes the profile', async () => {
    const { user } = renderGuarded({ signedIn: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(await screen.findByRole('heading', { name: 'Protected screen' })).toBeInTheDocument();
    expect(user.getValue()?.email).toBe(testUser.email);
  });

  it("shows the server's message when the profile cannot be loaded", async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/users/me`, () =>
        HttpResponse.json({ statusCode: 503, error: 'The database is not reachable.' }, { status: 503 }),
      ),
    );
    renderGuarded({ signedIn: true });
    expect(await screen.findByText('Your profile could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is not reachable.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Protected screen' })).not.toBeInTheDocument();
  });

  it('asks to sign in again when the API refuses the token', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/users/me`, () =>
        HttpResponse.json({ statusCode: 401, error: 'Sign-in required: the token has expired.' }, { status: 401 }),
      ),
    );
    renderGuarded({ signedIn: true });
    expect(await screen.findByText('Please sign in again')).toBeInTheDocument();
    expect(screen.getByText('Sign-in required: the token has expired.')).toBeInTheDocument();
  });
});
