import { sql, type SQL } from 'drizzle-orm';
import { facetFieldsOf } from '../search/facet-fields.js';
import type { SearchEngine } from '../search/search-engine.js';
import type { SiteAccess } from '../sites/site-access.js';

export type ScalarType = 'Edm.String' | 'Edm.DateTimeOffset' | 'Edm.Boolean';

export interface ScalarField {
  kind: 'scalar';
  name: string;
  type: ScalarType;
  /** The value on a search_documents row (alias d). */
  column: SQL;
  filterable: boolean;
  sortable: boolean;
  facetable: boolean;
}

/** A metadata field: Collection(Edm.String), stored as facet keys `<code>_<value>` in search_documents.facets. */
export interface CollectionField {
  kind: 'collection';
  name: string;
  /** Longer field codes that start with `<name>_`: their keys also start with this field's prefix. */
  longerCodes: string[];
}

export type IndexField = ScalarField | CollectionField;

/** The key field of every site index. */
export const KEY_FIELD = 'doc_id';

const scalar = (
  name: string,
  type: ScalarType,
  column: string,
  flags: { filterable?: boolean; sortable?: boolean; facetable?: boolean } = {},
): ScalarField => ({
  kind: 'scalar',
  name,
  type,
  column: sql.raw(column),
  filterable: flags.filterable ?? true,
  sortable: flags.sortable ?? true,
  facetable: flags.facetable ?? false,
});

/** The fields every site index has, in the order documents list them (the metadata collections follow). */
const SCALAR_FIELDS: ScalarField[] = [
  scalar('doc_id', 'Edm.String', 'd.doc_id'),
  scalar('title', 'Edm.String', 'd.title'),
  scalar('file_name', 'Edm.String', 'd.file_name'),
  scalar('file_extension', 'Edm.String', 'd.file_extension', { facetable: true }),
  scalar('file_type_class', 'Edm.String', 'd.file_type_class', { facetable: true }),
  scalar('description', 'Edm.String', 'null', { filterable: false, sortable: false }),
  scalar('content', 'Edm.String', 'd.content', { filterable: false, sortable: false }),
  scalar('created', 'Edm.DateTimeOffset', 'd.created'),
  scalar('published_date', 'Edm.DateTimeOffset', 'd.published_date'),
  scalar('metadata_storage_last_modified', 'Edm.DateTimeOffset', 'd.modified'),
  scalar('asset_visibility', 'Edm.String', "(case when d.is_private then 'Private' else 'Public' end)", {
    facetable: true,
  }),
  scalar('confidential', 'Edm.Boolean', 'd.is_confidential', { facetable: true }),
];

/** The fields of one site's index: the search-record fields, then each facet field of its master metadata set as a collection. */
export class IndexSchema {
  readonly fields: IndexField[];
  private readonly byName: Map<string, IndexField>;

  constructor(collectionCodes: string[]) {
    const scalars = new Set(SCALAR_FIELDS.map((field) => field.name));
    const codes = [...new Set(collectionCodes)].filter((code) => !scalars.has(code));
    const collections: CollectionField[] = codes.map((name) => ({
      kind: 'collection',
      name,
      longerCodes: codes.filter((other) => other !== name && other.startsWith(`${name}_`)),
    }));
    this.fields = [...SCALAR_FIELDS, ...collections];
    this.byName = new Map(this.fields.map((field) => [field.name, field]));
  }

  field(name: string): IndexField | undefined {
    return this.byName.get(name);
  }
}

/** The index of the user's site, as of the revision the user's access was read at. */
export async function indexSchemaOf(engine: SearchEngine, access: SiteAccess): Promise<IndexSchema> {
  const fields = await facetFieldsOf(engine, access.site.deploymentIndexId, access.revision);
  return new IndexSchema(fields.map((field) => field.code));
}
