import { SITE_ROLE_CODES, SITE_ROLES } from '@portal/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { roles, userGroupMembers, userGroups, type DeploymentIndex, type User } from '../db/schema/index.js';
import { notifyUser } from '../notifications/notify-user.js';
import { FORM_RULES, type FormKind } from './form-rules.js';

/**
 * The notifications a stored form produces (the spec names no trigger; this is the portal's choice):
 * - the sender gets a receipt, so they know the request reached the site's team;
 * - every site editor of the site (a user whose group there carries a role granting editDeploymentIndex, by the
 *   role table), except the sender, is told who sent which form — they are the people who act on requests for
 *   their site.
 * Both arrive live through the notification stream. Administrators of the whole portal are not
 * included: they would otherwise receive every site's forms.
 */
/** The site roles that edit the site (editDeploymentIndex), who act on the forms sent to it. */
const SITE_EDITING_ROLES = SITE_ROLE_CODES.filter((code) =>
  SITE_ROLES[code].permissions.includes('editDeploymentIndex'),
);

export async function notifyFormReceived(
  db: Database,
  sender: User,
  site: DeploymentIndex,
  kind: FormKind,
): Promise<void> {
  const { noun } = FORM_RULES[kind];
  const related = { entityType: 'deploymentIndex' as const, entityId: site.deploymentIndexId };
  await notifyUser(db, {
    userId: sender.userId,
    title: `${noun} received`,
    message: `Thank you. The ${site.name} team has it and will follow up.`,
    subject: FORM_RULES[kind].title,
    relatedEntity: related,
  });

  const editors = await db
    .selectDistinct({ userId: userGroupMembers.userId })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
    .innerJoin(roles, eq(roles.roleId, userGroups.roleId))
    .where(
      and(
        eq(userGroups.deploymentIndexId, site.deploymentIndexId),
        inArray(roles.code, SITE_EDITING_ROLES),
        ne(userGroupMembers.userId, sender.userId),
      ),
    );
  const senderName = sender.name ?? ([sender.givenName, sender.lastName].filter(Boolean).join(' ') || sender.email);
  for (const editor of editors) {
    await notifyUser(db, {
      userId: editor.userId,
      title: `New ${noun.toLowerCase()}`,
      message: `From ${senderName} on ${site.name}.`,
      subject: FORM_RULES[kind].title,
      relatedEntity: related,
    });
  }
}
