import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { assetFieldValues, metadataFields, metadataFieldValues, metadataSets } from '../db/schema/index.js';

/** One line of a folder's `metadata.jsonl`: the file (path relative to the folder) and what is known of it. */
export interface SidecarEntry {
  file: string;
  title?: string;
  description?: string;
  /** ISO date. */
  published_date?: string;
  /** 'Private' hides the content from users without access to the asset. */
  asset_visibility?: 'Public' | 'Private';
  is_confidential?: boolean;
  /** Any other key is a metadata field code of the site's master set: a value or a list of values. */
  [fieldCode: string]: unknown;
}

const RESERVED = new Set(['file', 'title', 'description', 'published_date', 'asset_visibility', 'is_confidential']);

/** Reads `metadata.jsonl` (one JSON object per line; blank lines allowed) into entries by file path. */
export function parseSidecar(text: string, sourceName = 'metadata.jsonl'): Map<string, SidecarEntry> {
  const entries = new Map<string, SidecarEntry>();
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch (error) {
      throw new Error(`${sourceName} line ${index + 1} is not JSON: ${(error as Error).message}`);
    }
    if (typeof entry !== 'object' || entry === null || typeof (entry as SidecarEntry).file !== 'string') {
      throw new Error(`${sourceName} line ${index + 1} needs a "file" (the file's path in the folder).`);
    }
    entries.set((entry as SidecarEntry).file.replaceAll('\\', '/'), entry as SidecarEntry);
  });
  return entries;
}

/**
 * Stores the sidecar's metadata fields for an asset: keys that are field codes of the site's master set;
 * values missing from the field are added to it. Returns the keys that are not fields of the site.
 */
export async function storeSidecarFields(
  db: Db,
  input: { siteId: number; assetId: number; entry: SidecarEntry },
): Promise<string[]> {
  const keys = Object.keys(input.entry).filter((key) => !RESERVED.has(key));
  if (keys.length === 0) return [];
  const fields = await db
    .select({ fieldId: metadataFields.fieldId, code: metadataFields.code, isMultiple: metadataFields.isMultiple })
    .from(metadataFields)
    .innerJoin(metadataSets, eq(metadataSets.setId, metadataFields.setId))
    .where(and(eq(metadataSets.deploymentIndexId, input.siteId), eq(metadataSets.isMaster, true)));
  const byCode = new Map(fields.map((field) => [field.code, field]));
  const unknown: string[] = [];
  for (const key of keys) {
    const field = byCode.get(key);
    if (!field) {
      unknown.push(key);
      continue;
    }
    const raw = input.entry[key];
    const values = (Array.isArray(raw) ? raw : [raw]).map((value) => String(value ?? '').trim()).filter(Boolean);
    for (const value of field.isMultiple ? values : values.slice(0, 1)) {
      const fieldValueId = await fieldValueIdFor(db, field.fieldId, value);
      await db.insert(assetFieldValues).values({ assetId: input.assetId, fieldValueId }).onConflictDoNothing();
    }
  }
  return unknown;
}

async function fieldValueIdFor(db: Db, fieldId: number, value: string): Promise<number> {
  const [existing] = await db
    .select({ id: metadataFieldValues.fieldValueId })
    .from(metadataFieldValues)
    .where(
      and(
        eq(metadataFieldValues.fieldId, fieldId),
        eq(metadataFieldValues.value, value),
        eq(metadataFieldValues.softDeleted, false),
      ),
    );
  if (existing) return existing.id;
  const [created] = await db
    .insert(metadataFieldValues)
    .values({ fieldId, value })
    .returning({ id: metadataFieldValues.fieldValueId });
  if (!created) throw new Error(`Adding the value ${value} returned no row.`);
  return created.id;
}
