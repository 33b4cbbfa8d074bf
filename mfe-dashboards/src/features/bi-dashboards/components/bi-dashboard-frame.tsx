import type { ReactNode } from 'react';
import { Button, Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { biDashboardPagePath, type BiDashboardPageName } from '@portal/contracts';
import { usePlatform, useSiteId, useStream } from '@portal/platform';
import { contentPath } from '@portal/search-results';
import { useBiPageAsset } from '../api/bi-pages-api';
import { TitledPage, usePhone } from '@portal/ui';
import { stackStyle } from '../../../components/stack-style';
import { useChosenYear } from '../hooks/use-chosen-year';
import { BI_DASHBOARD_TITLES, type BiDashboardPage } from '../state/bi-dashboards-pages';
import { BiExportButton } from './bi-export-button';

/** A built-in BI dashboard's address, as the server's export takes it: the site, the page and the year shown. */
const reportUrlOf = (siteId: number, page: BiDashboardPageName, year: number | null) =>
  `${biDashboardPagePath(siteId, page)}${year === null ? '' : `?year=${year}`}`;

/** "Northwind Awards’ award results", "Nordic Insights’s award results". */
const possessive = (name: string) => (name.endsWith('s') ? `${name}’` : `${name}’s`);

/** " Its asset: <title>." when the page is a dashboard asset of the site. */
function PageAsset({ siteId, page }: { siteId: number; page: BiDashboardPage }) {
  const { asset } = useBiPageAsset(siteId, page);
  if (!asset) return null;
  return (
    <>
      {' '}
      Its asset:{' '}
      <Link to={contentPath(siteId, asset.docId)} style={{ textDecoration: 'underline' }}>
        {asset.title}
      </Link>
      .
    </>
  );
}

/**
 * A BI dashboard under its title: a line saying whose figures it shows (the site's award results, read from the portal
 * itself, not a Power BI report) and naming its dashboard asset when it is one, then the page for that site (drawn
 * again when the site changes), or, without a site, a way to choose one. The site is the current one, or the one of
 * the page's own address (`/sites/:indexId/bidashboards/:page`, which its dashboard asset embeds).
 */
export function BiDashboardFrame({
  page,
  children,
}: {
  page: BiDashboardPage;
  children: (siteId: number) => ReactNode;
}) {
  const platform = usePlatform();
  // The current site, or the site of the page's own address (`/sites/:indexId/bidashboards/:page`, embedded by its
  // dashboard asset).
  const { siteId, prefixed } = useSiteId();
  const selected = useStream(platform.site$);
  const siteName = selected?.site.deploymentIndexId === siteId ? selected.site.name : null;
  const phone = usePhone();
  const { chosen } = useChosenYear();
  return (
    <TitledPage title={BI_DASHBOARD_TITLES[page]}>
      <div style={{ ...stackStyle(phone ? 16 : 24), maxWidth: 1600 }}>
        {siteId === null ? (
          <Empty description="Choose a site to see its BI dashboards.">
            <Button type="primary" onClick={() => platform.dialogs.open('mySites')}>
              My sites
            </Button>
          </Empty>
        ) : (
          <>
            <div
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 12,
                justifyContent: 'space-between',
                alignItems: 'flex-start',
                margin: '-8px 0 0',
              }}
            >
              <Typography.Paragraph type="secondary" style={{ margin: 0, flex: '1 1 320px' }}>
                Built-in dashboard of {siteName ? possessive(siteName) : 'the site’s'} award results: the portal’s own
                data, not a Power BI report.
                {/* Inside its own address (what its asset embeds) the page does not name the asset it is shown in. */}
                {!prefixed && <PageAsset siteId={siteId} page={page} />}
              </Typography.Paragraph>
              {page !== 'home' && (
                <BiExportButton key={reportUrlOf(siteId, page, chosen)} reportUrl={reportUrlOf(siteId, page, chosen)} />
              )}
            </div>
            <div key={siteId} style={stackStyle(phone ? 16 : 24)}>
              {children(siteId)}
            </div>
          </>
        )}
      </div>
    </TitledPage>
  );
}
