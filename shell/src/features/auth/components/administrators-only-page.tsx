import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';

/**
 * What a signed-in user who administers neither the portal nor a site sees at /admin: a 403 page that says why
 * and leads home. The address stays, so a reload or a shared link gives the same answer rather than
 * a silent jump elsewhere.
 */
export function AdministratorsOnlyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('administratorsOnly.title'));
  return (
    <Result
      status="403"
      title={<h1 className="result-title">{t('administratorsOnly.title')}</h1>}
      subTitle={t('administratorsOnly.text')}
      extra={
        <Button
          type="primary"
          href={HOME_PATH}
          onClick={(event) => {
            event.preventDefault();
            void navigate(HOME_PATH);
          }}
        >
          {t('administratorsOnly.home')}
        </Button>
      }
    />
  );
}
