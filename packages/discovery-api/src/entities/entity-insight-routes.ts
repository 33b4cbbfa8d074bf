import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CollectionInsights, EntityLikeRequest, EntityViewsList, EntityViewsRequest } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../http/error-response.js';
import type { SiteAccess } from '../sites/site-access.js';
import type { EntityKind, EntityRef } from './entity-assets.js';
import { entityInsights, entityViews, recordEntityView, setEntityLike } from './entity-insights.js';
import { BEARER_SECURITY } from '../http/bearer-security.js';

const params = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export interface EntityInsightRoutesOptions {
  kind: EntityKind;
  /** The path segment and OpenAPI tag: collections or groups. */
  plural: 'collections' | 'groups';
  /** The caller's access to the entity, 404 (like an unknown id) when they may not see it. */
  target(request: FastifyRequest, id: number): Promise<{ access: SiteAccess; entity: EntityRef }>;
  /** The summary of GET v2/{plural}/{id}/insights (what its top lists hold). */
  insightsSummary: string;
}

/**
 * The insight calls of a collection or group (calls doc §7), written once for both: GET v2/{plural}/{id}/insights,
 * POST …/insights/views (records a view by the caller) and POST …/insights/likes (sets the caller's like), each
 * answering the insights; and POST v2/{plural}/insights/views (who viewed which of the ids, those the caller may not
 * see left out). Everything for anyone who may see the entity; 404 otherwise, like an unknown id.
 */
export function entityInsightRoutes({
  kind,
  plural,
  target,
  insightsSummary,
}: EntityInsightRoutesOptions): FastifyPluginAsyncTypebox {
  const tags = [plural];
  return async (app) => {
    app.get(
      `/${plural}/:id/insights`,
      {
        schema: {
          tags,
          summary: insightsSummary,
          security: BEARER_SECURITY,
          params,
          response: { 200: CollectionInsights, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const { access, entity } = await target(request, request.params.id);
        return entityInsights(app.db, access, entity);
      },
    );

    app.post(
      `/${plural}/:id/insights/views`,
      {
        schema: {
          tags,
          summary: `Records a view of the ${kind} by the signed-in user; answers its insights`,
          security: BEARER_SECURITY,
          params,
          response: { 200: CollectionInsights, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const { access, entity } = await target(request, request.params.id);
        await recordEntityView(app.db, access, entity);
        return entityInsights(app.db, access, entity);
      },
    );

    app.post(
      `/${plural}/:id/insights/likes`,
      {
        schema: {
          tags,
          summary: `Sets whether the signed-in user likes the ${kind} (one like per user); answers its insights`,
          security: BEARER_SECURITY,
          params,
          body: EntityLikeRequest,
          response: { 200: CollectionInsights, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const { access, entity } = await target(request, request.params.id);
        await setEntityLike(app.db, access, entity, request.body.liked);
        return entityInsights(app.db, access, entity);
      },
    );

    // No screen of the portal calls it: the details page shows one entity's totals and top lists (the GET above), and
    // no page lists who viewed what. Kept for API clients and the spec's call list.
    app.post(
      `/${plural}/insights/views`,
      {
        schema: {
          tags,
          summary: `Who viewed each of the ${plural} (at most 100 ids), newest first; ids you may not see are left out`,
          security: BEARER_SECURITY,
          body: EntityViewsRequest,
          response: { 200: EntityViewsList, ...errorResponses(400, 401) },
        },
      },
      async (request) => entityViews(app, request, kind, request.body.ids),
    );
  };
}
