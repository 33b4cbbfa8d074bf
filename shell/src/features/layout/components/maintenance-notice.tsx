import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaintenanceWindow } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { fetchMaintenanceWindow } from '../api/public-notices';

const ACKNOWLEDGED_KEY = 'portal.maintenanceAcknowledged';

/**
 * 'Scheduled Maintenance' (spec §2.6, §4): a card with the coming window, shown until the user
 * acknowledges it once (remembered in this browser for that window).
 */
export function MaintenanceNotice() {
  const { apiBase } = usePlatform();
  const { t, i18n } = useTranslation();
  const [window_, setWindow] = useState<MaintenanceWindow | null>(null);
  const [acknowledged, setAcknowledged] = useState(() => localStorage.getItem(ACKNOWLEDGED_KEY));

  useEffect(() => {
    let current = true;
    fetchMaintenanceWindow(apiBase).then(
      (value) => current && setWindow(value),
      (error: unknown) => console.error('The maintenance window could not be loaded:', error),
    );
    return () => {
      current = false;
    };
  }, [apiBase]);

  if (!window_ || new Date(window_.end).getTime() < Date.now()) return null;
  const key = `${window_.start}|${window_.end}`;
  if (acknowledged === key) return null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <section className="maintenance-notice" role="region" aria-labelledby="maintenance-notice-title">
      <h2 id="maintenance-notice-title">{t('maintenance.title')}</h2>
      <p>
        {t('maintenance.window', {
          start: format.format(new Date(window_.start)),
          end: format.format(new Date(window_.end)),
        })}
      </p>
      {window_.message && <p>{window_.message}</p>}
      <button
        type="button"
        className="shell-button primary"
        onClick={() => {
          localStorage.setItem(ACKNOWLEDGED_KEY, key);
          setAcknowledged(key);
        }}
      >
        {t('maintenance.acknowledge')}
      </button>
    </section>
  );
}
