import replyFrom from '@fastify/reply-from';
import type { FastifyPluginAsync } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { BLOB_PROXY_PATH, type BlobAccount } from '../../blob/blob-account.js';
import { errorResponse } from '../../http/error-response.js';

/** Headers that belong to one connection (RFC 9110 §7.6.1), never forwarded in either direction. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/**
 * The portal's own credentials stay on the portal: the SAS in the query string is the only credential
 * the proxy passes on, so neither the portal's bearer token nor its cookies reach storage.
 */
const PORTAL_CREDENTIALS = ['authorization', 'cookie'];

const without = <Headers extends Record<string, unknown>>(headers: Headers, names: string[]): Headers => {
  const kept = { ...headers };
  for (const name of names) delete kept[name];
  return kept;
};

/** Whether a raw URL path has a `.` or `..` segment, percent-encoded or not (it could leave the account). */
function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/**
 * `${publicUrl}/blob/<account>/<container>/<blob>?<SAS>` on the portal's origin, passed on to the embedded
 * Azurite (see blob/blob-account.ts for why). Request and response bodies are streamed both ways, so 4 MB
 * upload blocks and large downloads are never held in memory; every method the blob API uses for one
 * blob is passed (GET, HEAD, PUT incl. `?comp=block` and `?comp=blocklist`, DELETE, POST, OPTIONS).
 * It is not an open proxy: the upstream is fixed to Azurite's address and account path, and paths with
 * `.` or `..` segments, which could leave it, are refused (400; @fastify/reply-from checks as well).
 * No portal sign-in is needed: storage checks the SAS and refuses a request without one (private containers).
 */
const azuriteProxy: FastifyPluginAsync<{ account: BlobAccount }> = async (app, { account }) => {
  if (!account.proxiedUrl) throw new Error('The Azurite proxy needs the address of the Azurite account.');
  const upstream = new URL(account.proxiedUrl);
  const publicPrefix = `${BLOB_PROXY_PATH}/${account.accountName}`;

  await app.register(replyFrom, {
    base: upstream.origin,
    disableRequestLogging: true,
    // A block upload can take a while on a slow link; the defaults (300 s) are kept for both timeouts.
    undici: { connections: 64, pipelining: 1 },
  });

  // Bodies pass through as streams, whatever their type (the portal's JSON and form parsers do not apply here).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.route({
    method: ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'],
    url: `${publicPrefix}/*`,
    // Bytes go through untouched: compressing would break Content-Length and Content-MD5 of blobs.
    compress: false,
    decompress: false,
    handler: (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (hasDotSegment(path)) {
        return reply.code(400).send(errorResponse(400, 'Not a blob address: the path must not contain "." or ".." segments.'));
      }
      return reply.from(`${upstream.pathname}${path.slice(publicPrefix.length)}`, {
        rewriteRequestHeaders: (_request, headers) => without(headers, [...HOP_BY_HOP, ...PORTAL_CREDENTIALS]),
        rewriteHeaders: (headers: IncomingHttpHeaders) => without(headers, HOP_BY_HOP),
      });
    },
  });
};

export default azuriteProxy;
