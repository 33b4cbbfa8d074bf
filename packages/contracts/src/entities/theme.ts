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

export interface Theme {
  themeEntityId: number;
  heroUrl: string | null;
  thumbnailUrl: string | null;
  themeColor: string | null;
  secondaryThemeColor: string | null;
}

/** The form sent when a theme is saved with uploaded images. */
export interface ThemeSaveForm {
  themeEntityId: number;
  themeColor: string | null;
  thumbnailFile?: Blob;
  heroFile?: Blob;
}
