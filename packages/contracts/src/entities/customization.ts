export interface CustomizationSet {
  appObjectSettingId: number;
  userId: number | null;
  settings: SettingValue[];
}

export interface AppPropertyGroup {
  appPropertyGroupId: number;
  code: string;
  name: string;
  appDataTypeCode: string;
}

export interface AppProperty {
  appPropertyId: number;
  name: string;
  code: string;
  type: 'file' | (string & {});
  isVisualElement: boolean;
  description: string | null;
  allowSameValueUsage: boolean;
  reusedByAppPropertyCode: string | null;
  appPropertyGroup: AppPropertyGroup;
}

export interface SettingValue {
  appObjectSettingValueId: number;
  appObjectSettingId: number;
  appPropertyId: number;
  value: string | null;
  appPropertyCode: string;
  appPropertyName: string;
  appPropertyType: string;
  propertyGroupName: string;
  userId: number | null;
  characterCount: number | null;
  allowSameValueUsage: boolean;
  reusedByAppPropertyCode: string | null;
  appProperty?: AppProperty;
}

export interface QuickLinkValue {
  quickLinkValueId: number;
  quickLinkId: number;
  name: string;
  value: string;
}

export interface QuickLink {
  quickLinkId: number;
  name: string;
  quickLinkValues: QuickLinkValue[];
}
