import { useParams } from 'react-router-dom';
import { SectionPage } from '@portal/remote-kit';
import { TitledPage } from '@portal/ui';
import { HomeHeader } from './home-header';

/** Page titles of the dashboard (home) section (spec §2.3). */
export const DASHBOARD = { home: 'Home', insights: 'Analytics & Insights', patterns: 'Pattern Analysis' };

/** /home/:page?: the site's home (hero header, then the page) or one of the dashboard sub-pages. */
export function DashboardPage() {
  const page = useParams().page ?? 'home';
  if (page !== 'home') return <SectionPage titles={DASHBOARD} />;
  return (
    <>
      <HomeHeader />
      <TitledPage title={DASHBOARD.home} />
    </>
  );
}
