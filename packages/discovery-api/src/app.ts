import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PortalConfig } from './config.js';
import { handleError } from './http/error-handler.js';
import { addInputLimits, noNulKeyword } from './http/input-limits.js';
import { securityHeaders } from './http/security-headers.js';
import { serializeRequest } from './http/log-serializers.js';
import auth from './plugins/app/auth.js';
import blobStorage from './plugins/app/blob-storage.js';
import database from './plugins/app/database.js';
import demoDeployments from './plugins/app/demo-deployments.js';
import identityProvider from './plugins/app/identity-provider.js';
import ingest from './plugins/app/ingest.js';
import jobs from './plugins/app/jobs.js';
import search from './plugins/app/search.js';
import webStatic from './plugins/app/web-static.js';
import compress from './plugins/external/compress.js';
import formbody from './plugins/external/formbody.js';
import swagger from './plugins/external/swagger.js';
import apiRoutes from './routes/api/index.js';
import oidcRoutes from './routes/oidc/index.js';
import runtimeConfigRoute from './routes/runtime-config.js';
import searchServiceRoutes, { SEARCH_SERVICE_PREFIX } from './search-service/routes.js';
import { loadTlsCredentials } from './tls/load-tls-credentials.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: PortalConfig;
  }
}

/** The whole server, ready to listen (main.ts) or to be called through `inject` (tests). */
export async function buildApp(config: PortalConfig) {
  const tls = await loadTlsCredentials(config);
  const app = Fastify({
    https: { key: tls.key, cert: tls.cert },
    // A first start creates the database, applies every migration and seeds the demo deployment:
    // on a busy 2-core machine that takes longer than Fastify's default 10 s per plugin.
    pluginTimeout: 180_000,
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
    },
    ajv: { plugins: [noNulKeyword] },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.log.info(`TLS certificate: ${tls.source}`);

  app.decorate('config', config);
  app.setErrorHandler(handleError);
  // Every route's input schemas get the shared limits (whole numbers the database holds, no NUL in text).
  app.addHook('onRoute', addInputLimits);
  // Every answer gets the browser-side defences (content security policy, no framing, HSTS …).
  app.addHook('onSend', securityHeaders(app));

  // Third-party plugins, then the application's own (each declares what it depends on), then routes.
  app.register(compress);
  app.register(formbody);
  app.register(swagger);

  app.register(database);
  app.register(blobStorage);
  app.register(jobs);
  app.register(search);
  app.register(ingest);
  app.register(identityProvider);
  app.register(demoDeployments);
  app.register(auth);
  app.register(webStatic);

  app.register(apiRoutes, { prefix: '/api' });
  app.register(searchServiceRoutes, { prefix: SEARCH_SERVICE_PREFIX }); // Azure AI Search REST paths for @azure/search-documents
  app.register(runtimeConfigRoute);
  app.register(oidcRoutes);

  try {
    await app.ready();
  } catch (error) {
    // Whatever started before the failure (Azurite, the database) must not keep the process alive.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

export type PortalApp = Awaited<ReturnType<typeof buildApp>>;
