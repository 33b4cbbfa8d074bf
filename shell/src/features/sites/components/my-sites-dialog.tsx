import { Button, Empty, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_SIZES } from '@portal/contracts';
import type { ShellOverlayProps } from '../../../lib/shell-overlay';
import { useShell } from '../../../hooks/use-shell';
import { useSiteSession } from '../../../hooks/use-site-session';

/**
 * My sites (spec §2.6): 'Select your site', one radio choice per site by name, Cancel and 'Go to
 * site'. Persistent: only the buttons close it. 450 wide, the list 190 px high (it scrolls).
 */
export function MySitesDialog({ close }: ShellOverlayProps) {
  const { t } = useTranslation();
  const { siteSession } = useShell();
  const session = useSiteSession();
  const currentId = session.current?.site.deploymentIndexId ?? null;
  const [selected, setSelected] = useState<number | null>(currentId);

  return (
    <Modal
      open
      title={t('mySites.title')}
      width={DIALOG_SIZES.mySites}
      mask={{ closable: false }}
      keyboard={false}
      closable={false}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('mySites.cancel')}
        </Button>,
        <Button
          key="go"
          type="primary"
          disabled={selected === null}
          onClick={() => {
            if (selected === null) return;
            close();
            void siteSession.chooseSite(selected);
          }}
        >
          {t('mySites.goToSite')}
        </Button>,
      ]}
    >
      <p id="my-sites-text">{t('mySites.text')}</p>
      {session.sites.length === 0 ? (
        <Empty description={session.status === 'loading' ? t('mySites.loading') : t('mySites.none')} />
      ) : (
        <div className="my-sites-list">
          <Radio.Group
            aria-labelledby="my-sites-text"
            value={selected}
            onChange={(event) => setSelected(event.target.value as number)}
            className="my-sites-radios"
          >
            {session.sites.map(({ site, deployment }) => (
              <Radio key={site.deploymentIndexId} value={site.deploymentIndexId}>
                {site.name}
                <span className="my-sites-deployment"> · {deployment.name}</span>
              </Radio>
            ))}
          </Radio.Group>
        </div>
      )}
    </Modal>
  );
}
