import { Type, type Static } from '@fastify/type-provider-typebox';
import type { Asset } from '../db/schema/index.js';
import { documentTypeFromStoragePath, fileExtension } from '../ingest/file-types.js';
import { contactValue, displayName, valuesOf, type AssetFacts } from './asset-facts.js';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const Strings = Type.Array(Type.String());

/**
 * Spec §3 "Document (search record)", filled from the asset, its metadata values, its contacts and its
 * search record. Besides the listed fields it carries one array per other metadata field of the asset,
 * named by the field's code (regions, countries, keywords …), as a search index holds them.
 */
export const SearchDocument = Type.Object(
  {
    doc_id: Type.String(),
    id: Type.String({ description: "The record's key: the doc id." }),
    title: Type.String(),
    content: Type.String({
      description:
        "The file's extracted text; '' when the user may not see the content or the file is not indexed yet.",
    }),
    file_name: Type.String(),
    storage_path: Type.String({ description: 'Where the file is stored, without any access token.' }),
    file_extension: Type.String(),
    created: Type.String({ format: 'date-time' }),
    updated: NullableString,
    created_by: NullableString,
    updated_by: NullableString,
    published_date: NullableString,
    content_types: Strings,
    content_type_groups: Strings,
    asset_visibility: Type.String({
      description: 'Public or Private (Private makes it inaccessible to users without access).',
    }),
    external_url: NullableString,
    external_url_label: NullableString,
    external_url_action: NullableString,
    dashboard_filters: Type.Boolean(),
    dashboard_bookmarks: Type.Boolean(),
    key_contacts: Strings,
    author___contact: Strings,
    contributors___experts: Strings,
    stakeholder: Strings,
    support_contact: Strings,
    dashboard_access: Strings,
    data_governance: Strings,
    terms_and_conditions: NullableString,
    confidential: Type.Boolean(),
    dashboard_category: NullableString,
    description: Type.Union([Type.String(), Type.Null()], {
      description: 'null when the user may not see the content.',
    }),
  },
  { title: 'SearchDocument', additionalProperties: Strings },
);
export type SearchDocument = Static<typeof SearchDocument>;

/** The contact fields of a search record and the contact role (asset_contacts) or metadata field code that fills each. */
const CONTACT_FIELDS = {
  key_contacts: 'Key Contact',
  author___contact: 'Author',
  contributors___experts: 'Contributor',
  stakeholder: 'Stakeholder',
  support_contact: 'Support Contact',
  dashboard_access: 'Dashboard Access',
  data_governance: 'Data Governance',
} as const;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The content types of an asset: its content_types values, else the document type of its storage path (as its search record has them). */
export function contentTypesOf(asset: Pick<Asset, 'storagePath' | 'blobName'>, facts: AssetFacts): string[] {
  const chosen = valuesOf(facts, 'content_types');
  if (chosen.length) return chosen;
  const documentType = documentTypeFromStoragePath(asset.blobName ?? asset.storagePath ?? '');
  return documentType ? [documentType] : [];
}

/**
 * The document of an asset. A private asset the user may not open (`isAccessible` false) shows only what
 * the spec lets it show: its title, file name and type, and its dates, marked not accessible; its metadata
 * (clients, brands, keywords …), contacts, people, links, storage path, description and text are withheld.
 * Contacts are the users' emails (asset_contacts by role) together with the values of a metadata field of
 * the same code, without repeats. `fileUrl` is the file's URL as browsers reach it (document-files.ts).
 */
export function toSearchDocument(
  asset: Asset,
  facts: AssetFacts,
  { isAccessible, fileUrl }: { isAccessible: boolean; fileUrl: string },
): SearchDocument {
  if (!isAccessible) return withheldSearchDocument(asset, facts);
  const metadata: Record<string, string[]> = {};
  for (const value of facts.selectedSet) {
    if (!value.softDeleted) (metadata[value.fieldCode] ??= []).push(value.value);
  }
  const contacts = Object.fromEntries(
    Object.entries(CONTACT_FIELDS).map(([field, role]) => [
      field,
      [
        ...new Set([
          ...(metadata[field] ?? []),
          ...facts.contacts.filter((contact) => contact.role === role).map((contact) => contactValue(contact.user)),
        ]),
      ],
    ]),
  ) as Record<keyof typeof CONTACT_FIELDS, string[]>;
  return {
    ...metadata,
    doc_id: asset.docId,
    id: asset.docId,
    title: asset.title,
    content: isAccessible ? (facts.content ?? '') : '',
    file_name: asset.fileName,
    storage_path: fileUrl,
    file_extension: asset.fileExtension ?? fileExtension(asset.originalFileName || asset.fileName),
    created: asset.created.toISOString(),
    updated: iso(asset.updated),
    created_by: facts.createdBy ? displayName(facts.createdBy) : null,
    updated_by: facts.updatedBy ? displayName(facts.updatedBy) : null,
    published_date: iso(asset.publishedDate),
    content_types: contentTypesOf(asset, facts),
    content_type_groups: metadata.content_type_groups ?? [],
    asset_visibility: asset.assetVisibility,
    external_url: asset.externalUrl,
    external_url_label: asset.externalUrlLabel,
    external_url_action: asset.externalUrlAction,
    dashboard_filters: asset.dashboardFilters,
    dashboard_bookmarks: asset.dashboardBookmarks,
    ...contacts,
    terms_and_conditions: asset.termsAndConditions,
    confidential: asset.isConfidential,
    dashboard_category: metadata.dashboard_category?.[0] ?? null,
    description: isAccessible ? asset.description : null,
  };
}

/** What a private asset the user may not open shows as a document: what it is and when, nothing of what it holds. */
function withheldSearchDocument(asset: Asset, facts: AssetFacts): SearchDocument {
  const noContacts = Object.fromEntries(Object.keys(CONTACT_FIELDS).map((field) => [field, []])) as unknown as Record<
    keyof typeof CONTACT_FIELDS,
    string[]
  >;
  return {
    doc_id: asset.docId,
    id: asset.docId,
    title: asset.title,
    content: '',
    file_name: asset.fileName,
    storage_path: '',
    file_extension: asset.fileExtension ?? fileExtension(asset.originalFileName || asset.fileName),
    created: asset.created.toISOString(),
    updated: iso(asset.updated),
    created_by: null,
    updated_by: null,
    published_date: iso(asset.publishedDate),
    content_types: contentTypesOf(asset, facts),
    content_type_groups: [],
    asset_visibility: asset.assetVisibility,
    external_url: null,
    external_url_label: null,
    external_url_action: null,
    dashboard_filters: false,
    dashboard_bookmarks: false,
    ...noContacts,
    terms_and_conditions: null,
    confidential: asset.isConfidential,
    dashboard_category: null,
    description: null,
  };
}
