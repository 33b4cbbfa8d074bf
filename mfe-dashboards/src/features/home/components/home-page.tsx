import { useParams } from 'react-router-dom';
import { SectionPage } from '@portal/remote-kit';
import { SiteHome, type HomeSlots } from './site-home';

/** Page titles of the dashboard (home) section (spec §2.3). */
export const DASHBOARD = { home: 'Home', insights: 'Analytics & Insights', patterns: 'Pattern Analysis' };

/** /home/:page?: the site's home or one of the dashboard sub-pages. */
export function DashboardPage({ slots = {} }: { slots?: HomeSlots }) {
  const page = useParams().page ?? 'home';
  if (page !== 'home') return <SectionPage titles={DASHBOARD} />;
  return <SiteHome title={DASHBOARD.home} slots={slots} />;
}
