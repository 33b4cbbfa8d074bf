import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { roles, userGroups } from '../../../../db/schema/index.js';
import { ErrorResponse } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../plugins/external/swagger.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';

const UserGroupBody = Type.Object(
  {
    userGroupId: Type.Integer(),
    name: Type.String(),
    deploymentIndexId: Type.Integer(),
    roleId: Type.Integer(),
    role: Type.Object({ roleId: Type.Integer(), name: Type.String(), code: Type.String() }, { title: 'Role' }),
  },
  { title: 'UserGroup' },
);

const deploymentIndexUserGroupsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/usergroups/deploymentindex/:id',
    {
      schema: {
        tags: ['usergroups'],
        summary: "The site's user groups, each with the role it carries there",
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(UserGroupBody), 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { site } = await requireSiteAccess(app, request, request.params.id);
      const rows = await app.db
        .select({
          userGroupId: userGroups.userGroupId,
          name: userGroups.name,
          deploymentIndexId: userGroups.deploymentIndexId,
          roleId: userGroups.roleId,
          roleName: roles.name,
          roleCode: roles.code,
        })
        .from(userGroups)
        .innerJoin(roles, eq(roles.roleId, userGroups.roleId))
        .where(eq(userGroups.deploymentIndexId, site.deploymentIndexId))
        .orderBy(asc(userGroups.name), asc(userGroups.userGroupId));
      return rows.map(({ roleName, roleCode, ...group }) => ({ ...group, role: { roleId: group.roleId, name: roleName, code: roleCode } }));
    },
  );
};

export default deploymentIndexUserGroupsRoute;
