import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { createMswServer, createTestPlatform, TEST_API_BASE } from '@portal/test-utils';
import { graphqlQuery } from './graphql-query';

const server = createMswServer();

function storeWith() {
  const api = createApi({
    reducerPath: 'test',
    baseQuery: () => ({ data: null }),
    endpoints: (build) => ({
      count: build.query<{ assets: { totalCount: number } }, number>({
        queryFn: (site, queryApi) =>
          graphqlQuery<{ assets: { totalCount: number } }>(
            {
              query: 'query($site: Int){ assets(filter:{deploymentIndexId:$site}){ totalCount } }',
              variables: { site },
            },
            queryApi,
          ),
      }),
    }),
  });
  const platform = createTestPlatform();
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults({ thunk: { extraArgument: { platform } } }).concat(api.middleware),
  });
  return { api, store };
}

describe('graphqlQuery', () => {
  it('posts the operation to /api/graphql with the bearer token and answers its data', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post(`${TEST_API_BASE}/graphql`, async ({ request }) => {
        seen.push([request.headers.get('Authorization'), await request.json()]);
        return HttpResponse.json({ data: { assets: { totalCount: 3 } } });
      }),
    );
    const { api, store } = storeWith();
    const result = await store.dispatch(api.endpoints.count.initiate(4));
    expect(result.data).toEqual({ assets: { totalCount: 3 } });
    expect(seen).toEqual([['Bearer test-token', { query: expect.stringContaining('assets'), variables: { site: 4 } }]]);
  });

  it('logs GraphQL errors and returns them as the error (an answer with errors and no data)', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/graphql`, () =>
        HttpResponse.json({ data: null, errors: [{ message: 'The query is too costly (limit 10000).' }] }),
      ),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, store } = storeWith();
    const result = await store.dispatch(api.endpoints.count.initiate(4));
    expect(result.error).toEqual({ status: 200, message: 'The query is too costly (limit 10000).' });
    expect(logged).toHaveBeenCalledWith('GraphQL request failed:', 'The query is too costly (limit 10000).', [
      'The query is too costly (limit 10000).',
    ]);
    logged.mockRestore();
  });

  it('logs a refusal of the server and returns it', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/graphql`, () => HttpResponse.json({ error: 'Sign-in required.' }, { status: 401 })),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, store } = storeWith();
    const result = await store.dispatch(api.endpoints.count.initiate(4));
    expect(result.error).toEqual({ status: 401, message: 'Sign-in required.' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
