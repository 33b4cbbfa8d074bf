import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Announcement, AnnouncementChange } from '@portal/contracts';
import { findAnnouncement, findWritableAnnouncement } from '../../../../announcements/announcement-access.js';
import { announcementAnswer } from '../../../../announcements/announcement-answers.js';
import {
  changeAnnouncement,
  deleteAnnouncement,
  markAnnouncementRead,
} from '../../../../announcements/announcement-writes.js';
import { announceToSite } from '../../../../announcements/announce-to-site.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';

const params = Type.Object({ id: Type.Integer({ minimum: 1, description: 'The announcement id.' }) });
const tags = ['announcements'];

/**
 * One announcement (the `:blurb` of spec §2.1 `.../announcements/:blurb?`): GET opens it and marks it read for the
 * caller; PUT (edit, publish, unpublish) and DELETE are for its site's writers. An announcement of a site the caller
 * does not use, or a draft for someone who may not write, is answered 404 (announcements/announcement-access.ts).
 */
const announcementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/announcements/:id',
    {
      schema: {
        tags,
        summary: 'One announcement with its body; opening it marks it read for the caller',
        security: BEARER_SECURITY,
        params,
        response: { 200: Announcement, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { announcement, access } = await findAnnouncement(app, request, request.params.id);
      await markAnnouncementRead(app.db, announcement.announcementId, access.user.userId);
      return announcementAnswer(app.db, announcement.announcementId, access.user.userId);
    },
  );

  app.put(
    '/announcements/:id',
    {
      schema: {
        tags,
        summary:
          "Changes an announcement (its site's administrators and editors); status publishes or unpublishes it, and publishing notifies the site's users",
        security: BEARER_SECURITY,
        params,
        body: AnnouncementChange,
        response: { 200: Announcement, ...errorResponses(400, 401, 403, 404) },
      },
      // A misspelt field is a 400 naming it, as for POST v2/deploymentIndexes/{indexId}/announcements.
      preValidation: refuseUnknownFields(AnnouncementChange),
    },
    async (request) => {
      const { announcement, access } = await findWritableAnnouncement(app, request, request.params.id);
      const changed = await changeAnnouncement(app.db, announcement, access.user.userId, request.body);
      if (changed.published) await announceToSite(app.db, access.site, changed.announcement, access.user.userId);
      return announcementAnswer(app.db, announcement.announcementId, access.user.userId);
    },
  );

  app.delete(
    '/announcements/:id',
    {
      schema: {
        tags,
        summary: "Deletes an announcement (its site's administrators and editors)",
        security: BEARER_SECURITY,
        params,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { announcement } = await findWritableAnnouncement(app, request, request.params.id);
      await deleteAnnouncement(app.db, announcement.announcementId);
      return reply.code(204).send(null);
    },
  );
};

export default announcementRoutes;
