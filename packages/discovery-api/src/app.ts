import { join, relative, sep } from 'node:path';
import autoload from '@fastify/autoload';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PortalConfig } from './config/portal-config.js';
import { routeCompilers } from './http/route-compilers.js';
import { handleError } from './http/error-handler.js';
import { addInputLimits, dateYearsKeyword, noNulKeyword } from './http/input-limits.js';
import { securityHeaders } from './http/security-headers.js';
import { serializeError, serializeRequest } from './http/log-serializers.js';
import { loadTlsCredentials } from './tls/load-tls-credentials.js';

// Autoload refuses .ts files unless it recognises the TypeScript loader, and it does not recognise
// `node --import tsx` (how the tests run). This module running as TypeScript proves a loader is there.
if (import.meta.filename.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

const pluginsDir = join(import.meta.dirname, 'plugins');
const routesDir = join(import.meta.dirname, 'routes');

/**
 * Tests sit beside the code they test; they are never plugins. Every other file under plugins/ and routes/ is
 * one (helpers belong to the domain folders, src/<area>/).
 */
const TEST_FILE = /\.test\.[cm]?[jt]s$/;
/**
 * The route folders that are a segment of their routes' URLs (/api, /api/v2). Any other folder only groups
 * the files of an area: its routes give their paths in full below /api/v2 (e.g. `/deploymentIndexes/:id/info`).
 */
const URL_SEGMENT_FOLDERS = new Set(['api', 'api/v2']);
const urlSegmentOf = (parent: string, folder: string) =>
  URL_SEGMENT_FOLDERS.has(relative(routesDir, join(parent, folder)).split(sep).join('/')) && folder;

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
      serializers: { req: serializeRequest, err: serializeError },
    },
    ajv: { plugins: [noNulKeyword, dateYearsKeyword] },
    // A JSON body is validated as sent (no type coercion); query strings and parameters as their schemas read them.
    // Each distinct schema is compiled once per process (http/route-compilers.ts).
    schemaController: { compilersFactory: routeCompilers() },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.log.info(`TLS certificate: ${tls.source}`);

  app.decorate('config', config);
  app.setErrorHandler(handleError);
  // Every route's input schemas get the shared limits (whole numbers the database holds, no NUL in text).
  app.addHook('onRoute', addInputLimits);
  // Every answer gets the browser-side defences (content security policy, no framing, HSTS …).
  app.addHook('onSend', securityHeaders(app));

  // Third-party plugins, then the application's own (autoload registers first the plugins each one names as
  // its dependencies), then the routes: each file its own encapsulated plugin, under the `autohooks` of its
  // folder and of the folders above it (authentication: routes/api/v2/autohooks.ts).
  app.register(autoload, { dir: join(pluginsDir, 'external'), ignorePattern: TEST_FILE });
  app.register(autoload, { dir: join(pluginsDir, 'app'), ignorePattern: TEST_FILE });
  app.register(autoload, {
    dir: routesDir,
    ignorePattern: TEST_FILE,
    dirNameRoutePrefix: urlSegmentOf,
    autoHooks: true,
    cascadeHooks: true,
  });

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
