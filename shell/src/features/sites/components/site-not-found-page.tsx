import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { readSiteNotFoundState } from '../../../lib/site-not-found-state';
import { useSiteSession } from '../../../hooks/use-site-session';

/**
 * /sites/notfound: the site in the address is not one this user may use. The site session sends the
 * user here with the site and address asked for and the page they came from; a direct visit has none.
 */
export function SiteNotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const asked = readSiteNotFoundState(useLocation().state);
  const homeSite = useSiteSession().current?.site.name;
  usePageTitle(t('siteNotFound.title'));
  return (
    <Result
      status="404"
      title={<h1 className="result-title">{t('siteNotFound.title')}</h1>}
      subTitle={
        <>
          <p>{t('siteNotFound.text')}</p>
          {asked && <p>{t('siteNotFound.requested', { site: asked.requestedSite, path: asked.requestedPath })}</p>}
        </>
      }
      extra={
        <>
          {asked?.previousPath && (
            <Link to={asked.previousPath}>{t('siteNotFound.back', { path: asked.previousPath })}</Link>
          )}
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            {homeSite ? t('siteNotFound.homeSite', { site: homeSite }) : t('siteNotFound.home')}
          </Button>
        </>
      }
    />
  );
}
