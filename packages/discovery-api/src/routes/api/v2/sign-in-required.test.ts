import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { databaseSnapshot } from '../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../test/demo-site-context.js';
import { withExistingPathParameters } from '../../../test/path-parameters.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Every call under /api/v2, as the OpenAPI document lists it, refuses a caller without a token with 401
 * and changes nothing, even with a body that a signed-in caller could save. Reading the list from the
 * document means a call added later is checked without touching this file. The v2 routes sit in folders
 * below routes/api/v2, whose autohooks reach them only because they cascade: a nested route that lost
 * the hook fails here. Calls outside /api/v2 that the document marks with the bearer scheme (the search
 * helpers, with their own hook) are checked the same way.
 */
describe('every /api/v2 call needs sign-in', () => {
  let context: DemoSiteContext;
  let calls: { method: Method; path: string }[];
  let otherBearerCalls: { method: Method; path: string }[];
  let site: number;
  before(async () => {
    context = await sharedDemoSite();
    site = await context.siteId('Northwind Discovery');
    const document = (await context.request('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path,
        bearer: JSON.stringify(operation.security ?? []).includes('bearerAuth'),
      })),
    );
    calls = operations.filter((call) => call.path.startsWith('/api/v2/'));
    otherBearerCalls = operations.filter((call) => !call.path.startsWith('/api/v2/') && call.bearer);
  });

  /** Path parameters that name things that exist, so only the missing token stands in the way. */
  const fill = (path: string) => withExistingPathParameters(path, site);

  /** Bodies a signed-in administrator could save. */
  const bodies: Record<string, unknown> = {
    'PUT /api/v2/users/me/preferences': { rowsPerPage: 50 },
    'PUT /api/v2/{type}/{id}/customization': { settings: [{ appPropertyCode: 'heroTitle', value: 'Not signed in' }] },
    'POST /api/v2/{type}/quicklinks/{id}': { quickLinkValues: [{ name: 'Not signed in', url: 'https://example.com' }] },
    'POST /api/v2/forms/{formKind}': { deploymentIndexId: 0, fields: { message: 'Not signed in' } },
    'POST /api/v2/deployments/duplicateIndex': { IndexId: 0, CopyName: 'Not signed in' },
    'POST /api/v2/maintenanceWindows': {
      start: new Date(Date.now() + 3_600_000).toISOString(),
      end: new Date(Date.now() + 7_200_000).toISOString(),
    },
  };

  test('answers 401 with the JSON error shape and leaves the database as it was', async () => {
    assert.ok(calls.length >= 30, `the document lists the v2 calls (${calls.length})`);
    const before = await databaseSnapshot(context.server.app);
    const refused: string[] = [];
    for (const { method, path } of calls) {
      const key = `${method} ${path}`;
      const body = bodies[key] ?? (method === 'POST' || method === 'PUT' ? [site] : undefined);
      const response = await context.request(method, fill(path), { payload: body });
      assert.equal(response.statusCode, 401, `${key}: ${response.body}`);
      assert.equal(typeof response.json().error, 'string', `${key} says why`);
      refused.push(key);
    }
    assert.equal(refused.length, calls.length);
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
  });

  /**
   * The calls of /api that answer without sign-in on purpose, each with why. Anything else the document lists outside
   * /api/v2 without the bearer scheme is another such call and must be added here, knowingly.
   */
  const PUBLIC_CALLS = [
    // The public video player (/video?v=<token>): the token of a link the asset's managers made is the whole
    // authorisation (video/public-video-links.ts); an unknown token is 404, never the video.
    'GET /api/public/videos/{token}',
  ];

  test('the public calls answer without a token, and only with the secret of a link', async () => {
    const document = (await context.request('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const unmarked = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/public/'))
      .flatMap(([path, byMethod]) =>
        Object.entries(byMethod)
          .filter(([, operation]) => !JSON.stringify(operation.security ?? []).includes('bearerAuth'))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    assert.deepEqual(unmarked.sort(), [...PUBLIC_CALLS].sort());
    const response = await context.request('GET', `/api/public/videos/${'A'.repeat(43)}`);
    assert.equal(response.statusCode, 404, response.body);
    assert.equal(response.json().error, 'This video link does not exist.');
  });

  test('so does every other call the document marks with the bearer scheme', async () => {
    assert.ok(
      otherBearerCalls.length >= 3,
      `the document marks the search helpers (${otherBearerCalls.map((call) => call.path).join(', ')})`,
    );
    for (const { method, path } of otherBearerCalls) {
      const response = await context.request(method, fill(path));
      assert.equal(response.statusCode, 401, `${method} ${path}: ${response.body}`);
      assert.equal(typeof response.json().error, 'string', `${method} ${path} says why`);
    }
  });
});
