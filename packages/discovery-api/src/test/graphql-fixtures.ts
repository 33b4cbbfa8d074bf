import { randomUUID } from 'node:crypto';
import { AsyncLocalStorage } from 'node:async_hooks';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assetMembers, assets, type Asset, type DeploymentIndex } from '../db/schema/index.js';
import { indexSearchRecord } from '../search/index-search-record.js';
import { searchRecordOfAsset } from '../search/search-record-of-asset.js';
import type { DemoSiteContext } from './demo-site-context.js';
import { userIdOf } from './document-fixtures.js';
import { ensureFieldValues, selectValues } from './insights-fixtures.js';

/**
 * Test set-up for the GraphQL endpoint (routes/api/graphql.ts): assets as listed (rows, optionally indexed with their
 * search record), a GraphQL call as a cast member, and a count of the SQL statements one request runs.
 */

export interface ListedAsset {
  title: string;
  created?: Date;
  published?: Date;
  visibility?: 'Public' | 'Private';
  createdBy?: string;
  /** content_types values chosen for it (the site gets the standard metadata fields). */
  contentTypes?: string[];
  /** The first folder of its storage path (e.g. Cases); the file is `<docId>/<file>` without one. */
  folder?: string;
  /** Make its search record (what search and the home page's lists read); default false. */
  indexed?: boolean;
}

/** An asset row of the site (no file in storage: a list never reads one). */
export async function addListedAsset(app: FastifyInstance, site: DeploymentIndex, listed: ListedAsset): Promise<Asset> {
  const docId = randomUUID();
  const fileName = `${listed.title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}.pdf`;
  const blobName = listed.folder ? `${listed.folder}/${docId}/${fileName}` : `${docId}/${fileName}`;
  const [row] = await app.db
    .insert(assets)
    .values({
      docId,
      title: listed.title,
      description: `About ${listed.title}.`,
      summary: `Summary of ${listed.title}.`,
      fileName,
      originalFileName: fileName,
      blobName,
      storagePath: `${site.containerUrl}/${site.containerName}/${blobName}`,
      deploymentIndexId: site.deploymentIndexId,
      assetVisibility: listed.visibility ?? 'Public',
      publishedDate: listed.published ?? null,
      created: listed.created ?? new Date(),
      createdByUserId: listed.createdBy ? await userIdOf(app, listed.createdBy) : null,
    })
    .returning();
  assert.ok(row);
  if (listed.contentTypes?.length) {
    const ids = await ensureFieldValues(app, site, { content_types: listed.contentTypes });
    await selectValues(app, row.assetId, [...ids.values()]);
  }
  if (listed.indexed) {
    await indexSearchRecord(app.searchEngine, await searchRecordOfAsset(app.db, row, `${listed.title}.`));
  }
  const [stored] = await app.db.select().from(assets).where(eq(assets.assetId, row.assetId));
  return stored!;
}

/** Assigns the private asset to the user (the assetMember role of spec §3): they may open it. */
export async function assignAssetMember(app: FastifyInstance, assetId: number, email: string): Promise<void> {
  await app.db.insert(assetMembers).values({ assetId, userId: await userIdOf(app, email) });
}

export interface GraphqlAnswer {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the answer field by field, as JSON
  data: any;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: unknown[] }[];
  body: string;
}

/** POST /api/graphql as the cast member (none: without a token). */
export async function graphql(
  context: DemoSiteContext,
  as: string | undefined,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphqlAnswer> {
  const response = await context.request('POST', '/api/graphql', { as, payload: { query, variables } });
  const json = response.json() as { data?: unknown; errors?: GraphqlAnswer['errors'] };
  return { statusCode: response.statusCode, data: json.data, errors: json.errors, body: response.body };
}

/**
 * Counts the SQL statements the work run inside `measure` sends to the server's database (the PGlite client, or the
 * pool of a PostgreSQL server), leaving out whatever else runs meanwhile (the job queue's polling, other requests):
 * statements are counted in the asynchronous context of the call only.
 */
export function sqlStatementCounter(app: FastifyInstance) {
  const { connection } = app.database;
  const client: { query: (...args: never[]) => unknown } =
    connection.driver === 'pglite' ? connection.pglite : connection.pool;
  const counting = new AsyncLocalStorage<{ statements: string[] }>();
  const own = Object.getOwnPropertyDescriptor(client, 'query');
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const statementOf = (first: unknown) =>
    typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text ?? first);
  client.query = ((...args: unknown[]) => {
    counting.getStore()?.statements.push(statementOf(args[0]));
    return query(...args);
  }) as typeof client.query;
  return {
    async measure<Result>(work: () => Promise<Result>): Promise<{ result: Result; statements: string[] }> {
      const store = { statements: [] as string[] };
      const result = await counting.run(store, work);
      return { result, statements: store.statements };
    },
    restore() {
      if (own) Object.defineProperty(client, 'query', own);
      else Reflect.deleteProperty(client, 'query');
    },
  };
}
