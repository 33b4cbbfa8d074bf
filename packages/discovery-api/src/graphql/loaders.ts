import type { MercuriusContext, MercuriusLoaders } from 'mercurius';
import { loadContentTypes } from '../assets/asset-content-types.js';
import { loadPreviews, pictureUrl } from '../assets/asset-imagery.js';
import type { AssetListItem } from '../assets/asset-pages.js';
import type { User } from '../db/schema/index.js';
import type { AdministeredUsers, UserMembership } from '../sites/user-memberships.js';
import { usersById } from '../users/users-by-id.js';

/**
 * The fields of an asset that need more than its row, loaded for every asset of the request at once (mercurius
 * batches the calls of one field within a request): a page of 50 assets with their uploaders, content types and
 * thumbnails costs one query per field, as a page of 5 does. An asset's site needs no query (the viewer's sites
 * are read once per request). A private asset the user may not open gets null, as in resolvers.ts.
 */

type Queries = { obj: AssetListItem }[];
type UserQueries = { obj: User }[];

/** A User field of the admin screens, for every user of the request at once (graphql-viewer.ts administered). */
const administered =
  <Value>(read: (seen: AdministeredUsers, user: User) => Value) =>
  async (queries: UserQueries, context: MercuriusContext) => {
    const seen = await context.viewer.administered(queries.map(({ obj }) => obj.userId));
    return queries.map(({ obj }) => read(seen, obj));
  };

/** An account field: null for a user the viewer does not administer. */
const account =
  <Value>(read: (user: User) => Value) =>
  (seen: AdministeredUsers, user: User) =>
    seen.administered.has(user.userId) ? read(user) : null;

export const loaders: MercuriusLoaders<MercuriusContext> = {
  User: {
    status: administered(account((user) => user.status)),
    lastLogin: administered(account((user) => user.lastLogin)),
    isAdministrator: administered(account((user) => user.isAdministrator)),
    userGroups: administered((seen, user) => seen.memberships.get(user.userId) ?? []),
    /** The sites those memberships give, each with the roles held there (by site name), and the current one. */
    deploymentIndexUsers: administered((seen, user) => {
      const sites = new Map<
        number,
        { deploymentIndexId: number; siteName: string; roles: UserMembership['role'][]; isCurrent: boolean }
      >();
      for (const membership of seen.memberships.get(user.userId) ?? []) {
        const site = sites.get(membership.deploymentIndexId) ?? {
          deploymentIndexId: membership.deploymentIndexId,
          siteName: membership.siteName,
          roles: [],
          isCurrent: seen.currentSites.get(user.userId) === membership.deploymentIndexId,
        };
        if (!site.roles.some((role) => role.roleId === membership.role.roleId)) site.roles.push(membership.role);
        sites.set(membership.deploymentIndexId, site);
      }
      return [...sites.values()];
    }),
  },
  Asset: {
    /** Its uploader, as the portal asset answer shows them (assets/portal-asset.ts: id, names and email). */
    createdByUser: async (queries: Queries, context: MercuriusContext) => {
      const ids = queries
        .filter(({ obj }) => obj.isAccessible && obj.asset.createdByUserId !== null)
        .map(({ obj }) => obj.asset.createdByUserId!);
      const found = await usersById(context.app.db, ids);
      return queries.map(({ obj }) =>
        obj.isAccessible && obj.asset.createdByUserId !== null ? (found.get(obj.asset.createdByUserId) ?? null) : null,
      );
    },

    /** Its content types (shown for every asset listed, as search shows them). */
    contentTypes: async (queries: Queries, context: MercuriusContext) => {
      const types = await loadContentTypes(
        context.app.db,
        queries.map(({ obj }) => obj.asset),
      );
      return queries.map(({ obj }) => types.get(obj.asset.assetId) ?? []);
    },

    /** Its thumbnail's API path (POST v2/assets/thumbnails' rule: never for an asset the user may not open). */
    thumbnailUrl: async (queries: Queries, context: MercuriusContext) => {
      const previews = await loadPreviews(
        context.app.db,
        queries.filter(({ obj }) => obj.isAccessible).map(({ obj }) => obj.asset.assetId),
      );
      return queries.map(({ obj }) =>
        obj.isAccessible ? pictureUrl(obj.asset, previews.get(obj.asset.assetId) ?? [], 'thumbnail') : null,
      );
    },
  },
};
