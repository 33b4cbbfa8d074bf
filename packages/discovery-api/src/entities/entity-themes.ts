import { randomUUID } from 'node:crypto';
import type { Theme as EntityTheme, ThemeImage } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deploymentIndexes, themes, type DeploymentIndex, type Theme, type EntityType } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { customizationsContainerOf } from '../sites/site-info.js';

export const MAX_THEME_IMAGE_BYTES = 5 * 1024 * 1024;
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export function requireHexColour(field: string, value: string): string {
  if (!HEX_COLOUR.test(value))
    throw new HttpError(400, `${field} must be a CSS hex colour such as #1f4e79, not '${value}'.`);
  return value;
}

/** The image type by its first bytes; the declared content type alone is not trusted. */
export function sniffImageType(bytes: Buffer): { contentType: string; extension: string } | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

const imageUrl = (pathType: string, id: number, image: ThemeImage, blobName: string | null, updated: Date) =>
  blobName ? `v2/${pathType}/theme/${id}/${image}?v=${updated.getTime().toString(36)}` : null;

interface StoredTheme {
  themeColor: string | null;
  secondaryThemeColor: string | null;
  heroBlobName: string | null;
  thumbnailBlobName: string | null;
  updated: Date;
}

/**
 * The stored themes of the entities, by id. A site without a theme row falls back to its own colours
 * (theme.primary, theme.secondary) and hero/thumbnail blob names.
 */
export async function loadStoredThemes(
  app: FastifyInstance,
  type: EntityType,
  ids: readonly number[],
): Promise<Map<number, StoredTheme>> {
  const result = new Map<number, StoredTheme>();
  if (ids.length === 0) return result;
  const unique = [...new Set(ids)];
  const rows: Theme[] = await app.db
    .select()
    .from(themes)
    .where(and(eq(themes.entityType, type), inArray(themes.entityId, unique)));
  for (const row of rows) result.set(row.entityId, row);
  const missing = unique.filter((id) => !result.has(id));
  if (type === 'deploymentIndex' && missing.length > 0) {
    const sites = await app.db
      .select()
      .from(deploymentIndexes)
      .where(inArray(deploymentIndexes.deploymentIndexId, missing));
    for (const site of sites) {
      result.set(site.deploymentIndexId, {
        themeColor: site.theme?.primary ?? null,
        secondaryThemeColor: site.theme?.secondary ?? null,
        heroBlobName: site.heroBlobName,
        thumbnailBlobName: site.thumbnailBlobName,
        updated: site.updated,
      });
    }
  }
  return result;
}

export function toEntityTheme(pathType: string, id: number, stored: StoredTheme | undefined): EntityTheme {
  if (!stored)
    return { themeEntityId: id, themeColor: null, secondaryThemeColor: null, heroUrl: null, thumbnailUrl: null };
  return {
    themeEntityId: id,
    themeColor: stored.themeColor,
    secondaryThemeColor: stored.secondaryThemeColor,
    heroUrl: imageUrl(pathType, id, 'hero', stored.heroBlobName, stored.updated),
    thumbnailUrl: imageUrl(pathType, id, 'thumbnail', stored.thumbnailBlobName, stored.updated),
  };
}

export interface ThemeUpload {
  image: ThemeImage;
  bytes: Buffer;
  contentType: string;
  extension: string;
}

export interface ThemeChange {
  themeColor?: string;
  secondaryThemeColor?: string;
  uploads: ThemeUpload[];
}

/**
 * Stores the uploaded images under server-generated blob names in the site's customizations container,
 * then the theme row; images replaced are deleted afterwards, and new ones are removed again if the row
 * cannot be saved.
 */
export async function saveEntityTheme(
  app: FastifyInstance,
  site: DeploymentIndex,
  type: EntityType,
  entityId: number,
  change: ThemeChange,
) {
  const container = app.blobs.getContainerClient(customizationsContainerOf(site));
  const stored = new Map<ThemeImage, string>();
  if (change.uploads.length > 0) await container.createIfNotExists();
  try {
    for (const upload of change.uploads) {
      const blobName = `themes/${type}/${entityId}/${upload.image}-${randomUUID()}.${upload.extension}`;
      await container
        .getBlockBlobClient(blobName)
        .uploadData(upload.bytes, { blobHTTPHeaders: { blobContentType: upload.contentType } });
      stored.set(upload.image, blobName);
    }
    const [previous] = await app.db
      .select()
      .from(themes)
      .where(and(eq(themes.entityType, type), eq(themes.entityId, entityId)));
    const fallback =
      type === 'deploymentIndex' && !previous
        ? (await loadStoredThemes(app, type, [entityId])).get(entityId)
        : undefined;
    const base = previous ?? fallback;
    const values = {
      themeColor: change.themeColor ?? base?.themeColor ?? null,
      secondaryThemeColor: change.secondaryThemeColor ?? base?.secondaryThemeColor ?? null,
      heroBlobName: stored.get('hero') ?? base?.heroBlobName ?? null,
      thumbnailBlobName: stored.get('thumbnail') ?? base?.thumbnailBlobName ?? null,
      updated: new Date(),
    };
    await app.db
      .insert(themes)
      .values({ entityType: type, entityId, ...values })
      .onConflictDoUpdate({ target: [themes.entityType, themes.entityId], set: values });
    const replaced = [previous?.heroBlobName, previous?.thumbnailBlobName].filter(
      (name): name is string => !!name && name !== values.heroBlobName && name !== values.thumbnailBlobName,
    );
    for (const name of replaced) {
      await container
        .deleteBlob(name)
        .catch((error: unknown) => app.log.warn({ err: error, blob: name }, 'Could not delete a replaced theme image'));
    }
    return values;
  } catch (error) {
    for (const name of stored.values()) await container.deleteBlob(name).catch(() => undefined);
    throw error;
  }
}
