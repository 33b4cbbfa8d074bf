import { longestCodesFirst, SYNOPSIS_MAX_CHARS, splitFacetKey } from '@portal/contracts';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { assets, searchDocuments } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { facetFieldsOf } from './facet-fields.js';
import type { SearchEngine } from './search-engine.js';

/** The search record's columns a result shows (not the matched text `body` nor its tsvector, the widest ones). */
const { body: _body, tsv: _tsv, ...SHOWN_COLUMNS } = getTableColumns(searchDocuments);
type ShownSearchRecord = Omit<typeof searchDocuments.$inferSelect, 'body' | 'tsv'>;

/** The asset's own columns a result shows beside its search record. */
const SHOWN_ASSET_COLUMNS = {
  description: assets.description,
  synopsis: assets.synopsis,
  blobName: assets.blobName,
  storagePath: assets.storagePath,
  externalUrl: assets.externalUrl,
  externalUrlLabel: assets.externalUrlLabel,
  externalUrlAction: assets.externalUrlAction,
  dashboardFilters: assets.dashboardFilters,
  dashboardBookmarks: assets.dashboardBookmarks,
};
type ShownAsset = { [Key in keyof typeof SHOWN_ASSET_COLUMNS]: (typeof assets.$inferSelect)[Key] };

/** One listed document as read: its search record and its asset's columns. */
export interface ResultRow {
  document: ShownSearchRecord;
  asset: ShownAsset;
}

/** Characters of the text read when no highlight needs the whole of it (the synopsis needs 200). */
const TEXT_START_CHARS = 1000;

/**
 * The search record and asset columns of listed documents, by asset id. `wholeText` false reads only the start
 * of `content` (enough for a synopsis): the whole text of 25 documents costs ~3 ms at 100k documents, and
 * only highlights and a listed content need it.
 */
export async function loadResultRows(
  engine: SearchEngine,
  assetIds: number[],
  wholeText: boolean,
): Promise<Map<number, ResultRow>> {
  if (assetIds.length === 0) return new Map();
  const columns = wholeText
    ? SHOWN_COLUMNS
    : { ...SHOWN_COLUMNS, content: sql<string>`left(${searchDocuments.content}, ${TEXT_START_CHARS})`.as('content') };
  const rows = await engine.db
    .select({ document: columns, asset: SHOWN_ASSET_COLUMNS })
    .from(searchDocuments)
    .innerJoin(assets, eq(assets.assetId, searchDocuments.assetId))
    .where(inArray(searchDocuments.assetId, assetIds));
  return new Map(rows.map((row) => [row.document.assetId, row]));
}

/** The search-record fields of a listed document (spec §3), as the user may see them. */
export interface ShownFields {
  doc_id: string;
  title: string;
  file_name: string;
  file_extension: string | null;
  file_type_class: string | null;
  created: string;
  updated: string;
  metadata_storage_last_modified: string;
  published_date: string | null;
  asset_visibility: 'Private' | 'Public';
  confidential: boolean;
  external_url: string | null;
  external_url_label: string | null;
  external_url_action: string | null;
  dashboard_filters: boolean;
  dashboard_bookmarks: boolean;
  description: string | null;
  synopsis: string | null;
  /** The file's address as browsers reach it. */
  storage_path: string | null;
  /** The whole text, when it was asked for. */
  content?: string | null;
}

/** A listed document: its fields, and its metadata values per field code (each field a list of values). */
export interface ResultRecord {
  fields: ShownFields;
  metadata: Record<string, string[]>;
}

export interface RecordOptions {
  /** The site's facet field codes, longest first (longestCodesFirst), to split the record's facet keys. */
  codes: readonly string[];
  /** Whether the record carries the whole text (read with `wholeText`). */
  content: boolean;
  /** The file's address as browsers reach it, never the one stored (which may be storage's internal one). */
  fileUrl?: (asset: { blobName: string | null }) => string;
}

/**
 * The record of a listed document. A private asset the user may not open (`accessible` false,
 * asset-visibility.ts) shows its title, type and dates only: no metadata values but its content types, no
 * description, synopsis, text, links or storage path.
 */
export function resultRecord(
  { document, asset }: ResultRow,
  accessible: boolean,
  options: RecordOptions,
): ResultRecord {
  const metadata: Record<string, string[]> = {};
  for (const key of document.facets) {
    const parts = splitFacetKey(key, options.codes);
    if (parts) (metadata[parts.code] ??= []).push(parts.value);
  }
  const shown = <Value>(value: Value, withheld: Value) => (accessible ? value : withheld);
  return {
    fields: {
      doc_id: document.docId,
      title: document.title,
      file_name: document.fileName,
      file_extension: document.fileExtension,
      file_type_class: document.fileTypeClass,
      created: document.created.toISOString(),
      updated: document.modified.toISOString(),
      metadata_storage_last_modified: document.modified.toISOString(),
      published_date: document.publishedDate?.toISOString() ?? null,
      asset_visibility: document.isPrivate ? 'Private' : 'Public',
      confidential: document.isConfidential,
      external_url: shown(asset.externalUrl, null),
      external_url_label: shown(asset.externalUrlLabel, null),
      external_url_action: shown(asset.externalUrlAction, null),
      dashboard_filters: accessible && asset.dashboardFilters,
      dashboard_bookmarks: accessible && asset.dashboardBookmarks,
      description: shown(asset.description, null),
      synopsis: accessible ? synopsisOf(asset.synopsis ?? asset.description ?? document.content) : null,
      storage_path: accessible && options.fileUrl ? options.fileUrl(asset) : null,
      ...(options.content ? { content: shown(document.content, null) } : {}),
    },
    metadata: accessible ? metadata : metadata.content_types ? { content_types: metadata.content_types } : {},
  };
}

/** The record's own fields the portal's API lists before the metadata values (identity, type and dates). */
const LISTED_BEFORE_METADATA = new Set<string>([
  'doc_id',
  'title',
  'file_name',
  'file_extension',
  'file_type_class',
  'created',
  'updated',
  'metadata_storage_last_modified',
  'published_date',
  'asset_visibility',
  'confidential',
]);

/**
 * The search record as the portal's API lists it (spec §3): the record's fields with `id` (the doc id) and one
 * list of values per metadata field (content_types always); `content` only when given to the user.
 */
export function portalSearchRecord({ fields, metadata }: ResultRecord): Record<string, unknown> {
  const { content, ...shown } = fields;
  const entries = Object.entries(shown);
  return {
    doc_id: fields.doc_id,
    id: fields.doc_id,
    ...Object.fromEntries(entries.filter(([name]) => LISTED_BEFORE_METADATA.has(name))),
    content_types: [],
    ...metadata,
    ...Object.fromEntries(entries.filter(([name]) => !LISTED_BEFORE_METADATA.has(name))),
    // Left out (undefined) when not asked for, or withheld from the user.
    content: content ?? undefined,
  };
}

/**
 * The records of the given documents, in their order (documents whose record has gone in the meantime are left
 * out): for reads of documents that are not a search (a lookup by key, suggestions).
 */
export async function recordsOf<Hit extends { assetId: number; accessible: boolean }>(
  engine: SearchEngine,
  access: SiteAccess,
  hits: Hit[],
  options: Omit<RecordOptions, 'codes'>,
): Promise<(Hit & { record: ResultRecord })[]> {
  const fields = await facetFieldsOf(engine, access.site.deploymentIndexId, access.revision);
  const codes = longestCodesFirst(fields.map((field) => field.code));
  const rows = await loadResultRows(
    engine,
    hits.map((hit) => hit.assetId),
    options.content,
  );
  return hits.flatMap((hit) => {
    const row = rows.get(hit.assetId);
    return row ? [{ ...hit, record: resultRecord(row, hit.accessible, { ...options, codes }) }] : [];
  });
}

/** The first 200 characters, cut at a word boundary, with an ellipsis when cut. */
export function synopsisOf(text: string | null | undefined): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean === '') return null;
  if (clean.length <= SYNOPSIS_MAX_CHARS) return clean;
  const cut = clean.slice(0, SYNOPSIS_MAX_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SYNOPSIS_MAX_CHARS / 2))}…`;
}
