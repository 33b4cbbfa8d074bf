import { Type, type Static } from '@fastify/type-provider-typebox';

/** TypeBox shapes of the metadata sets the uploader reads (spec §3 uploader state; contracts entities/metadata.ts). */

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const MetadataSetSummary = Type.Object(
  {
    setId: Type.Integer(),
    name: Type.String(),
    isMaster: Type.Boolean(),
    masterSetId: NullableInteger,
    deploymentIndexId: NullableInteger,
  },
  { title: 'MetadataSetSummary' },
);
export type MetadataSetSummary = Static<typeof MetadataSetSummary>;

export const MetadataSetList = Type.Object(
  {
    deploymentIndexId: Type.Integer(),
    masterSetId: Type.Union([Type.Integer(), Type.Null()], {
      description: "The site's master set; null when the site has none yet.",
    }),
    metadataSets: Type.Array(MetadataSetSummary, { description: 'The master set and its subsets, sorted by name.' }),
  },
  { title: 'MetadataSetList' },
);
export type MetadataSetList = Static<typeof MetadataSetList>;

export const ParentValue = Type.Object({
  fieldCode: Type.String(),
  fieldName: Type.String(),
  fieldValue: Type.String(),
});

export const FieldValueOption = Type.Object(
  {
    profileFieldValueId: Type.Integer(),
    fieldId: Type.Integer(),
    value: Type.String(),
    order: Type.Integer(),
    softDeleted: Type.Boolean({ description: 'Always false here: soft-deleted values are not offered.' }),
    parents: Type.Array(ParentValue, {
      description: 'The values this one sits under (metadata edges of the site), e.g. a country under its region.',
    }),
  },
  { title: 'MetadataFieldValue' },
);

export const MetadataFieldWithValues = Type.Object(
  {
    fieldId: Type.Integer(),
    setId: Type.Integer(),
    name: Type.String(),
    code: Type.String(),
    isRequired: Type.Boolean(),
    isMultiple: Type.Boolean(),
    order: Type.Integer(),
    facetGroupName: NullableString,
    values: Type.Array(FieldValueOption),
  },
  { title: 'MetadataField' },
);
export type MetadataFieldWithValues = Static<typeof MetadataFieldWithValues>;

export const UploaderSet = Type.Object(
  {
    setId: Type.Integer(),
    name: Type.String(),
    isMaster: Type.Boolean(),
    masterSetId: NullableInteger,
    deploymentIndexId: Type.Integer(),
    fields: Type.Array(MetadataFieldWithValues, {
      description:
        "The set's fields by order; for a subset, its own fields (the master's are fetched with the master's id).",
    }),
  },
  { title: 'UploaderMetadataSet' },
);
export type UploaderSet = Static<typeof UploaderSet>;

/** One selected value of an asset (uploader state: fieldId, profileFieldValueId). */
export const SetFieldValue = Type.Object(
  {
    fieldId: Type.Integer(),
    fieldName: Type.String(),
    fieldCode: Type.String(),
    profileFieldValueId: Type.Integer(),
    value: Type.String(),
  },
  { title: 'SetFieldValue' },
);
export type SetFieldValue = Static<typeof SetFieldValue>;

/** A selected value as the uploader sends it. */
export const SelectedFieldValue = Type.Object(
  {
    fieldId: Type.Integer({ minimum: 1 }),
    profileFieldValueId: Type.Integer({ minimum: 1 }),
  },
  { title: 'SelectedFieldValue' },
);
export type SelectedFieldValue = Static<typeof SelectedFieldValue>;
