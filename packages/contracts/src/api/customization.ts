/** The {type} segment of the customization, quick link and theme calls (themes take the first three). */
export type CustomizableEntityPath = 'deploymentIndexes' | 'collections' | 'groups' | 'assets';

/** PUT v2/{type}/{id}/customization body: only the listed properties change. */
export interface SaveCustomizationRequest {
  settings: { appPropertyCode: string; value: string | null }[];
}

/** POST v2/{type}/quicklinks/{id} body entry: saved only when it has an id or values. */
export interface QuickLinkInput {
  quickLinkId?: number | null;
  name: string;
  quickLinkValues?: { quickLinkValueId?: number | null; name: string; value: string }[];
}

/** GET v2/{type}/theme/{id}/{image}: the two images a theme may hold. */
export type ThemeImage = 'hero' | 'thumbnail';
