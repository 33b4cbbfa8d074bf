import { lazy, Suspense, type ComponentProps } from 'react';

const InsightBarChart = lazy(async () => ({ default: (await import('./insight-bar-chart')).InsightBarChart }));

/** The insight bar chart, its code (recharts) fetched the first time one is drawn. */
export function LazyInsightBarChart(props: ComponentProps<typeof InsightBarChart>) {
  return (
    <Suspense fallback={<p aria-busy="true">Loading the chart…</p>}>
      <InsightBarChart {...props} />
    </Suspense>
  );
}
