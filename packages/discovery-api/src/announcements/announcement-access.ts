import { ACCESS_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { announcements, type Announcement } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { requireSiteAccess, usableSiteAccess, type SiteAccess } from '../sites/site-access.js';

/**
 * Who may do what with a site's announcements. Spec §2.1 shows only the screen; chosen as intranet news tools do
 * (SharePoint news, Confluence announcements): the site's writers — the role table's `customize` ability, held by
 * site administrators and editors (editDeploymentIndex), and by portal administrators — write, publish and see
 * drafts; every user of the site reads what is published. An announcement of a site the caller cannot use, and a
 * draft for someone who may not write, are answered as unknown ids (404), so neither their ids nor their titles can
 * be probed; a user of the site who may not write gets 403 for a published one, which they can see anyway.
 */
export interface AnnouncementAccess extends SiteAccess {
  /** May write, publish and see the drafts of the site's announcements. */
  canWrite: boolean;
}

const withWriting = (access: SiteAccess): AnnouncementAccess => ({
  ...access,
  canWrite: access.abilities.site.has('customize'),
});

/** The caller's access to a site's announcements: 404 for an unknown site, 403 when they do not use it. */
export async function requireAnnouncementSite(
  app: FastifyInstance,
  request: FastifyRequest,
  siteId: number,
): Promise<AnnouncementAccess> {
  return withWriting(await requireSiteAccess(app, request, siteId));
}

/** As requireAnnouncementSite, and 403 unless the caller may write the site's announcements. */
export async function requireAnnouncementWriter(
  app: FastifyInstance,
  request: FastifyRequest,
  siteId: number,
): Promise<AnnouncementAccess> {
  const access = await requireAnnouncementSite(app, request, siteId);
  if (!access.canWrite) throw new HttpError(403, ACCESS_MESSAGES.announcementsDenied);
  return access;
}

/** The announcement the caller may see, with their access to its site; 404 for anything else (see above). */
export async function findAnnouncement(
  app: FastifyInstance,
  request: FastifyRequest,
  announcementId: number,
): Promise<{ announcement: Announcement; access: AnnouncementAccess }> {
  const [announcement] = await app.db
    .select()
    .from(announcements)
    .where(eq(announcements.announcementId, announcementId));
  const siteAccess = announcement && (await usableSiteAccess(app, request, announcement.deploymentIndexId));
  const access = siteAccess && withWriting(siteAccess);
  if (!announcement || !access || (announcement.status === 'draft' && !access.canWrite))
    throw new HttpError(404, `No such announcement: ${announcementId}.`);
  return { announcement, access };
}

/** The announcement the caller may change: as findAnnouncement, then 403 unless they may write its site's. */
export async function findWritableAnnouncement(
  app: FastifyInstance,
  request: FastifyRequest,
  announcementId: number,
): Promise<{ announcement: Announcement; access: AnnouncementAccess }> {
  const found = await findAnnouncement(app, request, announcementId);
  if (!found.access.canWrite) throw new HttpError(403, ACCESS_MESSAGES.announcementsDenied);
  return found;
}
