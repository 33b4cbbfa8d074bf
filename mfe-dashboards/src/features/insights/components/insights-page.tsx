import { Button, Empty } from 'antd';
import { usePlatform, useStream } from '@portal/platform';
import { InsightsDashboard } from './insights-dashboard';
import type { InsightsView } from './insights-route';

/**
 * /home/insights ('Analytics & Insights') and /home/patterns ('Pattern Analysis'): the insights of the current site
 * (platform.site$). The split of spec §2.3:
 * - Analytics & Insights (filters shown, metrics loaded): the filter form (period and facet values) with its chips,
 *   the figures (assets, views, downloads, likes, shares, searches, active people), the assets by organization, client
 *   and content type, the searches (per week with those that found nothing, the most searched queries, the total
 *   requests) and the engagement (most viewed, liked and downloaded assets, each opening its content page).
 * - Pattern Analysis (metrics and dashboard insights loaded): the same figures, the documents published per month and
 *   one ranking of the top 10 values per insight facet, grouped by facet group in the server's order.
 * The filters live in the URL and are shared by both pages. This module and recharts load only with these pages.
 */
export function InsightsPage({ view }: { view: InsightsView }) {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  if (!site)
    return (
      <Empty description="Choose a site to see its insights.">
        <Button type="primary" onClick={() => platform.dialogs.open('mySites')}>
          My sites
        </Button>
      </Empty>
    );
  const siteId = site.site.deploymentIndexId;
  return <InsightsDashboard key={siteId} view={view} siteId={siteId} />;
}
