import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Announcement, AnnouncementListQuery, AnnouncementPage, NewAnnouncement, PAGE_SIZES } from '@portal/contracts';
import { requireAnnouncementSite, requireAnnouncementWriter } from '../../../../announcements/announcement-access.js';
import { announcementAnswer, announcementPage } from '../../../../announcements/announcement-answers.js';
import { createAnnouncement } from '../../../../announcements/announcement-writes.js';
import { announceToSite } from '../../../../announcements/announce-to-site.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';

const params = Type.Object({ indexId: Type.Integer({ minimum: 1, description: 'The site (deployment index) id.' }) });
const tags = ['announcements'];

/**
 * A site's announcements (spec §2.1 `.../announcements`; the calls are chosen in the v2 style, see
 * @portal/contracts api/announcements.ts): GET lists them for the caller, POST lets the site's writers add one.
 * Opening, editing, publishing and deleting one are v2/announcements/{id} (routes/api/v2/announcements).
 */
const siteAnnouncementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/deploymentIndexes/:indexId/announcements',
    {
      schema: {
        tags,
        summary:
          "The site's announcements for the caller (drafts too for its writers), pinned then newest first, with the unread count",
        security: BEARER_SECURITY,
        params,
        querystring: AnnouncementListQuery,
        response: { 200: AnnouncementPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await requireAnnouncementSite(app, request, request.params.indexId);
      return announcementPage(app.db, access, {
        rowsPerPage: request.query.rowsPerPage ?? PAGE_SIZES.lists,
        page: request.query.page ?? 1,
      });
    },
  );

  app.post(
    '/deploymentIndexes/:indexId/announcements',
    {
      schema: {
        tags,
        summary:
          "Adds an announcement to the site (its administrators and editors), a draft unless published at once; publishing notifies the site's users",
        security: BEARER_SECURITY,
        params,
        body: NewAnnouncement,
        response: { 201: Announcement, ...errorResponses(400, 401, 403, 404) },
      },
      // A misspelt field is a 400 naming it, as for PUT v2/announcements/{id}, rather than silently dropped.
      preValidation: refuseUnknownFields(NewAnnouncement),
    },
    async (request, reply) => {
      const access = await requireAnnouncementWriter(app, request, request.params.indexId);
      const created = await createAnnouncement(app.db, access.site.deploymentIndexId, access.user.userId, request.body);
      if (created.status === 'published') await announceToSite(app.db, access.site, created, access.user.userId);
      return reply.code(201).send(await announcementAnswer(app.db, created.announcementId, access.user.userId));
    },
  );
};

export default siteAnnouncementRoutes;
