import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString } from '../api/schema-kit.js';

/** One metadata set of a site (GET v2/uploader/getMetadataSets answer, metadataSets). */
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

/** GET v2/uploader/getMetadataSets answer: a site's master set and its subsets. */
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

/** A value a metadata value sits under (MetadataFieldValue.parents). */
const MetadataParentValue = Type.Object({
  fieldCode: Type.String(),
  fieldName: Type.String(),
  fieldValue: Type.String(),
});
type MetadataParentValue = Static<typeof MetadataParentValue>;

/** A value a field offers (GET v2/uploader/getUploaderSetById answer, fields[].values). */
export const MetadataFieldValue = Type.Object(
  {
    profileFieldValueId: Type.Integer(),
    fieldId: Type.Integer(),
    value: Type.String(),
    order: Type.Integer(),
    softDeleted: Type.Boolean({ description: 'Always false here: soft-deleted values are not offered.' }),
    parents: Type.Array(MetadataParentValue, {
      description: 'The values this one sits under (metadata edges of the site), e.g. a country under its region.',
    }),
  },
  { title: 'MetadataFieldValue' },
);
export type MetadataFieldValue = Static<typeof MetadataFieldValue>;

/** A field of a metadata set with the values it offers (GET v2/uploader/getUploaderSetById answer, fields). */
export const MetadataField = Type.Object(
  {
    fieldId: Type.Integer(),
    setId: Type.Integer(),
    name: Type.String(),
    code: Type.String(),
    isRequired: Type.Boolean(),
    isMultiple: Type.Boolean(),
    order: Type.Integer(),
    facetGroupName: NullableString,
    values: Type.Array(MetadataFieldValue),
  },
  { title: 'MetadataField' },
);
export type MetadataField = Static<typeof MetadataField>;

/** GET v2/uploader/getUploaderSetById answer: one metadata set of a site with its fields and their values. */
export const UploaderMetadataSet = Type.Object(
  {
    setId: Type.Integer(),
    name: Type.String(),
    isMaster: Type.Boolean(),
    masterSetId: NullableInteger,
    deploymentIndexId: Type.Integer(),
    fields: Type.Array(MetadataField, {
      description:
        "The set's fields by order; for a subset, its own fields (the master's are fetched with the master's id).",
    }),
  },
  { title: 'UploaderMetadataSet' },
);
export type UploaderMetadataSet = Static<typeof UploaderMetadataSet>;

/**
 * One selected value of an asset (uploader state: fieldId, profileFieldValueId), as the entity fetches
 * (masterset.setFieldValues, subset.fieldValue) and the collection calls answer it.
 */
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

/** A selected value as the uploader sends it (MetadataData of the register and update calls). */
export const SelectedFieldValue = Type.Object(
  {
    fieldId: Type.Integer({ minimum: 1 }),
    profileFieldValueId: Type.Integer({ minimum: 1 }),
  },
  { title: 'SelectedFieldValue' },
);
export type SelectedFieldValue = Static<typeof SelectedFieldValue>;

/** POST v2/uploader/createEdge answer (201 added, 200 already there): a parent→child link between metadata values. */
export const MetadataEdge = Type.Object(
  {
    MetadataEdgeId: Type.Integer(),
    DeploymentIndexId: Type.Integer(),
    FieldCode: Type.String(),
    FieldName: Type.String(),
    FieldValue: Type.String(),
    FieldOrder: Type.Integer(),
    ParentFieldCode: NullableString,
    ParentFieldName: NullableString,
    ParentFieldValue: NullableString,
    ParentFieldOrder: NullableInteger,
    created: Type.Boolean({ description: 'False when the same link already existed.' }),
  },
  { title: 'MetadataEdge' },
);
export type MetadataEdge = Static<typeof MetadataEdge>;
