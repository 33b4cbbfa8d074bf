import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import enForms from '../../locales/en/forms.json';
import enNotifications from '../../locales/en/notifications.json';
import enPreferences from '../../locales/en/preferences.json';
import enShell from '../../locales/en/shell.json';
import {
  browserLanguage,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  type LanguageCode,
} from './languages';

/**
 * The shell's i18next instance. English ships with the first load; other languages arrive as one
 * small chunk per namespace when chosen. A missing text falls back to English.
 */
export function createShellI18n(language: LanguageCode): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(resourcesToBackend((lng: string, ns: string) => import(`../../locales/${lng}/${ns}.json`)))
    .use(initReactI18next)
    .init({
      resources: { en: { shell: enShell, notifications: enNotifications, preferences: enPreferences, forms: enForms } },
      partialBundledLanguages: true,
      lng: language,
      initAsync: false, // English is bundled: texts are ready on the first render
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'fr', 'de'],
      ns: [...NAMESPACES],
      defaultNS: 'shell',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
    });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
  });
  document.documentElement.lang = language;
  return instance;
}

/** The language to start with: the one chosen before in this browser, else the browser's own. */
export function initialLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguageCode(stored)) return stored;
  } catch {
    // fall through
  }
  return browserLanguage(navigator.languages ?? [navigator.language]);
}
