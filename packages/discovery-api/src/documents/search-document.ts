import type { SearchDocument } from '@portal/contracts';
import type { Asset } from '../db/schema/index.js';
import { fileExtension } from '../media/file-types.js';
import { contactValue, type AssetFacts, contentTypesOf } from '../assets/asset-facts.js';
import { displayName } from '../users/display-name.js';

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
