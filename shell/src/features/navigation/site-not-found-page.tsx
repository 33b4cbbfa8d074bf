import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';

/** /sites/notfound: the site id in the address is not a site this user has. */
export function SiteNotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('siteNotFound.title'));
  return (
    <Result
      status="404"
      title={<h1 className="result-title">{t('siteNotFound.title')}</h1>}
      subTitle={t('siteNotFound.text')}
      extra={
        <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
          {t('siteNotFound.home')}
        </Button>
      }
    />
  );
}
