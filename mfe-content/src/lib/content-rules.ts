import type { Asset, SearchDocument } from '@portal/contracts';

/** Spec §2.6: the synopsis shows at most 200 characters. */
export const SYNOPSIS_LENGTH = 200;
/** Spec §9: a text preview shows a snippet of 50 words. */
export const SNIPPET_WORDS = 50;

/** The synopsis cut at 200 characters, on a word boundary when one is near, with an ellipsis when cut. */
export function synopsisOf(text: string | null | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= SYNOPSIS_LENGTH) return clean;
  const cut = clean.slice(0, SYNOPSIS_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SYNOPSIS_LENGTH * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The first 50 words of a text, with an ellipsis when there are more. */
export function snippetOf(text: string | null | undefined): string {
  const words = (text ?? '').split(/\s+/).filter(Boolean);
  return words.length <= SNIPPET_WORDS ? words.join(' ') : `${words.slice(0, SNIPPET_WORDS).join(' ')}…`;
}

/** How the content page previews a file. */
export type PreviewKind = 'pdf' | 'image' | 'video' | 'picture' | 'text' | 'none';

/**
 * The preview of a file the user may open: a PDF in the browser's viewer (its own file, or the PDF preview uploaded
 * for it), an image at full size, a video in the player, any other file by its generated preview picture, and
 * without one the first 50 words of its text.
 */
export function previewKindOf(asset: Asset | null, document: SearchDocument): PreviewKind {
  if (!asset?.isAccessible) return 'none';
  if (asset.defaultPdfPreview || asset.customPdfPreview) return 'pdf';
  if (asset.fileExtensionFileTypeCategory === 'video') return 'video';
  if (asset.fileExtensionFileTypeCategory === 'image' && asset.token) return 'image';
  if (asset.customFullSizePreviewSasUrl || asset.fullSizePreviewSasUrl) return 'picture';
  return document.content.trim() ? 'text' : 'none';
}

/** The people fields of a document (spec §2.6), as the content page lists them, in its order. */
export const PEOPLE_FIELDS = [
  ['Key contacts', 'key_contacts'],
  ['Owners', 'author___contact'],
  ['Contributors', 'contributors___experts'],
  ['Stakeholders', 'stakeholder'],
  ['Support contacts', 'support_contact'],
  ['Dashboard access', 'dashboard_access'],
  ['Data governance', 'data_governance'],
] as const satisfies readonly (readonly [string, keyof SearchDocument])[];

/** One metadata field of an asset: its name, its code (the search facet's field) and its values. */
export interface MetadataField {
  name: string;
  code: string;
  values: string[];
}

/** The asset's metadata fields (soft-deleted values left out, spec §5), fields and values in their order. */
export function metadataFieldsOf(asset: Asset | null): MetadataField[] {
  const fields = new Map<string, MetadataField>();
  for (const value of asset?.selectedSet ?? []) {
    if (value.softDeleted) continue;
    const field = fields.get(value.flattenedFieldName) ?? {
      name: value.flattenedFieldName,
      code: value.flattenedFieldCode,
      values: [],
    };
    if (!field.values.includes(value.value)) field.values.push(value.value);
    fields.set(value.flattenedFieldName, field);
  }
  return [...fields.values()];
}

/** The asset's metadata values by field name (soft-deleted ones left out), fields and values in their order. */
export function metadataByField(asset: Asset | null): [string, string[]][] {
  return metadataFieldsOf(asset).map((field) => [field.name, field.values]);
}
