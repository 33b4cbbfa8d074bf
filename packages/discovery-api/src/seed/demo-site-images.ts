import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { customizationsContainerOf } from '../sites/site-info.js';
import { deploymentIndexes } from '../db/schema/index.js';
import { demoDeployments, type DemoSite } from './demo-sites.js';

/** The hero banner of a home page and the thumbnail of a site card (My sites, site switch). */
export const HERO_SIZE = { width: 1600, height: 480 } as const;
export const THUMBNAIL_SIZE = { width: 480, height: 320 } as const;

/** Numbers in [0, 1) derived from the site's slug, so every start draws the same picture. */
function shapeNumbers(slug: string): number[] {
  const digest = createHash('sha256').update(slug).digest();
  return [...digest].map((byte) => byte / 256);
}

/**
 * An abstract banner in the site's own colours: a diagonal gradient of the primary colour, large soft
 * circles in the secondary and accent colours and a band of fine diagonal lines. No text: the home page
 * writes the site's hero title over it.
 */
export function demoSiteArtwork(site: DemoSite, width: number, height: number): string {
  const primary = site.theme.primary ?? '#1f4e79';
  const secondary = site.theme.secondary ?? '#f2a900';
  const accent = site.theme.accent ?? '#4fc3f7';
  const n = shapeNumbers(site.slug);
  const at = (index: number) => n[index % n.length] ?? 0.5;
  const circles = [0, 1, 2, 3, 4]
    .map((index) => {
      const r = (0.25 + at(index * 3) * 0.45) * height;
      const cx = (0.35 + at(index * 3 + 1) * 0.7) * width;
      const cy = at(index * 3 + 2) * height;
      const fill = index % 2 === 0 ? accent : secondary;
      const opacity = (0.12 + at(index + 20) * 0.2).toFixed(2);
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" fill-opacity="${opacity}"/>`;
    })
    .join('');
  const lines = Array.from({ length: 28 }, (_, index) => {
    const x = width * 0.45 + index * (width / 60);
    return `<line x1="${x.toFixed(0)}" y1="${height}" x2="${(x + height * 0.8).toFixed(0)}" y2="0" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${primary}"/>
      <stop offset="1" stop-color="#0b1320"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000000" stop-opacity="0.35"/>
      <stop offset="0.6" stop-color="#000000" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#ground)"/>
  ${circles}
  ${lines}
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`;
}

export async function renderDemoSiteImage(site: DemoSite, size: { width: number; height: number }): Promise<Buffer> {
  return sharp(Buffer.from(demoSiteArtwork(site, size.width, size.height)))
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * Gives every demo site a hero and a thumbnail image in its customizations container, unless it has
 * them already, stored (a second start, or images replaced through the theme call, are left alone). `abortSignal`
 * ends the storage calls (and their retries) in flight.
 */
export async function seedDemoSiteImages(app: FastifyInstance, abortSignal?: AbortSignal): Promise<void> {
  for (const site of demoDeployments.flatMap((deployment) => deployment.sites)) {
    const [row] = await app.db.select().from(deploymentIndexes).where(eq(deploymentIndexes.name, site.name));
    if (!row) continue;
    const container = app.blobs.getContainerClient(customizationsContainerOf(row));
    // Named and stored: nothing to do. Named but gone from the blob store (a store copied or restored without its
    // files, seen with a copied test data folder on a loaded machine): drawn again under the same names.
    if (row.heroBlobName && row.thumbnailBlobName) {
      const stored = await Promise.all(
        [row.heroBlobName, row.thumbnailBlobName].map((name) => container.getBlobClient(name).exists({ abortSignal })),
      );
      if (stored.every(Boolean)) continue;
    }
    await container.createIfNotExists({ abortSignal });
    const names = {
      hero: `themes/deploymentIndex/${row.deploymentIndexId}/hero-demo.webp`,
      thumbnail: `themes/deploymentIndex/${row.deploymentIndexId}/thumbnail-demo.webp`,
    };
    const upload = async (blobName: string, size: { width: number; height: number }) =>
      container.getBlockBlobClient(blobName).uploadData(await renderDemoSiteImage(site, size), {
        blobHTTPHeaders: { blobContentType: 'image/webp', blobCacheControl: 'private, max-age=86400' },
        abortSignal,
      });
    await upload(names.hero, HERO_SIZE);
    await upload(names.thumbnail, THUMBNAIL_SIZE);
    await app.db
      .update(deploymentIndexes)
      .set({ heroBlobName: names.hero, thumbnailBlobName: names.thumbnail })
      .where(eq(deploymentIndexes.deploymentIndexId, row.deploymentIndexId));
  }
}
