import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { OIDC_MOUNT_PATH } from '../../plugins/app/identity-provider.js';

/**
 * Hands every /oidc/* request (discovery, authorize, token, jwks, session end, …) to oidc-provider.
 * Encapsulated: request bodies are left unread here, because the provider parses its own.
 */
const providerEndpoints: FastifyPluginAsync = async (app) => {
  const embedded = app.identityProvider;
  if (!embedded) return;
  const handle = embedded.provider.callback();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all(`${OIDC_MOUNT_PATH}/*`, { schema: { hide: true } }, (request, reply) => {
    reply.hijack();
    const raw: IncomingMessage & { originalUrl?: string } = request.raw;
    // The provider derives its mount path from originalUrl minus url, so discovery URLs keep the /oidc prefix.
    raw.originalUrl = raw.url;
    raw.url = raw.url?.slice(OIDC_MOUNT_PATH.length) || '/';
    void handle(raw, reply.raw);
  });
};

export default providerEndpoints;
