import { lazy, Suspense } from 'react';
import { TitledPage } from '@portal/ui';

/** The two insights pages (spec §2.3 Dashboard: insights, patterns). */
export type InsightsView = 'insights' | 'patterns';

// The page and its charts (recharts) are fetched only when one of these pages is opened, never with home.
const InsightsPage = lazy(async () => ({ default: (await import('./insights-page')).InsightsPage }));

/** An insights page under its title: the heading shows at once, the charts as soon as their code has arrived. */
export function InsightsRoute({ view, title }: { view: InsightsView; title: string }) {
  return (
    <TitledPage title={title}>
      <Suspense fallback={<p aria-busy="true">Loading the insights…</p>}>
        <InsightsPage view={view} />
      </Suspense>
    </TitledPage>
  );
}
