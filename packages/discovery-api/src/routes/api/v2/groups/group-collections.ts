import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddCollectionsToGroupRequest,
  AssociateCollectionToGroupsRequest,
  AvailableCollections,
  AvailableForQuery,
  AvailableGroups,
  CollectionGroupIds,
  Group,
} from '@portal/contracts';
import { requireGroupChange, requireVisibleGroup, requireVisibleGroupOnSite } from '../../../../groups/group-access.js';
import { loadGroup } from '../../../../groups/group-answers.js';
import {
  addCollectionsToGroup,
  associateCollectionToGroups,
  availableCollectionsForGroup,
  availableGroupsForCollection,
  removeCollectionFromGroup,
  requireVisibleCollection,
  requireVisibleCollectionOnSite,
} from '../../../../groups/group-collections.js';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['groups'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * Which collections a group holds (spec §7): add collections to a group, associate a collection with groups,
 * remove one from a group, and the choices of the two dialogs (v2/collectionForm/available…). Rules:
 * src/groups/group-collections.ts.
 */
const groupCollectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/groups/addCollections/:id',
    {
      schema: {
        tags,
        summary: 'Adds collections of the group’s site to the group',
        security: BEARER_SECURITY,
        params: IdParams,
        body: AddCollectionsToGroupRequest,
        response: { 200: Group, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { access } = await requireVisibleGroup(app, request, id);
      await requireGroupChange(app.db, access, id);
      await addCollectionsToGroup(app, access, id, request.body.collections);
      return loadGroup(app, access, id);
    },
  );

  app.put(
    '/groups/associateCollectionToGroups/:id',
    {
      schema: {
        tags,
        summary: 'Puts a collection in exactly the listed groups, among the groups you may change (id: the collection)',
        security: BEARER_SECURITY,
        params: IdParams,
        body: AssociateCollectionToGroupsRequest,
        response: { 200: CollectionGroupIds, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { access } = await requireVisibleCollection(app, request, id);
      return associateCollectionToGroups(app, access, id, request.body.groupIds);
    },
  );

  app.delete(
    '/groups/:groupId/collections/:collectionId',
    {
      schema: {
        tags,
        summary: 'Removes a collection from a group (the collection stays)',
        security: BEARER_SECURITY,
        params: Type.Object({ groupId: Type.Integer({ minimum: 1 }), collectionId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Group, ...errors },
      },
    },
    async (request) => {
      const { groupId, collectionId } = request.params;
      const { access } = await requireVisibleGroup(app, request, groupId);
      await requireGroupChange(app.db, access, groupId);
      await removeCollectionFromGroup(app, access, groupId, collectionId);
      return loadGroup(app, access, groupId);
    },
  );

  app.get(
    '/collectionForm/availableCollectionsForGroup',
    {
      schema: {
        tags,
        summary: 'The collections you may add to the group (id: the group), marked when already in it',
        security: BEARER_SECURITY,
        querystring: AvailableForQuery,
        response: { 200: AvailableCollections, ...errors },
      },
    },
    async (request) => {
      const { id, deploymentIndex } = request.query;
      const access = await requireSiteAccess(app, request, deploymentIndex);
      await requireVisibleGroupOnSite(app.db, access, id);
      await requireGroupChange(app.db, access, id);
      return availableCollectionsForGroup(app, access, id);
    },
  );

  app.get(
    '/collectionForm/availableGroupsForCollection',
    {
      schema: {
        tags,
        summary: 'The groups you may add the collection to (id: the collection), marked when it is already in one',
        security: BEARER_SECURITY,
        querystring: AvailableForQuery,
        response: { 200: AvailableGroups, ...errors },
      },
    },
    async (request) => {
      const { id, deploymentIndex } = request.query;
      const access = await requireSiteAccess(app, request, deploymentIndex);
      await requireVisibleCollectionOnSite(app.db, access, id);
      return availableGroupsForCollection(app, access, id);
    },
  );
};

export default groupCollectionRoutes;
