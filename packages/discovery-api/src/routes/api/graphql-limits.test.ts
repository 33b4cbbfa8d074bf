// wire pass: keyset paging compares timestamps to the microsecond and reads its counts through the pg driver.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DeploymentIndex } from '../../db/schema/index.js';
import { MAX_QUERY_COST, MAX_QUERY_DEPTH } from '../../graphql/query-limits.js';
import { castSite } from '../../test/cast-site.js';
import { SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../test/demo-site-context.js';
import { addListedAsset, graphql, sqlStatementCounter } from '../../test/graphql-fixtures.js';

/**
 * Every signed-in call first checks the caller's account (a disabled one is refused, users/account-status.ts): the
 * change revision, and the account itself when the revision moved. Nothing of the query runs before its limits.
 */
const notSignInCheck = (statement: string) =>
  !/from search_revision_seq|^select "user_id", "status" from "users"/.test(statement);

/**
 * /api/graphql's refusals of bad input and of queries over its limits (400 naming the limit, before anything runs),
 * Relay paging over a whole list, and the fixed number of SQL statements a page costs whatever its size.
 */

describe('GraphQL limits, paging and batching', () => {
  let context: DemoSiteContext;
  /** 55 public assets of a site of their own, uploaded by two people. */
  let site: DeploymentIndex;
  let counter: ReturnType<typeof sqlStatementCounter>;
  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    site = await castSite(context, 'GraphQL paging');
    const start = Date.now() - 86_400_000;
    for (let index = 0; index < 55; index += 1) {
      await addListedAsset(app, site, {
        title: `Paged ${String(index).padStart(2, '0')}`,
        // Five share each upload time, so the id breaks ties.
        created: new Date(start + Math.floor(index / 5) * 60_000),
        createdBy: index % 2 ? UPLOADER : SITE_ADMIN,
      });
    }
    counter = sqlStatementCounter(app);
  });
  after(() => counter.restore());

  const refusal = (answer: Awaited<ReturnType<typeof graphql>>) => {
    assert.equal(answer.statusCode, 400, answer.body);
    assert.equal(answer.data, null);
    assert.equal(answer.errors?.length, 1, answer.body);
    return answer.errors![0]!;
  };

  test('an unknown field or argument: the usual GraphQL validation error, 400', async () => {
    const field = refusal(await graphql(context, SITE_VIEWER, '{ assets { nodes { title password } } }'));
    assert.match(field.message, /^Cannot query field "password" on type "Asset"\./);
    const argument = refusal(await graphql(context, SITE_VIEWER, '{ assets(top: 3) { totalCount } }'));
    assert.equal(argument.message, 'Unknown argument "top" on field "Query.assets".');
    const syntax = refusal(await graphql(context, SITE_VIEWER, '{ assets { '));
    assert.match(syntax.message, /^Syntax Error/);
  });

  test('a page over 100 is refused with a clear error, never cut quietly; so is a negative one', async () => {
    const literal = refusal(await graphql(context, SITE_VIEWER, '{ assets(first: 10000) { totalCount } }'));
    assert.equal(
      literal.message,
      'first of assets must be a whole number from 0 to 100 (got 10000); page through longer lists with after and endCursor.',
    );
    assert.equal(literal.extensions?.code, 'BAD_USER_INPUT');
    const variable = refusal(
      await graphql(context, SITE_VIEWER, 'query($n: Int) { users(last: $n) { totalCount } }', { n: 101 }),
    );
    assert.match(variable.message, /^last of users must be a whole number from 0 to 100 \(got 101\)/);
    const negative = refusal(await graphql(context, SITE_VIEWER, '{ latestUploads(first: -1) { totalCount } }'));
    assert.match(negative.message, /^first of latestUploads must be a whole number from 0 to 100 \(got -1\)/);
  });

  test('too deep: 400 naming the depth limit, and no statement reaches the database', async () => {
    // Each level is a field: deployments → deploymentIndexes → deployment → … → name (a connection's edges and node too).
    const nest = (depth: number): string => {
      let open = 'deployments {';
      let close = '}';
      for (let level = 2; level < depth; level += 1) {
        open += level % 2 === 0 ? ' deploymentIndexes {' : ' deployment {';
        close += ' }';
      }
      return `{ ${open} name ${close} }`;
    };
    const deepest = await graphql(context, SITE_VIEWER, nest(MAX_QUERY_DEPTH));
    assert.equal(deepest.statusCode, 200, deepest.body);
    const { result, statements } = await counter.measure(() =>
      graphql(context, SITE_VIEWER, nest(MAX_QUERY_DEPTH + 1)),
    );
    const error = refusal(result);
    assert.equal(
      error.message,
      `The query is ${MAX_QUERY_DEPTH + 1} levels deep, more than the query depth limit of ${MAX_QUERY_DEPTH} (every field is a level: a connection's edges and node count too).`,
    );
    assert.deepEqual(error.extensions, { code: 'QUERY_TOO_DEEP', depth: MAX_QUERY_DEPTH + 1, limit: MAX_QUERY_DEPTH });
    assert.deepEqual(statements.filter(notSignInCheck), [], 'nothing ran but the sign-in check');
    // The bench's shape is well within it: 5 levels.
    const bench = await graphql(
      context,
      SITE_VIEWER,
      '{ assets(first: 50) { edges { node { deploymentIndex { name } createdByUser { email } } } } }',
    );
    assert.equal(bench.statusCode, 200, bench.body);
  });

  test('too costly: 400 naming the cost limit, and no statement reaches the database', async () => {
    const page =
      'assets(first: 100) { nodes { assetId title created deploymentIndex { name } createdByUser { email } } }';
    const aliases = Array.from({ length: 20 }, (_, index) => `a${index}: ${page}`).join('\n');
    const { result, statements } = await counter.measure(() => graphql(context, SITE_VIEWER, `{ ${aliases} }`));
    const error = refusal(result);
    assert.match(
      error.message,
      new RegExp(`^The query would cost \\d+, more than the query cost limit of ${MAX_QUERY_COST}`),
    );
    assert.equal(error.extensions?.code, 'QUERY_TOO_COSTLY');
    assert.ok(Number(error.extensions?.cost) > MAX_QUERY_COST);
    assert.deepEqual(statements.filter(notSignInCheck), [], 'nothing ran but the sign-in check');
    // Two such pages are fine.
    const two = await graphql(context, SITE_VIEWER, `{ a: ${page} b: ${page} }`);
    assert.equal(two.statusCode, 200, two.body);
  });

  test('a bad cursor, a cursor of another ordering, and both directions at once get a clear error', async () => {
    const query = 'query($after: String) { assets(first: 5, after: $after) { totalCount } }';
    for (const cursor of ['garbage!', Buffer.from('["assets:CREATED:DESC"]').toString('base64url'), 'bm90IGpzb24']) {
      const error = refusal(await graphql(context, SITE_VIEWER, query, { after: cursor }));
      assert.equal(
        error.message,
        'The cursor given as after is not valid: it is not a cursor of this API (use the cursor of an edge or of pageInfo as it was given).',
      );
      assert.equal(error.extensions?.code, 'BAD_USER_INPUT');
    }
    const titled = await graphql(
      context,
      SITE_VIEWER,
      '{ assets(first: 1, orderBy: { field: TITLE, direction: ASC }) { pageInfo { endCursor } } }',
    );
    const other = refusal(await graphql(context, SITE_VIEWER, query, { after: titled.data.assets.pageInfo.endCursor }));
    assert.match(
      other.message,
      /it was given by another list or ordering \(assets:TITLE:ASC\), not by assets:CREATED:DESC/,
    );
    // A cursor is sealed: altered by one character, it is no cursor of this API.
    const sealed: string = titled.data.assets.pageInfo.endCursor;
    const parts = sealed.split('.');
    const data = parts.at(-1)!;
    const altered = [...parts.slice(0, -1), `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`].join('.');
    assert.equal(
      refusal(await graphql(context, SITE_VIEWER, query, { after: altered })).message,
      'The cursor given as after is not valid: it is not a cursor of this API (use the cursor of an edge or of pageInfo as it was given).',
    );
    const both = refusal(await graphql(context, SITE_VIEWER, '{ assets(first: 2, last: 2) { totalCount } }'));
    assert.equal(
      both.message,
      'assets: page forward with first and after, or backward with last and before, not both at once.',
    );
    const badDate = refusal(
      await graphql(context, SITE_VIEWER, '{ assets(filter: { createdFrom: "yesterday" }) { totalCount } }'),
    );
    assert.match(badDate.message, /DateTime must be an ISO 8601 date-time/);
  });

  /** Walks the whole list a page at a time, forward (first/after) or backward (last/before). */
  async function walk(direction: 'forward' | 'backward', orderBy: string, size: number) {
    const query =
      direction === 'forward'
        ? `query($site: Int, $cursor: String) { assets(first: ${size}, after: $cursor, filter: { deploymentIndexId: $site }, orderBy: ${orderBy}) {
            totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { assetId } } nodes { assetId } } }`
        : `query($site: Int, $cursor: String) { assets(last: ${size}, before: $cursor, filter: { deploymentIndexId: $site }, orderBy: ${orderBy}) {
            totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { assetId } } nodes { assetId } } }`;
    const ids: number[] = [];
    let cursor: string | null = null;
    for (let pages = 1; pages <= 20; pages += 1) {
      const answer = await graphql(context, SITE_VIEWER, query, { site: site.deploymentIndexId, cursor });
      assert.equal(answer.statusCode, 200, answer.body);
      const connection = answer.data.assets;
      assert.equal(connection.totalCount, 55);
      const pageIds = connection.nodes.map((node: { assetId: number }) => node.assetId);
      assert.deepEqual(
        connection.edges.map((edge: { node: { assetId: number } }) => edge.node.assetId),
        pageIds,
      );
      assert.equal(connection.pageInfo.startCursor, connection.edges[0]?.cursor ?? null);
      assert.equal(connection.pageInfo.endCursor, connection.edges.at(-1)?.cursor ?? null);
      const { hasNextPage, hasPreviousPage } = connection.pageInfo;
      if (direction === 'forward') {
        assert.equal(hasPreviousPage, pages > 1, `page ${pages}`);
        ids.push(...pageIds);
        if (!hasNextPage) return ids;
        cursor = connection.pageInfo.endCursor;
      } else {
        assert.equal(hasNextPage, pages > 1, `page ${pages}`);
        ids.unshift(...pageIds);
        if (!hasPreviousPage) return ids;
        cursor = connection.pageInfo.startCursor;
      }
    }
    assert.fail('the walk did not end');
  }

  test('Relay paging walks the whole list, forward and backward, with no item twice and none left out', async () => {
    const expected = await graphql(
      context,
      SITE_VIEWER,
      `
        query ($site: Int) {
          assets(first: 100, filter: { deploymentIndexId: $site }) {
            nodes {
              assetId
              created
            }
          }
        }
      `,
      { site: site.deploymentIndexId },
    );
    const all = expected.data.assets.nodes as { assetId: number; created: string }[];
    assert.equal(all.length, 55);
    // Newest first; equal upload times by id, the same way.
    for (let index = 1; index < all.length; index += 1) {
      const [previous, current] = [all[index - 1]!, all[index]!];
      assert.ok(
        previous.created > current.created ||
          (previous.created === current.created && previous.assetId > current.assetId),
      );
    }
    const order = all.map((node) => node.assetId);
    const forward = await walk('forward', '{ field: CREATED, direction: DESC }', 7);
    assert.deepEqual(forward, order);
    assert.equal(new Set(forward).size, 55);
    assert.deepEqual(await walk('backward', '{ field: CREATED, direction: DESC }', 8), order);
    const byTitle = await walk('forward', '{ field: TITLE, direction: ASC }', 10);
    assert.equal(new Set(byTitle).size, 55);
    const titled = await graphql(
      context,
      SITE_VIEWER,
      `
        query ($site: Int) {
          assets(first: 100, filter: { deploymentIndexId: $site }, orderBy: { field: TITLE, direction: ASC }) {
            nodes {
              assetId
              title
            }
          }
        }
      `,
      { site: site.deploymentIndexId },
    );
    assert.deepEqual(
      byTitle,
      titled.data.assets.nodes.map((node: { assetId: number }) => node.assetId),
    );
    assert.equal(titled.data.assets.nodes[0].title, 'Paged 00');
    // first: 0 answers the total alone; a list without first or last answers its first 10 (spec §9).
    const counted = await graphql(
      context,
      SITE_VIEWER,
      `
        query ($site: Int) {
          assets(first: 0, filter: { deploymentIndexId: $site }) {
            totalCount
            nodes {
              assetId
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
        }
      `,
      { site: site.deploymentIndexId },
    );
    assert.deepEqual(counted.data.assets, {
      totalCount: 55,
      nodes: [],
      pageInfo: { hasNextPage: true, endCursor: null },
    });
    const defaulted = await graphql(
      context,
      SITE_VIEWER,
      `
        query ($site: Int) {
          assets(filter: { deploymentIndexId: $site }) {
            nodes {
              assetId
            }
          }
        }
      `,
      {
        site: site.deploymentIndexId,
      },
    );
    assert.deepEqual(
      defaulted.data.assets.nodes.map((node: { assetId: number }) => node.assetId),
      order.slice(0, 10),
    );
  });

  test('a page of 50 assets with their site and uploader costs the same SQL statements as a page of 5', async () => {
    const query = `query($site: Int, $n: Int) { assets(first: $n, filter: { deploymentIndexId: $site }) {
      totalCount nodes { title deploymentIndex { name } createdByUser { email } contentTypes thumbnailUrl } } }`;
    const run = (n: number) =>
      counter.measure(() => graphql(context, SITE_VIEWER, query, { site: site.deploymentIndexId, n }));
    await run(1); // the viewer's first call may create their user row (as REST does on a first call)
    const five = await run(5);
    const fifty = await run(50);
    assert.equal(five.result.statusCode, 200, five.result.body);
    assert.equal(fifty.result.data.assets.nodes.length, 50);
    for (const node of fifty.result.data.assets.nodes) {
      assert.equal(node.deploymentIndex.name, site.name);
      assert.ok([UPLOADER, SITE_ADMIN].includes(node.createdByUser.email));
    }
    // Compared without the sign-in check: whether it reads the account depends on when the database last changed
    // (with a PostgreSQL server, nothing read is kept for 30 s after a change: db/changes.ts SERVER_SETTLE_MS).
    const ofThePage = (statements: string[]) => statements.filter(notSignInCheck);
    assert.equal(
      ofThePage(fifty.statements).length,
      ofThePage(five.statements).length,
      fifty.statements.join('\n---\n'),
    );
    // The user, the usable sites and their deployments, the permissions there, the page, the total, and one statement
    // each for the uploaders, the content types and the thumbnails; beside them the sign-in check: the change
    // revision, and the account when it is not kept.
    assert.ok(
      ofThePage(five.statements).length <= 9,
      `${five.statements.length} statements:\n${five.statements.join('\n---\n')}`,
    );
    assert.ok(five.statements.length - ofThePage(five.statements).length <= 2, five.statements.join('\n---\n'));
    // Asked for its rows alone (the bench's shape), a first page counts nothing.
    const rowsOnly = await counter.measure(() =>
      graphql(
        context,
        SITE_VIEWER,
        '{ assets(first: 50) { nodes { deploymentIndex { name } createdByUser { email } } } }',
      ),
    );
    assert.equal(rowsOnly.result.statusCode, 200, rowsOnly.result.body);
    assert.equal(rowsOnly.statements.filter((statement) => /\bcount\(/.test(statement)).length, 0);
    assert.ok(rowsOnly.statements.length < five.statements.length);
  });
});
