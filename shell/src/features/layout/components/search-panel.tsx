import { Button } from 'antd';
import { useEffect } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@portal/platform';
import { useRemoteParcel } from '../../../hooks/use-remote-parcel';

/**
 * The expanded search panel under the top bar, hosting the search box mfe-search exposes
 * (`./searchBox`). When it cannot be loaded, the panel says so; any navigation (a search from it included) closes it.
 */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const platform = usePlatform();
  const { t } = useTranslation();
  const { state: box } = useRemoteParcel(/* owner of the search box */ 'mfe_search', 'searchBox', (error) =>
    console.error('The search box could not be loaded:', error),
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <section className="search-panel" aria-label={t('searchPanel.label')}>
      {box.status === 'failed' ? (
        <p role="note">{t('searchPanel.notAvailable')}</p>
      ) : box.status === 'ready' ? (
        <Parcel config={box.config} mountParcel={mountRootParcel} wrapWith="div" platform={platform} />
      ) : (
        <p role="status">{t('overlays.loading')}</p>
      )}
      <Button onClick={onClose}>{t('searchPanel.close')}</Button>
    </section>
  );
}
