import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicVideo } from '@portal/contracts';
import { openPublicVideo } from '../../../video/public-video-links.js';
import { errorResponses } from '../../../http/error-response.js';

/**
 * GET public/videos/{token}: the public player's video (/video?v=<token>), WITHOUT sign-in — this folder has no
 * autohooks and none above it (routes/api) adds the bearer check; sign-in-required.test.ts pins this down. The token is
 * the whole authorisation (video/public-video-links.ts): 404 unknown, 410 revoked, expired or no longer shareable.
 * Every answer, refusals included, is `Cache-Control: no-store`, so no cache keeps a SAS or tells a dead link from a
 * live one after the fact.
 */
const publicVideoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/public/videos/:token',
    {
      schema: {
        tags: ['videos'],
        summary:
          'A video shared by a public link: its title, description and a short-lived URL of its file (no sign-in)',
        params: Type.Object({
          token: Type.String({ minLength: 1, maxLength: 100, description: 'The secret part of the link (v=).' }),
        }),
        response: { 200: PublicVideo, ...errorResponses(400, 404, 410, 501) },
      },
    },
    async (request) => openPublicVideo(app, request.params.token),
  );
};

export default publicVideoRoutes;
