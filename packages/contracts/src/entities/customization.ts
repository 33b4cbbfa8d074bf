import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString } from '../api/schema-kit.js';

/**
 * One stored value of a customization set (spec §3 "Setting value"): an entry of CustomizationSet.settings,
 * and the POST v2/{type}/customization/{propertyCode} answer entries.
 * Spec §3 nests the value's app property (appProperty) in it; here the value carries copies of the property's code,
 * name, type, group name, allowSameValueUsage and reusedByAppPropertyCode instead, which is all a setting needs.
 * App properties and their groups are kept only in the server's tables (appProperties, appPropertyGroups): no call
 * answers one on its own, so no contract shape carries them.
 */
export const SettingValue = Type.Object(
  {
    appObjectSettingValueId: Type.Integer(),
    appObjectSettingId: Type.Integer(),
    appPropertyId: Type.Integer(),
    value: NullableString,
    appPropertyCode: Type.String(),
    appPropertyName: Type.String(),
    appPropertyType: Type.String({
      description: "'file' means the value is a blob name in the site's customizations container.",
    }),
    propertyGroupName: Type.String(),
    userId: NullableInteger,
    characterCount: NullableInteger,
    allowSameValueUsage: Type.Boolean(),
    reusedByAppPropertyCode: NullableString,
  },
  { title: 'CustomizationSettingValue' },
);
export type SettingValue = Static<typeof SettingValue>;

/**
 * The customization set of a site, collection, group or asset; id 0 and no settings when none is saved yet.
 * GET and PUT v2/{type}/{id}/customization answer, POST v2/{type}/customizations answer entries.
 */
export const CustomizationSet = Type.Object(
  {
    appObjectSettingId: Type.Integer(),
    userId: NullableInteger,
    settings: Type.Array(SettingValue),
  },
  { title: 'CustomizationSet' },
);
export type CustomizationSet = Static<typeof CustomizationSet>;

/** One link of a quick link (QuickLink.quickLinkValues). */
const QuickLinkValue = Type.Object(
  { quickLinkValueId: Type.Integer(), quickLinkId: Type.Integer(), name: Type.String(), value: Type.String() },
  { title: 'QuickLinkValue' },
);
type QuickLinkValue = Static<typeof QuickLinkValue>;

/**
 * A titled list of links (spec §3 "Quick link"): GET v2/{type}/quicklinks/{id} and POST v2/{type}/quicklinks/{id}
 * answer entries.
 */
export const QuickLink = Type.Object(
  { quickLinkId: Type.Integer(), name: Type.String(), quickLinkValues: Type.Array(QuickLinkValue) },
  { title: 'QuickLink' },
);
export type QuickLink = Static<typeof QuickLink>;
