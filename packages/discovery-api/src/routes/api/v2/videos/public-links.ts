import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreatedPublicVideoLink, CreatePublicVideoLinkRequest, PublicVideoLinks } from '@portal/contracts';
import {
  createPublicVideoLink,
  livePublicVideoLinks,
  requireVideoLinkManager,
  revokePublicVideoLink,
} from '../../../../video/public-video-links.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const tags = ['videos'];
const id = Type.Integer({ minimum: 1 });

/**
 * A video's public links (video/public-video-links.ts), for the asset's managers (its uploader and the users with
 * editDeploymentIndex on its site; 403 for other users of the site, 404 for everyone else): POST makes one (only for a
 * video with a file, 400 otherwise; 403 for a private or confidential asset) and answers its token, once; GET lists
 * the live ones without their tokens; DELETE revokes one. Opening a link is GET public/videos/{token}
 * (routes/api/public), without sign-in.
 */
const publicVideoLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/videos/:id/publicLinks',
    {
      schema: {
        tags,
        summary:
          'Makes a public link of a video, which anyone may play without sign-in for 1 to 30 days (its managers)',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) }),
        body: CreatePublicVideoLinkRequest,
        response: { 201: CreatedPublicVideoLink, ...errorResponses(400, 401, 403, 404, 501) },
      },
    },
    async (request, reply) => {
      const found = await requireVideoLinkManager(app, request, request.params.id);
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(await createPublicVideoLink(app, found, request.body.days));
    },
  );

  app.get(
    '/videos/:id/publicLinks',
    {
      schema: {
        tags,
        summary: "A video's public links that still work, without their tokens (its managers)",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1, description: 'The asset id.' }) }),
        response: { 200: PublicVideoLinks, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { asset } = await requireVideoLinkManager(app, request, request.params.id);
      return livePublicVideoLinks(app.db, asset.assetId);
    },
  );

  app.delete(
    '/videos/:id/publicLinks/:linkId',
    {
      schema: {
        tags,
        summary: 'Revokes a public link of a video: it stops working at once (its managers)',
        security: BEARER_SECURITY,
        params: Type.Object({ id, linkId: id }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { asset } = await requireVideoLinkManager(app, request, request.params.id);
      await revokePublicVideoLink(app.db, asset.assetId, request.params.linkId);
      return reply.code(204).send(null);
    },
  );
};

export default publicVideoLinkRoutes;
