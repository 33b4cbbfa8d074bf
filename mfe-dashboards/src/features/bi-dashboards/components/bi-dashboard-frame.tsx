import type { ReactNode } from 'react';
import { Button, Empty, Typography } from 'antd';
import { usePlatform, useStream } from '@portal/platform';
import { TitledPage, usePhone } from '@portal/ui';
import { stackStyle } from '../../../components/stack-style';
import { BI_DASHBOARD_TITLES, type BiDashboardPage } from '../state/bi-dashboards-pages';

/** "Northwind Awards’ award results", "Nordic Insights’s award results". */
const possessive = (name: string) => (name.endsWith('s') ? `${name}’` : `${name}’s`);

/**
 * A BI dashboard under its title: a line saying whose figures it shows (the current site's award results, read
 * from the portal itself, not a Power BI report), then the page for that site (drawn again when the site
 * changes), or, without a site, a way to choose one.
 */
export function BiDashboardFrame({
  page,
  children,
}: {
  page: BiDashboardPage;
  children: (siteId: number) => ReactNode;
}) {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const phone = usePhone();
  return (
    <TitledPage title={BI_DASHBOARD_TITLES[page]}>
      <div style={{ ...stackStyle(phone ? 16 : 24), maxWidth: 1600 }}>
        {site === null ? (
          <Empty description="Choose a site to see its BI dashboards.">
            <Button type="primary" onClick={() => platform.dialogs.open('mySites')}>
              My sites
            </Button>
          </Empty>
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ margin: '-8px 0 0' }}>
              Built-in dashboard of {possessive(site.site.name)} award results: the portal’s own data, not a Power BI
              report.
            </Typography.Paragraph>
            <div key={site.site.deploymentIndexId} style={stackStyle(phone ? 16 : 24)}>
              {children(site.site.deploymentIndexId)}
            </div>
          </>
        )}
      </div>
    </TitledPage>
  );
}
