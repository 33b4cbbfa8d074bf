import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, type LanguageCode } from '../lib/i18n/languages';

/**
 * The profile menu's language picker: a native select (keyboard and screen readers work as the
 * platform does), each language named in its own language. It switches the shell's texts; the caller
 * may remember the choice (`onChange`).
 */
export function LanguagePicker({ onChange }: { onChange?: (code: LanguageCode) => void }) {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  // i18next reports the new language only once its texts have loaded; until then show the choice.
  const [loading, setLoading] = useState<LanguageCode | null>(null);
  const current = loading ?? (isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE);

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const code = event.target.value;
    if (!isLanguageCode(code)) return;
    setLoading(code);
    const loaded = () => setLoading(null);
    i18n.changeLanguage(code).then(loaded, loaded);
    onChange?.(code);
  };

  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <label htmlFor={id}>{t('languagePicker.label', { defaultValue: 'Language' })}</label>
      <select id={id} value={current} onChange={choose} style={{ font: 'inherit', padding: '2px 4px' }}>
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </span>
  );
}
