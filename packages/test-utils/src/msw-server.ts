import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

/** All HTTP in front-end tests goes through MSW; unknown requests fail the test. */
export function createMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
