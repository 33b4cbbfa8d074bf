/** The languages of the shell's own texts, as offered by the language picker (name in its own language). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * The namespaces of the shell's texts, one JSON file per language in src/locales/<code>/<namespace>.json:
 * shell (top bar, drawer, sites, overlays, maintenance, sign-in), notifications, preferences, forms.
 */
export const NAMESPACES = ['shell', 'notifications', 'preferences', 'forms'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Where the chosen language is remembered in this browser before the user's preferences are loaded. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** The first supported language among the browser's, else English. */
export function browserLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
