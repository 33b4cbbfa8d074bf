import { COLLECTION_ROLE_CODES, type CollectionFormInput } from '@portal/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadStoredThemes } from '../entities/entity-themes.js';
import { roles } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { siteUserGroups } from '../sites/site-user-groups.js';
import { toMemberUser } from './collection-answers.js';
import { siteUsers } from '../sites/site-users.js';

/**
 * GET v2/collectionForm/input/{indexId}: what the create/edit panel needs (the spec names the call only). Chosen:
 * the site's users to pick members from (by name or email; members of its user groups and the portal
 * administrators), the site's user groups for user-group access, the three collection roles, and a new
 * collection's defaults (spec §5): id 0, empty name and description, isConfidential true, and as the default
 * theme the site's colours without images (a new collection has no hero or thumbnail until one is uploaded).
 */
export async function collectionFormInput(app: FastifyInstance, access: SiteAccess): Promise<CollectionFormInput> {
  const siteId = access.site.deploymentIndexId;
  const users = await siteUsers(app.db, siteId);
  const collectionRoles = await app.db
    .select()
    .from(roles)
    .where(inArray(roles.code, [...COLLECTION_ROLE_CODES]))
    .orderBy(asc(roles.roleId));
  const siteTheme = (await loadStoredThemes(app, 'deploymentIndex', [siteId])).get(siteId);
  return {
    deploymentIndexId: siteId,
    users: users.map(toMemberUser),
    userGroups: await siteUserGroups(app.db, siteId),
    roles: collectionRoles,
    defaults: {
      collectionId: 0,
      name: '',
      description: '',
      isConfidential: true,
      theme: {
        themeEntityId: 0,
        themeColor: siteTheme?.themeColor ?? null,
        secondaryThemeColor: siteTheme?.secondaryThemeColor ?? null,
        heroUrl: null,
        thumbnailUrl: null,
      },
    },
  };
}
