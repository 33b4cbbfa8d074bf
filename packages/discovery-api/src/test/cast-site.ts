import { eq } from 'drizzle-orm';
import { deploymentIndexes, roles, userGroupMembers, userGroups, type DeploymentIndex } from '../db/schema/index.js';
import { createEmptySite } from '../sites/find-or-create-site.js';
import { AI_USER, SECOND_VIEWER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from './cast.js';
import type { DemoSiteContext } from './demo-site-context.js';
import { userIdOf } from './document-fixtures.js';

/** The user groups of a cast site by role, with their members: the roles the cast holds on HOME_SITE. */
const HOME_ROLES: Readonly<Record<string, readonly string[]>> = {
  siteAdministrator: [SITE_ADMIN],
  contentUploader: [UPLOADER],
  siteMember: [SITE_VIEWER, SECOND_VIEWER],
  aiUser: [AI_USER],
};

let made = 0;

/**
 * A new, empty site on the shared server where the cast holds the roles it holds on HOME_SITE (the site admin, the
 * uploader, the viewers, the AI user), so that a test may count what is on it — its documents, collections, groups,
 * metadata sets, user groups — without meeting what the other tests of its process made on HOME_SITE.
 */
export async function castSite(context: DemoSiteContext, label: string): Promise<DeploymentIndex> {
  const app = context.server.app;
  made += 1;
  const { siteId } = await createEmptySite(app.db, `${label} ${made}`);
  for (const [code, emails] of Object.entries(HOME_ROLES)) {
    const [role] = await app.db.select().from(roles).where(eq(roles.code, code));
    const [group] = await app.db
      .insert(userGroups)
      .values({ name: `${role!.name}s`, deploymentIndexId: siteId, roleId: role!.roleId })
      .returning();
    for (const email of emails)
      await app.db
        .insert(userGroupMembers)
        .values({ userGroupId: group!.userGroupId, userId: await userIdOf(app, email) });
  }
  const [site] = await app.db.select().from(deploymentIndexes).where(eq(deploymentIndexes.deploymentIndexId, siteId));
  return site!;
}
