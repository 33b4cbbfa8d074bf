import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_ROUTES } from '@portal/contracts';
import { readRemoteRegistry } from '../registry/read-remote-registry.js';

/**
 * The browser-side defences every answer of the portal carries (OWASP's secure headers):
 * - pages (the shell, its remotes' files, the API docs) get a Content-Security-Policy the shell and its
 *   remotes work under: script only from the portal's own origin and the origins the remote registry points
 *   at (module federation loads each remote's entry and chunks as script files, no inline script and no
 *   eval); styles inline too (antd writes its CSS at run time); connections to the portal, the sign-in
 *   authority, blob storage and the remotes' origins; pictures and media from https anywhere (they cannot
 *   run); no plugin (`object-src 'none'`); frames only of the portal and the sign-in authority (MSAL's silent
 *   renewal);
 * - the API's JSON answers get a policy that allows nothing (they are data, never pages);
 * - every answer: `frame-ancestors 'none'` and `X-Frame-Options: DENY` (no other site may frame the portal,
 *   against clickjacking), HSTS, `nosniff`, and a referrer policy that sends other sites the origin only
 *   (addresses may hold a SAS token). The one exception: pages made to be embedded (route flag hideHeader: the
 *   built-in dashboards, which the asset embed page frames) may be framed by the portal itself
 *   (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`), still by no other site.
 * An answer that already has its own policy keeps it (stored files, blob/azurite-proxy.ts; the
 * sign-in pages); the other headers are added to it.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const origin = (url: string | null | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value) && value !== 'null')),
];

/** The paths of the pages made to be embedded by the portal's own pages (route flag hideHeader). */
const EMBEDDABLE_PAGES = REMOTE_ROUTES.filter((route) => route.hideHeader).map(
  (route) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+').replace(/\/\*$/, '(/.*)?')}/?$`),
);
export const isEmbeddablePage = (url: string) => {
  const path = url.split(/[?#]/)[0]!;
  return EMBEDDABLE_PAGES.some((pattern) => pattern.test(path));
};

/** The policy of the portal's pages, with the origins of this deployment (the registry is read at each page load). */
export async function pagePolicy(
  app: FastifyInstance,
  request: FastifyRequest,
  framers: "'none'" | "'self'" = "'none'",
): Promise<string> {
  const own = origin(app.config.publicUrl);
  const remotes = (await readRemoteRegistry(app.config.registryFile, request.log)).map((remote) =>
    origin(new URL(remote.entry, app.config.publicUrl).href),
  );
  const others = (values: (string | undefined)[]) => unique(values).filter((value) => value !== own);
  const authority = origin(app.config.auth.authority);
  const storage = origin(app.blobAccount?.publicUrl);
  const list = (values: string[]) => (values.length ? ` ${values.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${list(others([...remotes, origin(app.config.translationScriptUrl)]))}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${list(others([authority, storage, ...remotes]))}`,
    `frame-src 'self'${list(others([authority]))}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${list(others([authority]))}`,
    `frame-ancestors ${framers}`,
  ].join('; ');
}

const isApiData = (url: string) =>
  (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) && !url.startsWith('/api/docs');
const isPage = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('text/html');

/** The onSend hook that adds the headers above to every answer. */
export function securityHeaders(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('strict-transport-security', 'max-age=31536000');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const embeddable = isPage(reply) && isEmbeddablePage(request.url);
    reply.header('x-frame-options', embeddable ? 'SAMEORIGIN' : 'DENY');
    if (reply.hasHeader('content-security-policy')) return;
    if (isApiData(request.url)) reply.header('content-security-policy', API_POLICY);
    else if (embeddable) reply.header('content-security-policy', await pagePolicy(app, request, "'self'"));
    else if (isPage(reply) || request.url.startsWith('/api/docs'))
      reply.header('content-security-policy', await pagePolicy(app, request));
    else reply.header('content-security-policy', "frame-ancestors 'none'");
  };
}
