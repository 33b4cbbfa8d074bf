import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EntityIds, Theme, ThemeSaveForm, ThemesResponse, type ThemeImage } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import {
  THEME_PATH_TYPES,
  entityTypeFromPath,
  requireEntitiesRead,
  requireEntityRead,
  requireEntityWrite,
} from '../../../../customization/entity-access.js';
import { customizationsContainerOf } from '../../../../sites/site-info.js';
import {
  MAX_THEME_IMAGE_BYTES,
  loadStoredThemes,
  requireHexColour,
  saveEntityTheme,
  sniffImageType,
  toEntityTheme,
  type ThemeChange,
} from '../../../../entities/entity-themes.js';
import { errorResponses } from '../../../../http/error-response.js';
import { HttpError } from '../../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../../http/bearer-security.js';

const TypeParam = Type.String({ description: `One of ${Object.keys(THEME_PATH_TYPES).join(', ')}.` });
const errors = errorResponses(400, 401, 403, 404);
const FILE_FIELDS: Record<string, ThemeImage> = { heroFile: 'hero', thumbnailFile: 'thumbnail' };
const ALLOWED_DECLARED_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Reads the theme form; every refusal is a 400 naming the field. */
async function readThemeForm(request: FastifyRequest, entityId: number): Promise<ThemeChange> {
  const change: ThemeChange = { uploads: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const image = FILE_FIELDS[part.fieldname];
        const bytes = await part.toBuffer();
        if (!image) throw new HttpError(400, `Unknown file field '${part.fieldname}': use heroFile or thumbnailFile.`);
        // A browser sends an empty part for a file input left empty: no change.
        if (bytes.length === 0 && !part.filename) continue;
        const sniffed = sniffImageType(bytes);
        if (!ALLOWED_DECLARED_TYPES.has(part.mimetype) || !sniffed || sniffed.contentType !== part.mimetype) {
          throw new HttpError(
            400,
            `${part.fieldname} must be a PNG, JPEG or WebP image (image/png, image/jpeg or image/webp).`,
          );
        }
        change.uploads = change.uploads.filter((upload) => upload.image !== image);
        change.uploads.push({ image, bytes, ...sniffed });
      } else {
        const value = typeof part.value === 'string' ? part.value.trim() : String(part.value);
        if (part.fieldname === 'themeColor' && value) change.themeColor = requireHexColour('themeColor', value);
        else if (part.fieldname === 'secondaryThemeColor' && value)
          change.secondaryThemeColor = requireHexColour('secondaryThemeColor', value);
        else if (part.fieldname === 'themeEntityId' && value && value !== String(entityId)) {
          throw new HttpError(400, `themeEntityId '${value}' does not match the id in the path (${entityId}).`);
        }
        // Other fields are ignored.
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(400, `A theme image (heroFile or thumbnailFile) is larger than 5 MB.`, {}, { cause: error });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new HttpError(400, 'The theme must be sent as multipart/form-data.', {}, { cause: error });
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw new HttpError(400, `The theme form is not valid: ${(error as Error).message}.`, {}, { cause: error });
    throw error;
  }
  return change;
}

/**
 * Themes of sites, collections and groups. The spec leaves the paths open (§7 "Theme endpoint paths: not shown");
 * chosen here, with {type} = deploymentIndexes | collections | groups:
 *   GET  v2/{type}/theme/{id}                    one theme
 *   POST v2/{type}/themes                        many themes, body: ids; one entry per id, in order
 *   PUT  v2/{type}/theme/{id}                    save, multipart/form-data: thumbnailFile, heroFile, themeColor,
 *                                                themeEntityId (optional, must match {id}), secondaryThemeColor (optional)
 *   GET  v2/{type}/theme/{id}/hero | /thumbnail  the stored image (heroUrl / thumbnailUrl point here)
 * Images: PNG, JPEG or WebP up to 5 MB, stored in the site's customizations container under server-made names.
 */
const themeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Scoped to this plugin: multipart parsing is only for the theme save.
  await app.register(multipart, {
    limits: { fileSize: MAX_THEME_IMAGE_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.get(
    '/:type/theme/:id',
    {
      schema: {
        tags: ['customization'],
        summary: 'The theme of a site, collection or group',
        security: BEARER_SECURITY,
        params: Type.Object({ type: TypeParam, id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Theme, ...errors },
      },
    },
    async (request) => {
      const { type: pathType, id } = request.params;
      const type = entityTypeFromPath(THEME_PATH_TYPES, pathType);
      await requireEntityRead(app, request, type, id);
      return toEntityTheme(pathType, id, (await loadStoredThemes(app, type, [id])).get(id));
    },
  );

  // No screen of the portal calls it: every collection and group answer, lists included, carries its theme, and the
  // page customizations read one theme with the GET above. Kept for API clients and the spec's call list.
  app.post(
    '/:type/themes',
    {
      schema: {
        tags: ['customization'],
        summary: 'The themes of many entities, one per id in the order of the ids',
        security: BEARER_SECURITY,
        params: Type.Object({ type: TypeParam }),
        body: EntityIds,
        response: { 200: ThemesResponse, ...errors },
      },
    },
    async (request) => {
      const pathType = request.params.type;
      const type = entityTypeFromPath(THEME_PATH_TYPES, pathType);
      await requireEntitiesRead(app, request, type, request.body);
      const stored = await loadStoredThemes(app, type, request.body);
      return request.body.map((id) => toEntityTheme(pathType, id, stored.get(id)));
    },
  );

  app.put(
    '/:type/theme/:id',
    {
      schema: {
        tags: ['customization'],
        summary:
          "Saves a theme (multipart/form-data: thumbnailFile, heroFile, themeColor, themeEntityId): for the site's administrators and a collection's or group's owners and editors",
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        multipartBody: ThemeSaveForm,
        params: Type.Object({ type: TypeParam, id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Theme, ...errors },
      },
    },
    async (request) => {
      const { type: pathType, id } = request.params;
      const type = entityTypeFromPath(THEME_PATH_TYPES, pathType);
      // Authorised before the form is read, so nothing is stored for a caller who may not save.
      const { site } = await requireEntityWrite(app, request, type, id);
      if (!request.isMultipart()) throw new HttpError(400, 'The theme must be sent as multipart/form-data.');
      const change = await readThemeForm(request, id);
      const saved = await saveEntityTheme(app, site, type, id, change);
      return toEntityTheme(pathType, id, saved);
    },
  );

  app.get(
    '/:type/theme/:id/:image',
    {
      schema: {
        tags: ['customization'],
        summary: "A theme's hero or thumbnail image",
        security: BEARER_SECURITY,
        params: Type.Object({
          type: TypeParam,
          id: Type.Integer({ minimum: 1 }),
          image: Type.Union([Type.Literal('hero'), Type.Literal('thumbnail')]),
        }),
        response: { 200: Type.Any({ description: 'The image (image/png, image/jpeg or image/webp).' }), ...errors },
      },
    },
    async (request, reply) => {
      const { type: pathType, id, image } = request.params;
      const type = entityTypeFromPath(THEME_PATH_TYPES, pathType);
      const { site } = await requireEntityRead(app, request, type, id);
      const stored = (await loadStoredThemes(app, type, [id])).get(id);
      const blobName = image === 'hero' ? stored?.heroBlobName : stored?.thumbnailBlobName;
      const notFound = () =>
        new HttpError(404, `This ${type === 'deploymentIndex' ? 'site' : type} has no ${image} image.`);
      if (!blobName) throw notFound();
      const blob = app.blobs.getContainerClient(customizationsContainerOf(site)).getBlobClient(blobName);
      const download = await blob.download().catch((error: unknown) => {
        if ((error as { statusCode?: number }).statusCode === 404) throw notFound();
        throw error;
      });
      return reply
        .header('content-type', download.contentType ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(download.readableStreamBody);
    },
  );
};

export default themeRoutes;
