import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { PERMISSION_CACHE_MS } from '@portal/contracts';
import { createMswServer, createTestPlatform, TEST_API_BASE } from '@portal/test-utils';
import { loadSiteAccess } from './load-site-access';
import { createLocalCache } from './local-cache';

const server = createMswServer();
let now = 0;
let calls: string[] = [];

beforeEach(() => {
  now = 1_000;
  calls = [];
  server.use(
    http.post(`${TEST_API_BASE}/v2/deploymentIndexes/:id/checkPermissions`, ({ params }) => {
      calls.push(`permissions ${String(params.id)}`);
      return HttpResponse.json({ uploadAsset: true });
    }),
    http.get(`${TEST_API_BASE}/v2/acl/portal/navigationItems/:id`, ({ params }) => {
      calls.push(`navigation ${String(params.id)}`);
      return HttpResponse.json([{ groupName: 'Main', pages: [] }]);
    }),
  );
});
afterEach(() => localStorage.clear());

function load(onLoaded = jest.fn()) {
  const cache = createLocalCache({ storage: localStorage, now: () => now });
  const store = createAppStore(createTestPlatform());
  return { cache, onLoaded, access: loadSiteAccess({ cache, store, key: '7.1', siteId: 1, onLoaded }) };
}

describe('loading what a site allows a user', () => {
  it('asks the API when nothing is cached, tells when the answers arrive and keeps them 2 hours', async () => {
    const { access, onLoaded, cache } = load();
    expect(access.permissions).toEqual({});
    await waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(2));
    expect(calls.sort()).toEqual(['navigation 1', 'permissions 1']);
    expect(access.permissions).toEqual({ uploadAsset: true });
    expect(access.navigation).toEqual([{ groupName: 'Main', pages: [] }]);

    now += PERMISSION_CACHE_MS - 1;
    expect(cache.get('permissions.7.1')).toEqual({ uploadAsset: true });
    now += 1;
    expect(cache.get('permissions.7.1')).toBeUndefined();
  });

  it('takes them from the local cache without asking the API', () => {
    const cache = createLocalCache({ storage: localStorage, now: () => now });
    cache.set('permissions.7.1', { editDeploymentIndex: true }, PERMISSION_CACHE_MS);
    cache.set('navigation.7.1', [], PERMISSION_CACHE_MS);
    const { access, onLoaded } = load();
    expect(access.permissions).toEqual({ editDeploymentIndex: true });
    expect(access.navigation).toEqual([]);
    expect(onLoaded).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('ignores answers that arrive after it was stopped (another site or user is current by then)', async () => {
    const { access, onLoaded, cache } = load();
    access.stop();
    await waitFor(() => expect(cache.get('navigation.7.1')).toBeDefined());
    await waitFor(() => expect(cache.get('permissions.7.1')).toBeDefined());
    expect(onLoaded).not.toHaveBeenCalled();
    expect(access.permissions).toEqual({});
  });

  it('denies everything when the API fails, and says so in the log', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(`${TEST_API_BASE}/v2/deploymentIndexes/:id/checkPermissions`, () =>
        HttpResponse.json({ statusCode: 503, error: 'Not now.' }, { status: 503 }),
      ),
    );
    const { access } = load();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The permissions of site 1 could not be loaded:', expect.anything()),
    );
    expect(access.permissions).toEqual({});
  });
});
