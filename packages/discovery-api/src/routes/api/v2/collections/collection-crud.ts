import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Collection,
  CollectionScopeQuery,
  CreateCollectionRequest,
  DeletedCollection,
  SaveCollectionRequest,
} from '@portal/contracts';
import {
  requireCollectionDelete,
  requireCollectionEdit,
  requireCollectionRead,
} from '../../../../collections/collection-access.js';
import { collectionDetails } from '../../../../collections/collection-details.js';
import { createCollection, deleteCollection, updateCollection } from '../../../../collections/collection-save.js';
import { errorResponses } from '../../../../http/error-response.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const collectionId = Type.Integer({ minimum: 1 });

/**
 * GET v2/collections/get/{id}, POST v2/collections (create), PUT v2/collections/save/{collectionId} (update) and
 * DELETE v2/collections/{id} (spec §7, §4 "save = create or update by id", §5). Who may do what:
 * collections/collection-access.ts (see: site administrators, anyone for a non-confidential one, members for a
 * confidential one; change: creator, owners, editors, site administrators; delete: creator, owners, site
 * administrators). A collection the user may not see answers 404 like an unknown id.
 */
const collectionCrudRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/collections/get/:id',
    {
      schema: {
        tags: ['collections'],
        summary: 'A collection with its members, theme, quick links and pinboard (its pinned assets)',
        security: BEARER_SECURITY,
        params: Type.Object({ id: collectionId }),
        querystring: CollectionScopeQuery,
        response: { 200: Collection, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { access } = await requireCollectionRead(app, request, request.params.id, request.query.deploymentIndexId);
      return collectionDetails(app, access, request.params.id);
    },
  );

  app.post(
    '/collections',
    {
      schema: {
        tags: ['collections'],
        summary: 'Creates a collection on the site; the signed-in user becomes its owner',
        security: BEARER_SECURITY,
        body: CreateCollectionRequest,
        response: { 201: Collection, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const access = await requireSiteAccess(app, request, request.body.deploymentIndexId);
      const id = await createCollection(app, access, request.body.collection);
      return reply.code(201).send(await collectionDetails(app, access, id));
    },
  );

  app.put(
    '/collections/save/:collectionId',
    {
      schema: {
        tags: ['collections'],
        summary: "Saves a collection's name, description, visibility, theme colours, members and user-group access",
        security: BEARER_SECURITY,
        params: Type.Object({ collectionId }),
        body: SaveCollectionRequest,
        response: { 200: Collection, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { collection, access } = await requireCollectionEdit(
        app,
        request,
        request.params.collectionId,
        request.body.deploymentIndexId,
      );
      await updateCollection(app, access, collection, request.body.collection);
      return collectionDetails(app, access, collection.collectionId);
    },
  );

  app.delete(
    '/collections/:id',
    {
      schema: {
        tags: ['collections'],
        summary: 'Deletes a collection (its owner or a site administrator)',
        security: BEARER_SECURITY,
        params: Type.Object({ id: collectionId }),
        response: { 200: DeletedCollection, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { collection, access } = await requireCollectionDelete(app, request, request.params.id);
      await deleteCollection(app, access, collection);
      return { collectionId: collection.collectionId, deleted: true as const };
    },
  );
};

export default collectionCrudRoutes;
