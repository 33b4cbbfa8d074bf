import { ACCESS_MESSAGES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { openFile } from '../assets/asset-files.js';
import { loadAssetFacts } from '../assets/asset-facts.js';
import { findSiteAsset } from '../assets/asset-access.js';
import { canSeeAssetContent } from '../assets/asset-visibility.js';
import { HttpError } from '../http/http-error.js';
import { fileTypeClass } from '../media/file-types.js';
import type { SiteAccess } from '../sites/site-access.js';
import { imageFactsOf, type ImageFacts } from './local/image-facts.js';

/** The most of an image file read to describe it (its pixels are reduced to 16×16 anyway). */
const MAX_IMAGE_BYTES = 40 * 1024 * 1024;
/** The most of a document's text an interaction reads: its beginning, which its title and summary describe. */
export const MAX_CONTEXT_CHARS = 60_000;

/** What the AI tools know of one asset: only what the user may open, read by the server (never sent by the client). */
export interface AssetContext {
  assetId: number;
  docId: string;
  title: string;
  description: string;
  fileName: string;
  fileClass: string;
  /** The extracted text (cut at MAX_CONTEXT_CHARS); '' when the file has none (an image, a video). */
  text: string;
  /** The asset's metadata values by field name (Client, Industries, Keywords…). */
  fields: { name: string; code: string; values: string[] }[];
  /** For an image whose file is stored: what its pixels say. */
  image?: ImageFacts;
  altText: string | null;
  imageCaption: string | null;
}

/**
 * The asset the AI tools were opened on, for a user of its site who may open it: 400 naming docId when the site has
 * no such document (another site's document is answered alike), 403 with the spec's message for a private asset
 * the user may not open.
 */
export async function assetContext(app: FastifyInstance, access: SiteAccess, docId: string): Promise<AssetContext> {
  const asset = await findSiteAsset(app, { docId }, access.site.deploymentIndexId, 'body/docId');
  if (!(await canSeeAssetContent(app.db, access, asset))) throw new HttpError(403, ACCESS_MESSAGES.privateAsset);
  const facts = (await loadAssetFacts(app.db, [asset], access.user.userId, { withContent: true })).get(asset.assetId);
  const fields = new Map<string, { name: string; code: string; values: string[] }>();
  for (const value of facts?.selectedSet ?? []) {
    if (value.softDeleted || !value.value.trim()) continue;
    const field = fields.get(value.fieldCode) ?? { name: value.fieldName, code: value.fieldCode, values: [] };
    if (!field.values.includes(value.value)) field.values.push(value.value);
    fields.set(value.fieldCode, field);
  }
  const fileClass = fileTypeClass(asset.originalFileName || asset.fileName);
  return {
    assetId: asset.assetId,
    docId: asset.docId,
    title: asset.title,
    description: asset.description ?? '',
    fileName: asset.originalFileName || asset.fileName,
    fileClass,
    text: (facts?.content ?? '').slice(0, MAX_CONTEXT_CHARS),
    fields: [...fields.values()],
    image: fileClass === 'image' ? await imageOf(app, access, asset) : undefined,
    altText: asset.altText,
    imageCaption: asset.imageCaption,
  };
}

async function imageOf(
  app: FastifyInstance,
  access: SiteAccess,
  asset: Parameters<typeof openFile>[2],
): Promise<ImageFacts | undefined> {
  try {
    const file = await openFile(app, access.site, asset);
    if ((file.size ?? 0) > MAX_IMAGE_BYTES) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return await imageFactsOf(Buffer.concat(chunks));
  } catch (error) {
    app.log.warn({ err: error, assetId: asset.assetId }, 'The AI tools could not read the image file');
    return undefined;
  }
}
