import type { IndexFieldDescription, SearchFieldsChange } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { metadataFields, type DeploymentIndex, type MetadataField } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { siteMasterSet } from './metadata-sets.js';

type Flags = Pick<
  IndexFieldDescription,
  'searchable' | 'filterable' | 'sortable' | 'facetable' | 'key' | 'retrievable'
>;
interface FixedField extends Flags {
  name: string;
  label: string;
  group: string;
  displayInFilter?: boolean;
}

const flags = (set: Partial<Flags>): Flags => ({
  searchable: false,
  filterable: false,
  sortable: false,
  facetable: false,
  key: false,
  retrievable: true,
  ...set,
});

/**
 * The fields every search record has, with what this server's search does with them: keyword search reads
 * title, description, file name and content (searchable); results can be ordered by published_date, created
 * and metadata_storage_last_modified (sortable); published_date takes the date filters (filterable, shown in
 * the filter panel); `id` is the key.
 */
const FIXED_FIELDS: readonly FixedField[] = [
  { name: 'id', label: 'Id', group: 'Document', ...flags({ key: true }) },
  { name: 'doc_id', label: 'Doc Id', group: 'Document', ...flags({}) },
  { name: 'title', label: 'Title', group: 'Document', ...flags({ searchable: true }) },
  { name: 'description', label: 'Description', group: 'Document', ...flags({ searchable: true }) },
  { name: 'content', label: 'Content', group: 'Document', ...flags({ searchable: true }) },
  { name: 'file_name', label: 'File Name', group: 'Document', ...flags({ searchable: true }) },
  { name: 'file_extension', label: 'File Extension', group: 'Document', ...flags({}) },
  { name: 'storage_path', label: 'Storage Path', group: 'Document', ...flags({}) },
  { name: 'asset_visibility', label: 'Visibility', group: 'Document', ...flags({}) },
  { name: 'confidential', label: 'Confidential', group: 'Document', ...flags({}) },
  { name: 'created', label: 'Created', group: 'Dates', ...flags({ sortable: true }) },
  { name: 'updated', label: 'Updated', group: 'Dates', ...flags({}) },
  { name: 'metadata_storage_last_modified', label: 'Last Modified', group: 'Dates', ...flags({ sortable: true }) },
  {
    name: 'published_date',
    label: 'Published Date',
    group: 'Dates',
    displayInFilter: true,
    ...flags({ filterable: true, sortable: true }),
  },
];

/** Metadata values are in the searched text and are facets (`<code>_<value>` facet queries). */
const METADATA_FLAGS = flags({ searchable: true, filterable: true, facetable: true });

/**
 * The fields of a site's search records: the fixed ones, then every field of the site's master metadata
 * set. Content types are always faceted (from the storage path when none is chosen), so content_types is
 * listed even when the master set lacks it. The display flags are the site's (metadata_fields) either way.
 * `customize` applies the site's presentation: displayName becomes the field's name as the site calls it
 * (metadata_fields.name; a label for fixed fields), groupName its facet group (facetGroupName; Document or
 * Dates for fixed fields), and metadata fields come in the site's order (order, then name). Without it the
 * index's own view: displayName is the field name, groupName '', metadata fields by code.
 */
export async function describeSiteFields(
  db: Database,
  site: DeploymentIndex,
  customize: boolean,
): Promise<IndexFieldDescription[]> {
  const master = await siteMasterSet(db, site);
  const fields: MetadataField[] = master
    ? await db
        .select()
        .from(metadataFields)
        .where(eq(metadataFields.setId, master.setId))
        .orderBy(asc(metadataFields.order), asc(metadataFields.name), asc(metadataFields.fieldId))
    : [];
  if (!customize) fields.sort((a, b) => a.code.localeCompare(b.code));
  const fixed = FIXED_FIELDS.map(({ name, label, group, displayInFilter = false, ...fieldFlags }) => ({
    name,
    displayName: customize ? label : name,
    groupName: customize ? group : '',
    displayInFilter,
    displayInInsights: false,
    ...fieldFlags,
    siteField: false,
  }));
  const metadata = fields.map((field) => ({
    name: field.code,
    displayName: customize ? field.name : field.code,
    groupName: customize ? (field.facetGroupName ?? '') : '',
    displayInFilter: field.displayInFilter,
    displayInInsights: field.displayInInsights,
    ...METADATA_FLAGS,
    siteField: true,
  }));
  const contentTypes = fields.some((field) => field.code === 'content_types')
    ? []
    : [
        {
          name: 'content_types',
          displayName: customize ? 'Content Types' : 'content_types',
          groupName: customize ? 'Content' : '',
          displayInFilter: true,
          displayInInsights: true,
          ...METADATA_FLAGS,
          siteField: false,
        },
      ];
  return [...fixed, ...contentTypes, ...metadata];
}

/**
 * Saves how the site presents its metadata fields in search (PUT v2/search/describe/{id}), in one transaction: each
 * field's display name (the field's name), facet group, the two display flags, and the order given. The body lists
 * every field of the site's master set once; a fixed field, an unknown one, a missing one or a repeated one is a 400
 * naming it, and nothing changes. Sites that share the set (a duplicated site) share the change.
 */
export async function saveSiteFields(
  db: Database,
  site: DeploymentIndex,
  change: SearchFieldsChange,
): Promise<IndexFieldDescription[]> {
  const master = await siteMasterSet(db, site);
  if (!master) throw new HttpError(409, `The site '${site.name}' has no metadata set yet: generate it first.`);
  const fields = await db.select().from(metadataFields).where(eq(metadataFields.setId, master.setId));
  const byCode = new Map(fields.map((field) => [field.code, field]));
  const named = new Set<string>();
  for (const entry of change) {
    if (FIXED_FIELDS.some((fixed) => fixed.name === entry.name))
      throw new HttpError(400, `The field '${entry.name}' is one of every record's own fields: it cannot be changed.`);
    if (!byCode.has(entry.name)) throw new HttpError(400, `No such metadata field on this site: '${entry.name}'.`);
    if (named.has(entry.name)) throw new HttpError(400, `The field '${entry.name}' is listed twice.`);
    if (entry.displayName.trim() === '')
      throw new HttpError(400, `The request is not valid: the display name of '${entry.name}' must not be empty.`);
    named.add(entry.name);
  }
  const missing = fields.filter((field) => !named.has(field.code)).map((field) => `'${field.code}'`);
  if (missing.length > 0) throw new HttpError(400, `Every field of the site is listed: ${missing.join(', ')} missing.`);
  await db.transaction(async (tx) => {
    for (const [order, entry] of change.entries())
      await tx
        .update(metadataFields)
        .set({
          name: entry.displayName.trim(),
          facetGroupName: entry.groupName.trim() || null,
          displayInFilter: entry.displayInFilter,
          displayInInsights: entry.displayInInsights,
          order,
        })
        .where(eq(metadataFields.fieldId, byCode.get(entry.name)!.fieldId));
  });
  return describeSiteFields(db, site, true);
}
