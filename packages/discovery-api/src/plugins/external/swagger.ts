import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a multipart/form-data body, for the OpenAPI document only: the route reads the parts
     * itself (files are streamed and checked), so they are not validated as a JSON body.
     */
    multipartBody?: unknown;
  }
}

/** OpenAPI document generated from the routes' TypeBox schemas, browsable at /api/docs. */
export default fp(
  async function swagger(app) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Discovery API',
          description:
            'REST API of the content-discovery portal. Every error answers `{ statusCode, error }`. ' +
            'The same data is read through GraphQL at `/api/graphql` (same bearer token; refusals in GraphQL’s ' +
            '`{ data, errors }` shape, except 401): its schema is at [/api/graphql/schema.graphql](/api/graphql/schema.graphql).',
          version: app.config.releaseId,
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: `${app.config.auth.mode === 'oauth' ? 'Access' : 'ID'} token from ${app.config.auth.authority}`,
            },
          },
        },
      },
      transform: ({ schema, url }) => {
        if (!schema?.multipartBody) return { schema, url };
        const { multipartBody, ...rest } = schema;
        return { schema: { ...rest, body: multipartBody }, url };
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
