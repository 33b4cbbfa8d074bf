import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateShareLinkRequest, OpenedShareLink, ShareLink, ShareLinks } from '@portal/contracts';
import {
  createShareLink,
  listShareLinks,
  openShareLink,
  requireCollectionOwner,
  revokeShareLink,
} from '../../../../collections/share-links.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const tags = ['collections'];
const id = Type.Integer({ minimum: 1 });

/**
 * A collection's share links (collections/share-links.ts): GET, POST v2/collections/{id}/shareLinks and DELETE
 * v2/collections/{id}/shareLinks/{shareLinkId} for the collection's owners and the site's administrators (403 for
 * editors, viewers and others; 404 for a collection the user may not see and a link of another collection); POST
 * v2/collections/shareLinks/{token}/open for any signed-in user of the collection's site (404 unknown token, 410
 * expired or revoked link), which records the use and lets the user read the collection while the link is valid.
 */
const collectionShareLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/collections/:id/shareLinks',
    {
      schema: {
        tags,
        summary: "A collection's share links with their uses (its owners and the site's administrators)",
        security: BEARER_SECURITY,
        params: Type.Object({ id }),
        response: { 200: ShareLinks, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { collection } = await requireCollectionOwner(app, request, request.params.id);
      return listShareLinks(app.db, collection);
    },
  );

  app.post(
    '/collections/:id/shareLinks',
    {
      schema: {
        tags,
        summary: 'Creates a share link of a collection, valid 1 to 90 days (its owners and the site’s administrators)',
        security: BEARER_SECURITY,
        params: Type.Object({ id }),
        body: CreateShareLinkRequest,
        response: { 201: ShareLink, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { collection, access } = await requireCollectionOwner(app, request, request.params.id);
      const link = await createShareLink(app.db, access.user.userId, collection, request.body.expiresInDays);
      return reply.code(201).send(link);
    },
  );

  app.delete(
    '/collections/:id/shareLinks/:shareLinkId',
    {
      schema: {
        tags,
        summary: 'Revokes a share link of a collection (its owners and the site’s administrators)',
        security: BEARER_SECURITY,
        params: Type.Object({ id, shareLinkId: id }),
        response: { 200: ShareLink, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { collection } = await requireCollectionOwner(app, request, request.params.id);
      return revokeShareLink(app.db, collection, request.params.shareLinkId);
    },
  );

  app.post(
    '/collections/shareLinks/:token/open',
    {
      schema: {
        tags,
        summary: 'Opens a share link: records the use and lets you read the collection while the link is valid',
        security: BEARER_SECURITY,
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: OpenedShareLink, ...errorResponses(400, 401, 403, 404, 410) },
      },
    },
    async (request) => openShareLink(app, request, request.params.token),
  );
};

export default collectionShareLinkRoutes;
