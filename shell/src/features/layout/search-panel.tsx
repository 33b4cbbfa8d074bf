import { Button } from 'antd';
import { useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { usePlatform, type RemoteMountProps } from '@portal/platform';
import { loadRemoteParcel } from '../remotes/load-remote-app';

/**
 * The expanded search panel under the top bar, hosting the search box mfe-search exposes
 * (`./searchBox`). When it cannot be loaded, the panel says so; any navigation (a search from it included) closes it.
 */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const platform = usePlatform();
  const { t } = useTranslation();
  const [box, setBox] = useState<ParcelConfigObject<RemoteMountProps> | 'missing' | null>(null);

  useEffect(() => {
    let current = true;
    loadRemoteParcel(/* owner of the search box */ 'mfe_search', 'searchBox').then(
      (lifecycles) => current && setBox(lifecycles),
      (error: unknown) => {
        console.error('The search box could not be loaded:', error);
        if (current) setBox('missing');
      },
    );
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      current = false;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <section className="search-panel" aria-label={t('searchPanel.label')}>
      {box === 'missing' ? (
        <p role="note">{t('searchPanel.notAvailable')}</p>
      ) : box ? (
        <Parcel config={box} mountParcel={mountRootParcel} wrapWith="div" platform={platform} />
      ) : (
        <p role="status">{t('overlays.loading')}</p>
      )}
      <Button onClick={onClose}>{t('searchPanel.close')}</Button>
    </section>
  );
}
