import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import { NoSchemaIntrospectionCustomRule, printSchema } from 'graphql';
import mercurius from 'mercurius';
import { GRAPHIQL_POLICY, graphiqlAssets, graphiqlEnabled, graphiqlPage } from '../../graphql/graphiql.js';
import { formatGraphqlErrors, handleGraphqlRouteError } from '../../graphql/graphql-errors.js';
import { GraphqlViewer } from '../../graphql/graphql-viewer.js';
import { loaders } from '../../graphql/loaders.js';
import { checkTextNesting, requireParsedText } from '../../graphql/document-shape.js';
import { checkQueryLimits } from '../../graphql/query-limits.js';
import { resolvers } from '../../graphql/resolvers.js';
import { SCHEMA_SDL } from '../../graphql/schema-sdl.js';
import { BEARER_SECURITY } from '../../http/bearer-security.js';
import { errorResponses } from '../../http/error-response.js';

/** The endpoint (GET and POST) under this file's prefix, /api. */
const ENDPOINT = '/graphql';
const ENDPOINT_URL = `/api${ENDPOINT}`;
const SCHEMA_URL = `${ENDPOINT_URL}/schema.graphql`;
const GRAPHIQL_URL = '/api/graphiql';

/** Longer documents than this are refused while parsing (GraphiQL's introspection query is about 300 tokens). */
const MAX_TOKENS = 5_000;
/** The longest document text taken (5,000 tokens with room for names, strings and comments), and the body at most. */
const MAX_QUERY_CHARS = 100_000;
const MAX_BODY_BYTES = 256 * 1024;

/** What the OpenAPI page says of the endpoint (the GraphQL schema itself is at SCHEMA_URL). */
const ENDPOINT_DOCS: FastifySchema = {
  tags: ['graphql'],
  summary: 'GraphQL: users, userById, deployments with their sites, assets, latest uploads and new cases',
  description:
    `The read API as GraphQL (calls doc §7 "Graph endpoint"). The schema, with every type and field described, is at ` +
    `[${SCHEMA_URL}](${SCHEMA_URL}); in the embedded default GraphiQL explores it at [${GRAPHIQL_URL}](${GRAPHIQL_URL}). ` +
    'Sign-in and authorisation are those of the REST calls: without a valid bearer token 401 `{ statusCode, error }`; ' +
    'everything is limited to the sites the user can use. Lists are Relay connections (nodes, edges, pageInfo, ' +
    'totalCount; first/after, last/before, at most 100 a page). A query over the depth or cost limit, with an unknown ' +
    'field or a page size over the limit, is refused with 400 and `{ data: null, errors }` before anything runs.',
  security: BEARER_SECURITY,
};

/** The document text's own bound, in mercurius' request schema (the input limits give other text 10,000). */
function withQueryLength(schema: unknown): void {
  const query = (schema as { properties?: { query?: { maxLength?: number } } } | undefined)?.properties?.query;
  if (query) query.maxLength = MAX_QUERY_CHARS;
}

/**
 * GraphQL at /api/graphql (mercurius): the schema of graphql/schema-sdl.ts, resolvers calling the REST calls' domain
 * modules, loaders batching per request, depth and cost limits (graphql/query-limits.ts). The bearer token is
 * verified by the REST hook itself (plugins/app/auth.ts `authenticate`) for the endpoint; the schema file and
 * GraphiQL's page are documentation and need none. This folder (/api) has no sign-in hook of its own: the v2 one
 * (routes/api/v2/autohooks.ts) does not reach here.
 */
const graphqlRoutes: FastifyPluginAsync = async (app) => {
  const graphiql = graphiqlEnabled(app.config);

  app.addHook('onRoute', (route) => {
    if (route.url === ENDPOINT_URL) {
      route.bodyLimit = MAX_BODY_BYTES;
      withQueryLength(route.schema?.body);
      withQueryLength(route.schema?.querystring);
      const response = (route.schema?.response ?? {}) as Record<string, object>;
      route.schema = { ...route.schema, ...ENDPOINT_DOCS };
      // A refusal before the query runs (validation, limits) has GraphQL's shape, as mercurius' success schema says.
      route.schema.response = {
        ...response,
        ...(response['2xx']
          ? { 400: { ...response['2xx'], description: 'The query was refused before it ran.' } }
          : {}),
        ...errorResponses(401),
      };
    }
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === ENDPOINT_URL) await app.authenticate(request);
  });

  await app.register(mercurius, {
    schema: SCHEMA_SDL,
    resolvers,
    loaders,
    path: ENDPOINT,
    graphiql: false,
    context: (request) => ({ viewer: new GraphqlViewer(app, request) }),
    errorHandler: handleGraphqlRouteError,
    errorFormatter: formatGraphqlErrors,
    // Introspection only where the explorer is; elsewhere clients read the published schema file.
    validationRules: graphiql ? [] : [NoSchemaIntrospectionCustomRule],
    graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
  });
  app.graphql.addHook('preParsing', (_schema, source) => {
    checkTextNesting(source);
  });
  app.graphql.addHook('preValidation', (_schema, document) => {
    requireParsedText(document);
  });
  app.graphql.addHook('preExecution', (schema, document, _context, variables) => {
    checkQueryLimits(schema, document, variables);
  });

  if (graphiql) {
    // GraphiQL's page and files, all from this server (graphql/graphiql.ts): documentation, no sign-in.
    const assets = await graphiqlAssets();
    const page = graphiqlPage(assets, GRAPHIQL_URL);
    const explorer = { schema: { hide: true } };
    app.get('/graphiql', explorer, async (_request, reply) =>
      reply
        .header('content-security-policy', GRAPHIQL_POLICY)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page),
    );
    for (const file of assets) {
      app.get(`/graphiql/${file.name}`, explorer, async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=86400').type(file.contentType).send(file.body),
      );
    }
  }

  app.get(
    `${ENDPOINT}/schema.graphql`,
    {
      schema: {
        tags: ['graphql'],
        summary: 'The GraphQL schema of /api/graphql, in SDL with a description of every type and field',
        response: { 200: { type: 'string', description: 'The schema in GraphQL SDL (text/plain).' } },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(printSchema(app.graphql.schema)),
  );
};

export default graphqlRoutes;
