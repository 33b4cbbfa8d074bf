import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PageAction } from '@portal/contracts';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { pageActionsOf } from '../../../../navigation/page-actions.js';
import { requireSiteAccess } from '../../../../sites/site-access.js';
import type { PermissionMap } from '../../../../sites/site-permissions.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

/** Action flags (spec §9) that need a permission; every other action is open to anyone with access to the site. */
const FLAG_PERMISSIONS: Record<number, (permissions: PermissionMap) => boolean> = {
  64: (permissions) => permissions.viewOpenAi || permissions.viewAiAssistant, // analyze
  128: (permissions) => permissions.viewOpenAi || permissions.viewAiInteract, // interact
};

/**
 * `POST /api/v2/acl/portal/pages/{deploymentIndexId}/actions/{pageCode}/{actionFlags}` — the spec shows
 * only `pages/{a}/actions/{b}/{c}`; this server reads a as the site, b as the page code of its menu and
 * c as a bit mask of action flags (like 2, share 4, add to collection 8, fullscreen 16, download 32,
 * analyze 64, interact 128, reset 256, refresh 512; 0 means all). It answers the page's actions that
 * match the mask and that the user may use (analyze and interact need an AI permission). POST with no
 * body, as the portal calls it.
 */
const pageActionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/acl/portal/pages/:deploymentIndexId/actions/:pageCode/:actionFlags',
    {
      schema: {
        tags: ['navigation'],
        summary:
          'The actions of one page of the site that the signed-in user may use, filtered by an action bit mask (0 = all)',
        security: BEARER_SECURITY,
        params: Type.Object({
          deploymentIndexId: Type.Integer({ minimum: 1 }),
          pageCode: Type.String({ minLength: 1, maxLength: 100 }),
          actionFlags: Type.Integer({ minimum: 0, maximum: 1023 }),
        }),
        response: { 200: Type.Array(PageAction), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { deploymentIndexId, pageCode, actionFlags } = request.params;
      const { site, permissions } = await requireSiteAccess(app, request, deploymentIndexId);
      const rows = await pageActionsOf(app.db, site.deploymentIndexId, pageCode);
      if (!rows) throw new HttpError(404, `The site ${site.name} has no page '${pageCode}'.`);
      return rows
        .filter((row) => actionFlags === 0 || (row.actionFlag !== null && (row.actionFlag & actionFlags) !== 0))
        .filter((row) => row.actionFlag === null || (FLAG_PERMISSIONS[row.actionFlag]?.(permissions) ?? true))
        .map(({ pageElementId, name, code, hasToggle, iconValue }) => ({
          pageElementId,
          name,
          code,
          hasToggle,
          iconValue,
        }));
    },
  );
};

export default pageActionsRoute;
