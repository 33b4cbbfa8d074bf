import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomizationSet,
  CustomizationSetsResponse,
  EntityIds,
  PropertyValuesResponse,
  SaveCustomizationRequest,
} from '@portal/contracts';
import {
  emptyCustomizationSet,
  loadCustomizationSets,
  loadPropertyValues,
  saveCustomizationSet,
} from '../../../../customization/customization-sets.js';
import {
  CUSTOMIZATION_PATH_TYPES,
  entityTypeFromPath,
  requireEntitiesRead,
  requireEntityRead,
  requireEntityWrite,
} from '../../../../customization/entity-access.js';
import { errorResponses } from '../../../../http/error-response.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const TypeParam = Type.String({ description: `One of ${Object.keys(CUSTOMIZATION_PATH_TYPES).join(', ')}.` });
const errors = errorResponses(400, 401, 403, 404);

/**
 * Customization sets (spec §7 "Customization and quick links"):
 * GET v2/{type}/{id}/customization, POST v2/{type}/customizations (ids), POST v2/{type}/customization/{propertyCode} (ids),
 * PUT v2/{type}/{id}/customization (settings); {type} is deploymentIndexes, collections, groups or assets.
 */
const customizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:type/:id/customization',
    {
      schema: {
        tags: ['customization'],
        summary:
          'The customization set of a site, collection, group or asset (id 0 and no settings when none is saved)',
        security: BEARER_SECURITY,
        params: Type.Object({ type: TypeParam, id: Type.Integer({ minimum: 1 }) }),
        response: { 200: CustomizationSet, ...errors },
      },
    },
    async (request) => {
      const type = entityTypeFromPath(CUSTOMIZATION_PATH_TYPES, request.params.type);
      await requireEntityRead(app, request, type, request.params.id);
      return (
        (await loadCustomizationSets(app.db, type, [request.params.id])).get(request.params.id) ??
        emptyCustomizationSet()
      );
    },
  );

  // This call and the next (many ids at once) are used by no screen of the portal: a page shows the settings of one
  // entity (its site, or the collection, group or asset it is about) and reads them with the GET above, and the lists
  // carry what their cards show (name, theme). Kept for API clients and the spec's call list.
  app.post(
    '/:type/customizations',
    {
      schema: {
        tags: ['customization'],
        summary: 'The customization sets of many entities, in the order of the ids',
        security: BEARER_SECURITY,
        params: Type.Object({ type: TypeParam }),
        body: EntityIds,
        response: { 200: CustomizationSetsResponse, ...errors },
      },
    },
    async (request) => {
      const type = entityTypeFromPath(CUSTOMIZATION_PATH_TYPES, request.params.type);
      await requireEntitiesRead(app, request, type, request.body);
      const sets = await loadCustomizationSets(app.db, type, request.body);
      return request.body.map((id) => sets.get(id) ?? emptyCustomizationSet());
    },
  );

  app.post(
    '/:type/customization/:propertyCode',
    {
      schema: {
        tags: ['customization'],
        summary: "Per id (in the order of the ids), the entity's value of one property, or null",
        security: BEARER_SECURITY,
        params: Type.Object({ type: TypeParam, propertyCode: Type.String({ minLength: 1 }) }),
        body: EntityIds,
        response: { 200: PropertyValuesResponse, ...errors },
      },
    },
    async (request) => {
      const type = entityTypeFromPath(CUSTOMIZATION_PATH_TYPES, request.params.type);
      await requireEntitiesRead(app, request, type, request.body);
      const values = await loadPropertyValues(app.db, type, request.body, request.params.propertyCode);
      return request.body.map((id) => values.get(id) ?? null);
    },
  );

  app.put(
    '/:type/:id/customization',
    {
      schema: {
        tags: ['customization'],
        summary:
          "Saves settings of an entity's customization set (listed properties only): for the site's administrators, a collection's or group's owners and editors, and an asset's uploader",
        description:
          'The body is the customization set (or just `{ settings }`); per setting only appPropertyCode and value are read. ' +
          'Saved in one transaction: an unknown property code is refused with 400 and nothing is saved.',
        security: BEARER_SECURITY,
        params: Type.Object({ type: TypeParam, id: Type.Integer({ minimum: 1 }) }),
        body: SaveCustomizationRequest,
        response: { 200: CustomizationSet, ...errors },
      },
    },
    async (request) => {
      const type = entityTypeFromPath(CUSTOMIZATION_PATH_TYPES, request.params.type);
      const { user } = await requireEntityWrite(app, request, type, request.params.id);
      return saveCustomizationSet(app.db, type, request.params.id, user.userId, request.body.settings);
    },
  );
};

export default customizationRoutes;
