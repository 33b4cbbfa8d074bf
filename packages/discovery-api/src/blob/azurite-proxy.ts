import replyFrom from '@fastify/reply-from';
import type { FastifyPluginAsync } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { errorResponse } from '../http/error-response.js';
import { BLOB_PROXY_PATH, type BlobAccount } from './blob-account.js';
import { STORED_FILE_POLICY, servedFileHeaders } from './served-file-headers.js';

/** Headers that belong to one connection (RFC 9110 §7.6.1), never forwarded in either direction. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

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

/** The SAS permissions the portal signs (blob/short-lived-sas.ts): read, or create and write. */
const PORTAL_PERMISSIONS = new Set(['r', 'cw']);
/** The `comp` operations of one blob that an upload uses (block, block list); reads use none. */
const BLOB_OPERATIONS = new Set(['block', 'blocklist']);
const METHODS_BY_PERMISSION: Record<string, ReadonlySet<string>> = {
  r: new Set(['GET', 'HEAD']),
  cw: new Set(['PUT', 'GET']),
};

/**
 * Why the proxy refuses a request, or undefined when it has the shape of what the portal signs: one named
 * blob (`<container>/<blob>`) with a blob-scoped service SAS (`sr=b`, `sp=r` or `sp=cw`, a signature and an
 * expiry), and an operation on that blob only. Account SAS (`ss`, `srt`), container or service calls
 * (`restype`, listings), and user-delegation SAS are never passed on, whoever signed them; Azurite then
 * checks the signature against this data folder's own key (blob/start-azurite.ts).
 */
export function proxyRefusal(method: string, blobPath: string, query: URLSearchParams): string | undefined {
  const segments = blobPath.split('/').slice(1);
  if (segments.length < 2 || segments.some((segment) => segment === ''))
    return 'Only files are served here: the address must name a container and a file.';
  const refuse = 'Only requests signed by the portal for one file are served here.';
  if (!query.get('sig') || !query.get('sv') || !query.get('se') || query.get('sr') !== 'b') return refuse;
  for (const name of ['ss', 'srt', 'skoid', 'sktid', 'restype']) if (query.has(name)) return refuse;
  const permission = query.get('sp') ?? '';
  if (!PORTAL_PERMISSIONS.has(permission) || !METHODS_BY_PERMISSION[permission]!.has(method)) return refuse;
  const operation = query.get('comp');
  if (operation !== null && (permission !== 'cw' || !BLOB_OPERATIONS.has(operation))) return refuse;
  return undefined;
}

/** The file name of a blob path (its last segment, decoded), for the Content-Disposition of an answer. */
function fileNameOf(blobPath: string): string {
  const last = blobPath.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'download';
  } catch {
    return last || 'download';
  }
}

/**
 * `${publicUrl}/blob/<account>/<container>/<blob>?<SAS>` on the portal's origin, passed on to the embedded
 * Azurite (see blob/blob-account.ts for why). Request and response bodies are streamed both ways, so 4 MB
 * upload blocks and large downloads are never held in memory.
 * It is not an open proxy: the upstream is fixed to Azurite's address and account path, and paths with
 * `.` or `..` segments, which could leave it, are refused (400; @fastify/reply-from checks as well). Only
 * what the portal itself signs is passed on (proxyRefusal; 403 otherwise): reading one file (GET, HEAD) or
 * uploading one (PUT, incl. `?comp=block` and `?comp=blocklist`). No portal sign-in is needed: the SAS is
 * the credential, checked by storage against the data folder's own account key.
 * Files are answered so that they never run on the portal's origin (blob/served-file-headers.ts).
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
    // Azure Blob's own protocol passed through, not an API of the portal: it stays out of the OpenAPI document.
    schema: { hide: true },
    // Bytes go through untouched: compressing would break Content-Length and Content-MD5 of blobs.
    compress: false,
    decompress: false,
    handler: (request, reply) => {
      const [path = '', search = ''] = request.url.split('?', 2);
      reply.header('x-content-type-options', 'nosniff').header('content-security-policy', STORED_FILE_POLICY);
      if (hasDotSegment(path)) {
        return reply
          .code(400)
          .send(errorResponse(400, 'Not a blob address: the path must not contain "." or ".." segments.'));
      }
      const blobPath = path.slice(publicPrefix.length);
      const query = new URLSearchParams(search);
      const refusal = proxyRefusal(request.method, blobPath, query);
      if (refusal) return reply.code(403).send(errorResponse(403, refusal));
      return reply.from(`${upstream.pathname}${blobPath}`, {
        rewriteRequestHeaders: (_request, headers) => without(headers, [...HOP_BY_HOP, ...PORTAL_CREDENTIALS]),
        // A file's own answer (not an upload's, nor storage's error, which carries x-ms-error-code) gets the
        // served-file headers; every answer keeps the nosniff and sandbox set above.
        rewriteHeaders: (headers: IncomingHttpHeaders) => {
          const kept = without(headers, HOP_BY_HOP);
          if (request.method === 'PUT' || query.has('comp') || headers['x-ms-error-code']) return kept;
          const type = typeof headers['content-type'] === 'string' ? headers['content-type'] : undefined;
          return {
            ...without(kept, ['content-type', 'content-disposition']),
            ...servedFileHeaders(type, fileNameOf(blobPath)),
          };
        },
      });
    },
  });
};

export default azuriteProxy;
