import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCESS_MESSAGES, FeaturedGroups, Group } from '@portal/contracts';
import { requireVisibleGroup, requireVisibleGroupOnSite } from '../../../../groups/group-access.js';
import { loadGroup } from '../../../../groups/group-answers.js';
import { featuredGroups } from '../../../../groups/group-lists.js';
import { setGroupFeatured, setGroupMark } from '../../../../groups/group-marks.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import { mayOnSite } from '../../../../entities/entity-access.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['groups'];
const GroupIdParams = Type.Object({ groupId: Type.Integer({ minimum: 1 }) });
const FeatureParams = Type.Object({ id: Type.Integer({ minimum: 1 }), indexId: Type.Integer({ minimum: 1 }) });

const MARKS = [
  { path: 'pin', mark: 'pin', on: true, summary: 'Pins a group for the signed-in user' },
  { path: 'unpin', mark: 'pin', on: false, summary: 'Unpins a group for the signed-in user' },
  { path: 'star', mark: 'star', on: true, summary: 'Stars a group for the signed-in user' },
  { path: 'unstar', mark: 'star', on: false, summary: 'Unstars a group for the signed-in user' },
] as const;

/**
 * Pin and star (each user's own, on any group they may see), and featuring on a site (spec §4: per deployment
 * index, the site's administrators only; featured lists newest featured date first).
 */
const groupMarkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { path, mark, on, summary } of MARKS) {
    app.put(
      `/groups/${path}/:groupId`,
      {
        schema: {
          tags,
          summary,
          security: BEARER_SECURITY,
          params: GroupIdParams,
          response: { 200: Group, ...errors },
        },
      },
      async (request) => {
        const { groupId } = request.params;
        const { access } = await requireVisibleGroup(app, request, groupId);
        await setGroupMark(app, mark, groupId, access.user.userId, on);
        return loadGroup(app, access, groupId);
      },
    );
  }

  // No screen of the portal calls it: the Featured tab of the group lists pages and counts the same groups with GET
  // v2/groups?type=featured, and the home page gets them in its one GET v2/assetStreams/{indexId} (the featured-groups
  // stream). Kept for API clients and the spec's call list.
  app.get(
    '/groups/featured/:indexId',
    {
      schema: {
        tags,
        summary: 'The groups featured on the site that you may see, newest featured first',
        security: BEARER_SECURITY,
        params: Type.Object({ indexId: Type.Integer({ minimum: 1 }) }),
        response: { 200: FeaturedGroups, ...errors },
      },
    },
    async (request) => {
      const access = await requireSiteAccess(app, request, request.params.indexId);
      return featuredGroups(app, access);
    },
  );

  for (const [path, featured] of [
    ['markAsFeatured', true],
    ['removeAsFeatured', false],
  ] as const) {
    app.post(
      `/groups/${path}/:id/:indexId`,
      {
        schema: {
          tags,
          summary: featured
            ? 'Features a group on its site (site administrators)'
            : 'Stops featuring a group on its site (site administrators)',
          security: BEARER_SECURITY,
          params: FeatureParams,
          response: { 200: Group, ...errors },
        },
      },
      async (request) => {
        const { id, indexId } = request.params;
        const access = await requireSiteAccess(app, request, indexId);
        await requireVisibleGroupOnSite(app.db, access, id);
        if (!mayOnSite(access, 'group', 'feature')) throw new HttpError(403, ACCESS_MESSAGES.groupFeatureDenied);
        await setGroupFeatured(app, id, indexId, featured);
        return loadGroup(app, access, id);
      },
    );
  }
};

export default groupMarkRoutes;
