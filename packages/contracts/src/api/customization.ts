import { Type, type Static } from 'typebox';
import { CustomizationSet, QuickLink, SettingValue } from '../entities/customization.js';
import { Theme } from '../entities/theme.js';
import { Nullable } from './schema-kit.js';

/**
 * POST v2/{type}/customizations, POST v2/{type}/customization/{propertyCode}, POST v2/{type}/quicklinks and
 * POST v2/{type}/themes body: the entity ids, answered one entry per id in the order of the ids.
 */
export const EntityIds = Type.Array(Type.Integer({ minimum: 1 }), {
  maxItems: 500,
  description: 'Entity ids.',
  title: 'EntityIds',
});
export type EntityIds = Static<typeof EntityIds>;

/** POST v2/{type}/customizations answer: the customization set of each id, in the order of the ids. */
export const CustomizationSetsResponse = Type.Array(CustomizationSet, { title: 'CustomizationSetsResponse' });
export type CustomizationSetsResponse = Static<typeof CustomizationSetsResponse>;

/** POST v2/{type}/customization/{propertyCode} answer: per id (in the order of the ids), its value of the property, or null. */
export const PropertyValuesResponse = Type.Array(Nullable(SettingValue), { title: 'PropertyValuesResponse' });
export type PropertyValuesResponse = Static<typeof PropertyValuesResponse>;

/** What a save carries per setting (SaveCustomizationRequest.settings): the property by code and its new value. */
export const SettingInput = Type.Object(
  {
    appPropertyCode: Type.String({ minLength: 1, maxLength: 200 }),
    value: Type.Union([Type.String({ maxLength: 20000 }), Type.Null()]),
  },
  { title: 'CustomizationSettingInput' },
);
export type SettingInput = Static<typeof SettingInput>;

/**
 * PUT v2/{type}/{id}/customization body: the customization set (or just `{ settings }`); only the listed
 * properties change, and per setting only appPropertyCode and value are read.
 */
export const SaveCustomizationRequest = Type.Object(
  { settings: Type.Array(SettingInput, { maxItems: 500 }) },
  { title: 'SaveCustomizationRequest' },
);
export type SaveCustomizationRequest = Static<typeof SaveCustomizationRequest>;

/** GET v2/{type}/quicklinks/{id} and POST v2/{type}/quicklinks/{id} answer: the entity's quick links, in order. */
export const QuickLinksResponse = Type.Array(QuickLink, { title: 'QuickLinksResponse' });
export type QuickLinksResponse = Static<typeof QuickLinksResponse>;

/** POST v2/{type}/quicklinks answer entry: the quick links of one entity. */
const EntityQuickLinks = Type.Object(
  { entityId: Type.Integer(), quickLinks: Type.Array(QuickLink) },
  { title: 'EntityQuickLinks' },
);
type EntityQuickLinks = Static<typeof EntityQuickLinks>;

/** POST v2/{type}/quicklinks answer: one entry per id, in the order of the ids. */
export const EntityQuickLinksResponse = Type.Array(EntityQuickLinks, { title: 'EntityQuickLinksResponse' });
export type EntityQuickLinksResponse = Static<typeof EntityQuickLinksResponse>;

const OptionalId = Type.Optional(Type.Union([Type.Integer(), Type.Null()]));

/** POST v2/{type}/quicklinks/{id} body entry: saved only when it has an id or values. */
export const QuickLinkInput = Type.Object(
  {
    quickLinkId: OptionalId,
    name: Type.String({ maxLength: 500 }),
    quickLinkValues: Type.Optional(
      Type.Array(
        Type.Object({
          quickLinkValueId: OptionalId,
          name: Type.String({ maxLength: 500 }),
          value: Type.String({ maxLength: 4000 }),
        }),
        { maxItems: 200 },
      ),
    ),
  },
  { title: 'QuickLinkInput' },
);
export type QuickLinkInput = Static<typeof QuickLinkInput>;

/** POST v2/{type}/quicklinks/{id} body: the entity's new quick links, replacing the old ones. */
export const SaveQuickLinksRequest = Type.Array(QuickLinkInput, { maxItems: 100, title: 'SaveQuickLinksRequest' });
export type SaveQuickLinksRequest = Static<typeof SaveQuickLinksRequest>;

/** POST v2/{type}/themes answer: the theme of each id, in the order of the ids. */
export const ThemesResponse = Type.Array(Theme, { title: 'ThemesResponse' });
export type ThemesResponse = Static<typeof ThemesResponse>;

/** GET v2/{type}/theme/{id}/{image}: the two images a theme may hold. */
export type ThemeImage = 'hero' | 'thumbnail';
