/** A metadata value of an asset's selected set. */
export interface MetadataValue {
  flattenedFieldCode: string;
  value: string;
  softDeleted: boolean;
}

/** A parent→child link between metadata values (hierarchical fields). */
export interface MetadataEdge {
  DeploymentIndexId: number;
  FieldCode: string;
  FieldName: string;
  FieldValue: string;
  FieldOrder: number;
  ParentFieldCode: string | null;
  ParentFieldName: string | null;
  ParentFieldValue: string | null;
  ParentFieldOrder: number | null;
}

export interface MetadataFieldValue {
  profileFieldValueId: number;
  fieldId: number;
  value: string;
  order: number;
  softDeleted: boolean;
}

export interface MetadataField {
  fieldId: number;
  name: string;
  code: string;
  isRequired: boolean;
  isMultiple: boolean;
  values: MetadataFieldValue[];
}

export interface MetadataSet {
  setId: number;
  name: string;
  isMaster: boolean;
  masterSetId: number | null;
  fields: MetadataField[];
}

/** A selected field value in the uploader state. */
export interface SelectedFieldValue {
  fieldId: number;
  profileFieldValueId: number;
}
