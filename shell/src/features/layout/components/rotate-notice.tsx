import { useTranslation } from 'react-i18next';

/** 'Please rotate your device.' — shown by CSS only on phones held landscape (see index.html). */
export function RotateNotice() {
  const { t } = useTranslation();
  return (
    <div className="rotate-notice" role="alert">
      <p>{t('rotate')}</p>
    </div>
  );
}
