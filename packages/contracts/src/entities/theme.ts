import { Type, type Static } from 'typebox';

/** The site theme colours every app derives its tokens from (spec §3 Theme). */
export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
  error: string;
  warning: string;
  info: string;
  success: string;
  confidential: string;
}

/**
 * A theme as the portal sees it (spec §3 "Theme"): GET v2/{type}/theme/{id} and PUT v2/{type}/theme/{id} answer,
 * POST v2/{type}/themes answer entries ({type}: deploymentIndexes, collections or groups). Image URLs are relative
 * to the API base, like the spec's `v2/…` paths.
 */
export const Theme = Type.Object(
  {
    themeEntityId: Type.Integer(),
    themeColor: Type.Union([Type.String(), Type.Null()]),
    secondaryThemeColor: Type.Union([Type.String(), Type.Null()]),
    heroUrl: Type.Union([Type.String(), Type.Null()], {
      description: 'e.g. v2/collections/theme/7/hero?v=…; needs the bearer token.',
    }),
    thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Theme' },
);
export type Theme = Static<typeof Theme>;

/**
 * PUT v2/{type}/theme/{id} body: the multipart/form-data fields of a theme save (documented in OpenAPI; the
 * server reads the parts itself). heroFile and thumbnailFile are files (format binary) in the form.
 */
export const ThemeSaveForm = Type.Object(
  {
    themeEntityId: Type.Optional(Type.Integer({ description: 'Must equal the id in the path when given.' })),
    themeColor: Type.Optional(Type.String({ maxLength: 9, description: 'CSS hex colour, e.g. #1f4e79.' })),
    secondaryThemeColor: Type.Optional(Type.String({ maxLength: 9, description: 'CSS hex colour.' })),
    heroFile: Type.Optional(Type.String({ format: 'binary', description: 'PNG, JPEG or WebP, at most 5 MB.' })),
    thumbnailFile: Type.Optional(Type.String({ format: 'binary', description: 'PNG, JPEG or WebP, at most 5 MB.' })),
  },
  { title: 'ThemeSaveForm' },
);
export type ThemeSaveForm = Static<typeof ThemeSaveForm>;
