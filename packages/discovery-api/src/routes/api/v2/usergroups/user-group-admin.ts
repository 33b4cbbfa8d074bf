import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACCESS_MESSAGES,
  NewUserGroup,
  Role,
  UserGroup,
  UserGroupChanges,
  UserGroupMember,
  UserGroupMembersRequest,
} from '@portal/contracts';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';
import { errorResponses } from '../../../../http/error-response.js';
import { refuseUnknownFields } from '../../../../http/unknown-fields.js';
import {
  addUserGroupMembers,
  changeUserGroup,
  createUserGroup,
  deleteUserGroup,
  manageableUserGroup,
  managedSiteIds,
  removeUserGroupMember,
  requireMembersManager,
  siteRoles,
  userGroupMembersOf,
} from '../../../../sites/user-group-admin.js';
import { siteUserGroups } from '../../../../sites/site-user-groups.js';
import { signedInIdentity } from '../../../../auth/signed-in-identity.js';
import { HttpError } from '../../../../http/http-error.js';
import { signedInUser } from '../../../../users/upsert-signed-in-user.js';

const groupParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'The user group.' }) });

/**
 * A site's user groups as the admin screens manage them (sites/user-group-admin.ts): create, rename or change the
 * role, delete (409 naming what it still gives access to), and the members (granting and taking away the site role
 * the group carries; by email for someone who has not signed in yet). For portal administrators on every site and
 * site administrators on theirs (the role table's manageMembers); 403 for the other users of the site, 404 for a
 * user group of a site the caller does not use.
 */
const userGroupAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answerOf = async (deploymentIndexId: number, userGroupId: number) =>
    (await siteUserGroups(app.db, deploymentIndexId)).find((group) => group.userGroupId === userGroupId)!;

  app.get(
    '/usergroups/roles',
    {
      schema: {
        tags: ['usergroups'],
        summary: 'The site roles a user group may carry, in the role table’s order',
        description: 'For those who manage the user groups of some site (portal administrators, site administrators).',
        security: BEARER_SECURITY,
        response: { 200: Type.Array(Role), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = await signedInUser(app.db, signedInIdentity(request));
      if ((await managedSiteIds(app.db, user)).length === 0) throw new HttpError(403, ACCESS_MESSAGES.membersDenied);
      return siteRoles(app.db);
    },
  );

  app.post(
    '/usergroups',
    {
      schema: {
        tags: ['usergroups'],
        summary: 'Creates a user group of a site, carrying a site role',
        security: BEARER_SECURITY,
        body: NewUserGroup,
        response: { 201: UserGroup, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: refuseUnknownFields(NewUserGroup),
    },
    async (request, reply) => {
      await requireMembersManager(app, request, request.body.deploymentIndexId);
      const created = await createUserGroup(app.db, request.body);
      return reply.code(201).send(await answerOf(created.deploymentIndexId, created.userGroupId));
    },
  );

  app.put(
    '/usergroups/:id',
    {
      schema: {
        tags: ['usergroups'],
        summary: 'Renames a user group or changes the site role it carries',
        security: BEARER_SECURITY,
        params: groupParams,
        body: UserGroupChanges,
        response: { 200: UserGroup, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preValidation: refuseUnknownFields(UserGroupChanges),
    },
    async (request) => {
      const { group } = await manageableUserGroup(app, request, request.params.id);
      const changed = await changeUserGroup(app.db, group, request.body);
      return answerOf(changed.deploymentIndexId, changed.userGroupId);
    },
  );

  app.delete(
    '/usergroups/:id',
    {
      schema: {
        tags: ['usergroups'],
        summary: 'Deletes a user group; refused while it gives access to collections, groups or assets',
        security: BEARER_SECURITY,
        params: groupParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { group } = await manageableUserGroup(app, request, request.params.id);
      await deleteUserGroup(app.db, group);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/usergroups/:id/members',
    {
      schema: {
        tags: ['usergroups'],
        summary: "A user group's members",
        security: BEARER_SECURITY,
        params: groupParams,
        response: { 200: Type.Array(UserGroupMember), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { group } = await manageableUserGroup(app, request, request.params.id);
      return userGroupMembersOf(app.db, group.userGroupId);
    },
  );

  app.put(
    '/usergroups/:id/members',
    {
      schema: {
        tags: ['usergroups'],
        summary: 'Adds members to a user group, by user id or by email (a user made ahead of their first sign-in)',
        security: BEARER_SECURITY,
        params: groupParams,
        body: UserGroupMembersRequest,
        response: { 200: Type.Array(UserGroupMember), ...errorResponses(400, 401, 403, 404) },
      },
      preValidation: refuseUnknownFields(UserGroupMembersRequest),
    },
    async (request) => {
      const { group } = await manageableUserGroup(app, request, request.params.id);
      await addUserGroupMembers(app.db, group.userGroupId, request.body);
      return userGroupMembersOf(app.db, group.userGroupId);
    },
  );

  app.delete(
    '/usergroups/:id/members/:userId',
    {
      schema: {
        tags: ['usergroups'],
        summary: 'Removes a member from a user group (they lose the site role it carries)',
        security: BEARER_SECURITY,
        params: Type.Object({ ...groupParams.properties, userId: Type.Integer({ minimum: 1 }) }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { group } = await manageableUserGroup(app, request, request.params.id);
      await removeUserGroupMember(app.db, group.userGroupId, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};

export default userGroupAdminRoutes;
