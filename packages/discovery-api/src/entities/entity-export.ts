import type { CollectionExport, CollectionExportItem } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { loadAssetFacts, type AssetFacts } from '../assets/asset-facts.js';
import { toSearchDocument } from '../documents/search-document.js';
import type { Asset } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { entityAssetRows, openableAssets, type EntityRef } from './entity-assets.js';

/**
 * GET v2/{collections|groups}/collection/{id}/assets/dataForExport (spec §3 "Collection export item", the export
 * for agents): every asset of the collection (a group: of its collections the user may see, each once) that the
 * user may open, as an export item; assets the user may not open (private-asset rule) are left out. sizeInMb is
 * the UTF-8 size of the items as JSON, in MiB, to 2 decimals.
 */

export const EXPORT_SOURCE = 'Discovery Portal';

/** The export item fields filled from metadata fields, and the field codes (or names) that fill each. */
const METADATA_FIELDS = {
  topics: ['topics', 'topic'],
  keywords: ['keywords', 'keyword'],
  agencies: ['agencies', 'agency'],
  capabilities: ['capabilities', 'capability'],
  clients: ['clients', 'client'],
  brands: ['brands', 'brand'],
  campaign: ['campaigns', 'campaign'],
  subIndustries: ['subindustries', 'subindustry'],
  region: ['regions', 'region'],
  country: ['countries', 'country'],
} as const satisfies Record<string, readonly string[]>;

const normalised = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The live values of the metadata fields whose code or name is one of `names` (normalised), without repeats. */
function metadataValues(facts: AssetFacts, names: readonly string[]): string[] {
  const wanted = new Set(names);
  const values = facts.selectedSet.filter(
    (value) =>
      !value.softDeleted && (wanted.has(normalised(value.fieldCode)) || wanted.has(normalised(value.fieldName))),
  );
  return [...new Set(values.map((value) => value.value))];
}

/** The portal's content page of an asset (its path: the front end's route /sites/:indexId/content/:id). */
export const contentPagePath = (siteId: number, docId: string) =>
  `/sites/${siteId}/content/${encodeURIComponent(docId)}`;

function exportItem(access: SiteAccess, asset: Asset, facts: AssetFacts, exportDate: string): CollectionExportItem {
  const document = toSearchDocument(asset, facts, { isAccessible: true, fileUrl: '' });
  const metadata = Object.fromEntries(
    Object.entries(METADATA_FIELDS).map(([field, names]) => [field, metadataValues(facts, names)]),
  ) as Record<keyof typeof METADATA_FIELDS, string[]>;
  return {
    exportDate,
    source: EXPORT_SOURCE,
    sourceSite: access.site.name,
    docId: asset.docId,
    assetUrl: contentPagePath(asset.deploymentIndexId, asset.docId),
    title: asset.title,
    description: asset.description ?? '',
    contentType: document.content_types.join(', '),
    publishedDate: asset.publishedDate ? asset.publishedDate.toISOString() : null,
    assetVisibility: asset.assetVisibility,
    ...metadata,
    keyContacts: document.key_contacts,
    usageGuideLines: asset.termsAndConditions,
    content: facts.content ?? '',
  };
}

/** The export of the entity's assets the user may open. */
export async function entityExport(
  app: FastifyInstance,
  access: SiteAccess,
  entity: EntityRef,
): Promise<CollectionExport> {
  const rows = await openableAssets(app.db, access, await entityAssetRows(app.db, access, entity));
  const facts = await loadAssetFacts(app.db, rows, access.user.userId, { withContent: true });
  const exportDate = new Date().toISOString();
  const items = rows.map((asset) => exportItem(access, asset, facts.get(asset.assetId)!, exportDate));
  const bytes = Buffer.byteLength(JSON.stringify(items), 'utf8');
  return { totalRecords: items.length, items, sizeInMb: Math.round((bytes / 1048576) * 100) / 100 };
}
