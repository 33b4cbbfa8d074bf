import { http, HttpResponse } from 'msw';
import { createMswServer, createTestPlatform, TEST_API_BASE } from '@portal/test-utils';
import { createAppStore } from './create-app-store';
import { currentUserApi } from './endpoints/get-current-user';

const seenAuthorization: (string | null)[] = [];
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/users/me`, ({ request }) => {
    seenAuthorization.push(request.headers.get('Authorization'));
    return HttpResponse.json({
      userId: 7,
      email: 'liam.chen@demo.portal',
      givenName: 'Liam',
      lastName: 'Chen',
      name: 'Liam Chen',
      picture: null,
      lastLogin: null,
      status: 'active',
    });
  }),
);

async function fetchCurrentUser(platform = createTestPlatform()) {
  const store = createAppStore(platform);
  return store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
}

describe('portal base query', () => {
  it('sends the platform token as a bearer token and returns the data', async () => {
    const result = await fetchCurrentUser(
      createTestPlatform({
        auth: {
          getToken: async () => 'id-token-123',
          isSignedIn: () => true,
          signIn: async () => undefined,
          signOut: async () => undefined,
        },
      }),
    );
    expect(result.data?.email).toBe('liam.chen@demo.portal');
    expect(seenAuthorization.at(-1)).toBe('Bearer id-token-123');
  });

  it("turns the server's error field into the message", async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/users/me`, () =>
        HttpResponse.json({ statusCode: 403, error: 'You may not see this site.' }, { status: 403 }),
      ),
    );
    const result = await fetchCurrentUser();
    expect(result.error).toEqual({ status: 403, message: 'You may not see this site.' });
  });

  it('says what status came back when the server sent no error field', async () => {
    server.use(http.get(`${TEST_API_BASE}/v2/users/me`, () => new HttpResponse(null, { status: 502 })));
    const result = await fetchCurrentUser();
    expect(result.error).toEqual({ status: 502, message: 'The server answered with status 502.' });
  });

  it('uses the network message when there is no server reply', async () => {
    server.use(http.get(`${TEST_API_BASE}/v2/users/me`, () => HttpResponse.error()));
    const result = await fetchCurrentUser();
    expect(result.error).toEqual({ status: 'NETWORK', message: expect.stringMatching(/fetch/i) });
  });

  it('does not call the server when no token can be had, and says sign-in is needed', async () => {
    const before = seenAuthorization.length;
    const result = await fetchCurrentUser(
      createTestPlatform({
        auth: {
          getToken: async () => Promise.reject(new Error('Your session has ended. Please sign in again.')),
          isSignedIn: () => false,
          signIn: async () => undefined,
          signOut: async () => undefined,
        },
      }),
    );
    expect(result.error).toEqual({ status: 401, message: 'Your session has ended. Please sign in again.' });
    expect(seenAuthorization.length).toBe(before);
  });
});
