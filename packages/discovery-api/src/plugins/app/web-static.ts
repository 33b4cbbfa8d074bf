import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from '../../http/api-not-found.js';
import { REMOTE_NAMES } from '@portal/contracts';
import { REMOTES_PATH, remoteFolder } from '../../registry/remotes.js';
import { OIDC_MOUNT_PATH } from './identity-provider.js';

// Files whose names do not change between builds must be revalidated, or a redeploy goes unnoticed.
const UNHASHED_ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

function revalidateEntryFiles(reply: FastifyReply, path: string) {
  const file = basename(path);
  if (file.endsWith('.html') || UNHASHED_ENTRY_FILES.has(file)) reply.header('Cache-Control', 'no-cache');
}

const startsWithSegment = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/** The built shell at `/` (with SPA fallback) and each built remote under `/remotes/<folder>/`. */
export default fp(
  async function webStatic(app) {
    const shellRoot = resolve(app.config.webRoot, 'shell', 'dist');
    const shellIndex = resolve(shellRoot, 'index.html');
    // A folder that is not built yet only gets a warning (from @fastify/static); its files are served once they exist.
    await app.register(fastifyStatic, { root: shellRoot, prefix: '/', setHeaders: revalidateEntryFiles });

    for (const name of REMOTE_NAMES) {
      const folder = remoteFolder(name);
      await app.register(fastifyStatic, {
        root: resolve(app.config.webRoot, folder, 'dist'),
        prefix: `${REMOTES_PATH}/${folder}/`,
        decorateReply: false,
        setHeaders: (reply, path) => {
          // Remotes may be loaded by a shell on another origin (another deployment or a dev server).
          reply.header('Access-Control-Allow-Origin', '*');
          revalidateEntryFiles(reply, path);
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const { url } = request;
      if (startsWithSegment(url, '/api')) return sendApiNotFound(request, reply);

      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        (request.headers.accept ?? '').includes('text/html') &&
        !startsWithSegment(url, REMOTES_PATH) &&
        !startsWithSegment(url, OIDC_MOUNT_PATH);
      if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');

      if (!existsSync(shellIndex)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The portal front end is not built yet. Build it (npm run build) and reload this page.');
      }
      // Client-side routes of the shell (e.g. /search, /implicit/callback) all load its index.html.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', shellRoot);
    });
  },
  { name: 'web-static' },
);
