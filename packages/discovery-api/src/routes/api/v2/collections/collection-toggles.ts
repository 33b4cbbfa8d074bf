import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Collection, SetRelatedCollectionRequest } from '@portal/contracts';
import {
  requireCollectionEdit,
  requireCollectionRead,
  requireCollectionFeature,
} from '../../../../collections/collection-access.js';
import { collectionDetails } from '../../../../collections/collection-details.js';
import {
  setCollectionFeatured,
  setCollectionMark,
  setCollectionRelated,
} from '../../../../collections/collection-toggles.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const id = Type.Integer({ minimum: 1 });

const MARKS = [
  { path: 'pin', mark: 'pin', on: true, summary: 'Pins the collection for the signed-in user' },
  { path: 'unpin', mark: 'pin', on: false, summary: 'Unpins the collection for the signed-in user' },
  { path: 'star', mark: 'star', on: true, summary: 'Stars the collection for the signed-in user' },
  { path: 'unstar', mark: 'star', on: false, summary: 'Removes the star of the signed-in user' },
] as const;

const FEATURING = [
  { path: 'markAsFeatured', on: true, summary: 'Features the collection on its site (site administrators)' },
  { path: 'removeAsFeatured', on: false, summary: 'Stops featuring the collection on its site (site administrators)' },
] as const;

/**
 * The toggles of spec §4: POST v2/collections/pin|unpin|star|unstar/{id} (per user, anyone who may see the
 * collection), POST v2/collections/markAsFeatured|removeAsFeatured/{id}/{indexId} (the collection's own site,
 * its administrators only; a collection of another site answers 404) and POST v2/collections/setRelated (owners,
 * editors and site administrators). Each answers the collection afterwards.
 */
const collectionToggleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { path, mark, on, summary } of MARKS) {
    app.post(
      `/collections/${path}/:id`,
      {
        schema: {
          tags: ['collections'],
          summary,
          security: BEARER_SECURITY,
          params: Type.Object({ id }),
          response: { 200: Collection, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const { collection, access } = await requireCollectionRead(app, request, request.params.id);
        await setCollectionMark(app.db, mark, collection.collectionId, access.user.userId, on);
        return collectionDetails(app, access, collection.collectionId);
      },
    );
  }

  for (const { path, on, summary } of FEATURING) {
    app.post(
      `/collections/${path}/:id/:indexId`,
      {
        schema: {
          tags: ['collections'],
          summary,
          security: BEARER_SECURITY,
          params: Type.Object({ id, indexId: id }),
          response: { 200: Collection, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { collection, access } = await requireCollectionFeature(
          app,
          request,
          request.params.id,
          request.params.indexId,
        );
        await setCollectionFeatured(app.db, collection.collectionId, collection.deploymentIndexId, on);
        return collectionDetails(app, access, collection.collectionId);
      },
    );
  }

  app.post(
    '/collections/setRelated',
    {
      schema: {
        tags: ['collections'],
        summary: 'Flags a collection as related or not (its owners, editors and site administrators)',
        security: BEARER_SECURITY,
        body: SetRelatedCollectionRequest,
        response: { 200: Collection, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { collection, access } = await requireCollectionEdit(app, request, request.body.collectionId);
      await setCollectionRelated(app.db, collection.collectionId, request.body.isRelated);
      return collectionDetails(app, access, collection.collectionId);
    },
  );
};

export default collectionToggleRoutes;
