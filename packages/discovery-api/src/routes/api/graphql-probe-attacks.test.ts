import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { parse } from 'graphql';
import { MAX_TEXT_NESTING } from '../../graphql/document-shape.js';
import { LIST_COUNT_COST, MAX_QUERY_COST } from '../../graphql/query-limits.js';
import { NO_SITE_USER, PORTAL_ADMIN, SITE_VIEWER } from '../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../test/demo-site-context.js';
import { graphql, type GraphqlAnswer } from '../../test/graphql-fixtures.js';

/**
 * The GraphQL attacks a probe of the running portal found (issue 35), each as the probe sent it: every one is
 * answered at once with a 400 that names what is wrong, before anything of it runs.
 */
describe('GraphQL attacks found by probing', () => {
  let context: DemoSiteContext;
  before(async () => {
    context = await sharedDemoSite();
  });

  const refusal = (answer: GraphqlAnswer) => {
    assert.equal(answer.statusCode, 400, answer.body);
    assert.equal(answer.data, null);
    assert.equal(answer.errors?.length, 1, answer.body);
    return answer.errors![0]!;
  };

  /** `query { ...F0 } fragment F0 on Query { ...F1 ...F1 } … fragment Fn on Query { me { userId } }` */
  const fragmentChain = (levels: number) => {
    const fragments = Array.from(
      { length: levels },
      (_, level) => `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`,
    );
    return `query { ...F0 } ${fragments.join(' ')} fragment F${levels} on Query { me { userId } }`;
  };

  test('P1: a chain of 40 fragments that each spread the next twice is refused as too costly, measured once each', async () => {
    // Measured at every spread, this is 2^40 measures (years); measured once per fragment, 41.
    const error = refusal(await graphql(context, NO_SITE_USER, fragmentChain(40)));
    assert.equal(error.extensions?.code, 'QUERY_TOO_COSTLY');
    assert.equal(Number(error.extensions?.cost), 2 ** 40 * 2, 'the cost is still counted in full');
    // A short chain within the limit runs, and answers what the fragments ask.
    const short = await graphql(context, NO_SITE_USER, fragmentChain(3));
    assert.equal(short.statusCode, 200, short.body);
    assert.equal(typeof short.data.me.userId, 'number');
  });

  test('P3: a syntax tree sent as JSON in place of GraphQL text is refused, so the token cap cannot be bypassed', async () => {
    const tree = parse('{ me { userId } }', { noLocation: true });
    const answer = await context.request('POST', '/api/graphql', {
      as: SITE_VIEWER,
      payload: { query: JSON.stringify(tree) },
    });
    const json = answer.json() as GraphqlAnswer;
    const error = refusal({ ...json, statusCode: answer.statusCode, body: answer.body });
    assert.equal(error.message, 'The query must be GraphQL text: a syntax tree sent in its place is not read.');
  });

  test('P3: a list asked for no rows still counts its count: 200 aliases of users(first: 0) { totalCount } are refused', async () => {
    const aliases = Array.from({ length: 200 }, (_, index) => `a${index}: users(first: 0) { totalCount }`).join(' ');
    const error = refusal(await graphql(context, SITE_VIEWER, `{ ${aliases} }`));
    assert.equal(error.extensions?.code, 'QUERY_TOO_COSTLY');
    assert.equal(Number(error.extensions?.cost), 200 * (1 + LIST_COUNT_COST));
    assert.ok(200 * (1 + LIST_COUNT_COST) > MAX_QUERY_COST);
    // One count is an ordinary question.
    const one = await graphql(context, SITE_VIEWER, '{ users(first: 0) { totalCount } }');
    assert.equal(one.statusCode, 200, one.body);
    assert.ok(one.data.users.totalCount >= 1);
  });

  test('P7: a cursor of users ordered by their last sign-in does not hold it (nor anything else readable)', async () => {
    // Sign-ins of a few users, so that the order has timestamps to hold.
    for (const email of [PORTAL_ADMIN, SITE_VIEWER])
      assert.equal((await context.request('GET', '/api/v2/users/me', { as: email })).statusCode, 200);
    const answer = await graphql(
      context,
      SITE_VIEWER,
      '{ users(first: 5, orderBy: { field: LAST_LOGIN, direction: DESC }) { edges { cursor node { email lastLogin } } } }',
    );
    assert.equal(answer.statusCode, 200, answer.body);
    const edges = answer.data.users.edges as { cursor: string; node: { email: string; lastLogin: string | null } }[];
    assert.ok(edges.length >= 2);
    for (const { cursor, node } of edges) {
      if (node.email !== SITE_VIEWER) assert.equal(node.lastLogin, null, 'withheld from a viewer');
      const readable = cursor
        .split('.')
        .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
        .join(' ');
      assert.doesNotMatch(readable, /\d{4}-\d{2}-\d{2}|LAST_LOGIN|users/, `cursor ${cursor} reads as ${readable}`);
    }
  });

  test('P8: dates of year 0 and cursors with impossible positions are 400s, not server errors', async () => {
    const date = refusal(
      await graphql(context, SITE_VIEWER, '{ assets(filter: { createdFrom: "0000-01-01" }) { totalCount } }'),
    );
    assert.match(date.message, /from year 1 to 9999 \(got "0000-01-01"\)/);
    const query = 'query($after: String) { assets(first: 5, after: $after) { totalCount } }';
    const forged = (position: unknown[]) => Buffer.from(JSON.stringify(position)).toString('base64url');
    for (const cursor of [
      forged(['assets:CREATED:DESC', '9999-99-99T99:99:99.999999Z', 1]),
      forged(['assets:CREATED:DESC', '0000-01-01T00:00:00.000000Z', 1]),
      forged(['assets:CREATED:DESC', '2026-01-01T00:00:00.000000Z', 2 ** 32]),
    ]) {
      const error = refusal(await graphql(context, SITE_VIEWER, query, { after: cursor }));
      assert.equal(error.extensions?.code, 'BAD_USER_INPUT', error.message);
    }
  });

  test('P8: a selection nested 2,000 deep is refused by its nesting, not by a stack overflow', async () => {
    const deep = `{ ${'me { '.repeat(2000)}userId${' }'.repeat(2000)} }`;
    const error = refusal(await graphql(context, SITE_VIEWER, deep));
    assert.equal(error.extensions?.code, 'QUERY_TOO_DEEP');
    assert.equal(
      error.message,
      `The query nests 2001 levels of braces, brackets or parentheses, more than the ${MAX_TEXT_NESTING} a query may hold.`,
    );
    // Braces inside strings and comments are text, not nesting.
    const quoted = await graphql(
      context,
      SITE_VIEWER,
      `# ${'{'.repeat(100)}\n{ assets(filter: { titleContains: "${'{'.repeat(100)}" }) { totalCount } }`,
    );
    assert.equal(quoted.statusCode, 200, quoted.body);
  });
});
