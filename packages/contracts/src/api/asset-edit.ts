import { Type, type Static } from 'typebox';
import { CHARTED_INSIGHT_KEYS } from '../entities/charted-insight-keys.js';
import { Asset, AssetUser } from '../entities/asset.js';
import { NullableString, PageOf, PagingQuery } from './schema-kit.js';

/** Contact roles a user can hold on an asset (spec §3; the labels of ContactRoleLabel). */
export const ASSET_CONTACT_ROLES = [
  'Author',
  'Contributor',
  'Key Contact',
  'Stakeholder',
  'Support Contact',
  'Dashboard Access',
  'Data Governance',
] as const;
export const AssetContactRole = Type.Enum(ASSET_CONTACT_ROLES, { title: 'AssetContactRole' });
export type AssetContactRole = Static<typeof AssetContactRole>;

/** A contact of an asset by role (Author, Key Contact, …): the user holding that role on it. */
const AssetEditContact = Type.Object({ role: AssetContactRole, user: AssetUser }, { title: 'AssetEditContact' });
type AssetEditContact = Static<typeof AssetEditContact>;

/**
 * POST v2/insights/get/{id} and the answer of PUT v2/insights/save/{assetId} (spec §7 "Search and documents"): the
 * portal model of the asset (PortalAsset) for the content page's "edit document" dialog, with the fields the dialog
 * edits that the portal model does not carry: the external URL, its label and action (embed mode), the confidential
 * flag, the asset's keywords and tags (values of the site's metadata fields `keywords` and `tags`) and its contacts
 * by role.
 */
export const EditableAsset = Type.Object(
  {
    ...Asset.properties,
    externalUrl: NullableString,
    externalUrlLabel: NullableString,
    externalUrlAction: Type.Union([Type.String(), Type.Null()], {
      description: 'The embed mode (embed, new window, power bi embed, …, none; spec §4).',
    }),
    isConfidential: Type.Boolean(),
    keywords: Type.Array(Type.String(), {
      description: "Values of the site's `keywords` field selected for the asset.",
    }),
    tags: Type.Array(Type.String(), { description: "Values of the site's `tags` field selected for the asset." }),
    contacts: Type.Array(AssetEditContact),
  },
  { title: 'EditableAsset' },
);
export type EditableAsset = Static<typeof EditableAsset>;

const text = (maxLength: number, description?: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()], description ? { description } : {}));
const valueList = (description: string) =>
  Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 200, uniqueItems: true, description }),
  );

/** A contact of the save body: the role and the user (by id; the rest of the user, as GET sent it, is ignored). */
const AssetSaveContact = Type.Object(
  { role: AssetContactRole, user: Type.Object({ userId: Type.Integer({ minimum: 1 }) }) },
  { title: 'AssetSaveContact' },
);
type AssetSaveContact = Static<typeof AssetSaveContact>;

/**
 * PUT v2/insights/save/{assetId} "with the asset": the EditableAsset as POST v2/insights/get/{id} answered it, or any
 * part of it. Only the editable fields below are read; a field left out is left unchanged, the other properties of
 * the portal model (ids, files, counters…) are ignored, and assetId, when sent, must be the asset of the path.
 * Lists (keywords, tags, contacts) replace the stored ones.
 */
export const AssetSave = Type.Object(
  {
    assetId: Type.Optional(Type.Integer({ minimum: 1, description: 'When sent, the assetId of the path.' })),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    description: text(10_000),
    synopsis: text(2000, 'Shown cut to 200 characters.'),
    summary: text(20_000, 'The summary (plain text); summaryText is the same and is ignored.'),
    altText: text(500, "An image's ALT text (what it shows, for someone who cannot see it), or null."),
    imageCaption: text(1000, "An image's caption, or null."),
    externalUrl: text(2000, 'An absolute http(s) URL, or null for none.'),
    externalUrlLabel: text(200),
    externalUrlAction: text(100, 'The embed mode (spec §4), or null.'),
    isConfidential: Type.Optional(Type.Boolean()),
    keywords: valueList("Values of the site's `keywords` field (existing, not deleted values)."),
    tags: valueList("Values of the site's `tags` field (existing, not deleted values)."),
    contacts: Type.Optional(
      Type.Array(AssetSaveContact, { maxItems: 200, description: 'Every contact of the asset, by role.' }),
    ),
  },
  { title: 'AssetSave' },
);
export type AssetSave = Static<typeof AssetSave>;

/** GET v2/insights/preview/{id}: a 10-minute read URL of the asset's preview picture (its thumbnail when it has none). */
export const InsightPreview = Type.Object(
  {
    uri: Type.String({ description: 'A read SAS URL of that one picture.' }),
    type: Type.Union([Type.Literal('preview'), Type.Literal('thumbnail')], {
      description: 'Which picture it is.',
    }),
    expiresOn: Type.String({ format: 'date-time', description: 'When the URL stops working.' }),
  },
  { title: 'InsightPreview' },
);
export type InsightPreview = Static<typeof InsightPreview>;

/** The `field` of GET v2/assets/{id}/insights/metadata: one of the charted insight keys (spec §5). */
const ChartedInsightField = Type.Enum(CHARTED_INSIGHT_KEYS, { title: 'ChartedInsightField' });

/** GET v2/assets/{id}/insights/metadata: rowsPerPage (default 25), page and field. */
export const AssetInsightMetadataQuery = Type.Object(
  { ...PagingQuery('AssetInsightMetadataPaging', 25).properties, field: ChartedInsightField },
  { title: 'AssetInsightMetadataQuery' },
);
export type AssetInsightMetadataQuery = Static<typeof AssetInsightMetadataQuery>;

/** One value of an insight field with its count (how many times the asset carries it, or appearances in a video). */
export const InsightValueCount = Type.Object(
  { name: Type.String(), count: Type.Integer({ minimum: 1 }) },
  { title: 'InsightValueCount' },
);
export type InsightValueCount = Static<typeof InsightValueCount>;

/**
 * A page of the values of one insight field of an asset, most frequent first (then by name). `source` says where they
 * come from: 'metadata' (the asset's metadata values), 'videoIndexer' (the video's Video Indexer insights), or
 * 'none' when the portal has no source for that field (then the page is empty).
 */
export const AssetInsightMetadata = Type.Object(
  {
    ...PageOf('AssetInsightMetadataPage', InsightValueCount).properties,
    field: ChartedInsightField,
    source: Type.Union([Type.Literal('metadata'), Type.Literal('videoIndexer'), Type.Literal('none')]),
  },
  { title: 'AssetInsightMetadata' },
);
export type AssetInsightMetadata = Static<typeof AssetInsightMetadata>;
