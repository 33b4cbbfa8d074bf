import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeletedGroup,
  Group,
  GroupCount,
  GroupCountQuery,
  GroupListQuery,
  GroupPage,
  SaveGroupRequest,
} from '@portal/contracts';
import {
  requireGroupChange,
  requireGroupDelete,
  requireVisibleGroup,
  requireVisibleGroupOnSite,
} from '../../../../groups/group-access.js';
import { loadGroup } from '../../../../groups/group-answers.js';
import { GROUP_PAGE_SIZE, countGroups, listGroups } from '../../../../groups/group-lists.js';
import { createGroup, deleteGroup, updateGroup } from '../../../../groups/save-group.js';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['groups'];

/**
 * Groups of collections (spec §7 "Groups"): the lists, one group, create, update, delete and the count. Who may
 * do what: src/groups/group-access.ts.
 */
const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/groups',
    {
      schema: {
        tags,
        summary: 'One page of a list of the site’s groups (my, shared, all-public, pinned, featured, starred)',
        security: BEARER_SECURITY,
        querystring: GroupListQuery,
        response: { 200: GroupPage, ...errors },
      },
    },
    async (request) => {
      const { deploymentIndexId, type = 'my', rowsPerPage = GROUP_PAGE_SIZE, currentPage = 1 } = request.query;
      const access = await requireSiteAccess(app, request, deploymentIndexId);
      return listGroups(app, access, type, rowsPerPage, currentPage);
    },
  );

  app.get(
    '/groups/count',
    {
      schema: {
        tags,
        summary: 'How many of the site’s groups the signed-in user may see, and the size of each list',
        security: BEARER_SECURITY,
        querystring: GroupCountQuery,
        response: { 200: GroupCount, ...errors },
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.query.deploymentIndexId);
      return countGroups(app, access);
    },
  );

  app.get(
    '/groups/:id',
    {
      schema: {
        tags,
        summary: 'A group with its members, the collections you may see and your membership',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Group, ...errors },
      },
    },
    async (request) => {
      const { access } = await requireVisibleGroup(app, request, request.params.id);
      return loadGroup(app, access, request.params.id);
    },
  );

  app.post(
    '/groups',
    {
      schema: {
        tags,
        summary: 'Creates a group on the site (confidential unless told otherwise); the creator is its owner',
        security: BEARER_SECURITY,
        body: SaveGroupRequest,
        response: { 200: Group, ...errors },
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.body.deploymentIndexId);
      const groupId = await createGroup(app, access, request.body.group);
      return loadGroup(app, access, groupId);
    },
  );

  app.put(
    '/groups/:id',
    {
      schema: {
        tags,
        summary: 'Updates a group: name, description, confidentiality, theme colours, members (owners and editors)',
        security: BEARER_SECURITY,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: SaveGroupRequest,
        response: { 200: Group, ...errors },
      },
    },
    async (request) => {
      const groupId = request.params.id;
      const access = await requireSiteAccess(app, request, request.body.deploymentIndexId);
      await requireVisibleGroupOnSite(app.db, access, groupId);
      await requireGroupChange(app.db, access, groupId);
      await updateGroup(app, access, groupId, request.body.group);
      return loadGroup(app, access, groupId);
    },
  );

  app.delete(
    '/groups/:groupId',
    {
      schema: {
        tags,
        summary: 'Deletes a group (its owners and the site’s administrators); its collections stay',
        security: BEARER_SECURITY,
        params: Type.Object({ groupId: Type.Integer({ minimum: 1 }) }),
        response: { 200: DeletedGroup, ...errors },
      },
    },
    async (request) => {
      const { groupId } = request.params;
      const { access } = await requireVisibleGroup(app, request, groupId);
      await requireGroupDelete(app.db, access, groupId);
      await deleteGroup(app, access, groupId);
      return { groupId };
    },
  );
};

export default groupRoutes;
