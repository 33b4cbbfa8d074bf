import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { BuiltinDashboard } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { DashboardsRoutes } from '../../../app/dashboards-routes';

const server = createMswServer();

const ENGAGEMENT: BuiltinDashboard = {
  name: 'engagement',
  title: 'Engagement',
  siteName: 'Northwind Discovery',
  generatedAt: '2026-11-25T09:00:00.000Z',
  series: [
    { week: '2026-11-16', views: 4, likes: 1, downloads: 2, shares: 0 },
    { week: '2026-11-23', views: 7, likes: 3, downloads: 1, shares: 2 },
  ],
  totals: { views: 11, likes: 4, downloads: 3, shares: 2 },
  top: [{ docId: 'doc-1', title: 'Harbour brief', views: 6 }],
};

function open(path: string) {
  const asked: string[] = [];
  server.use(
    http.get(`${TEST_API_BASE}/v2/dashboards/builtin/:name`, ({ request, params }) => {
      const url = new URL(request.url);
      asked.push(`${String(params.name)}?${url.searchParams.toString()}`);
      if (params.name === 'engagement') return HttpResponse.json(ENGAGEMENT);
      return HttpResponse.json({ error: 'You cannot use this site.' }, { status: 403 });
    }),
  );
  const platform = createTestPlatform({ path });
  renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
  return asked;
}

describe('a built-in dashboard (the embedded default’s BI)', () => {
  it("charts the site's engagement from GET v2/dashboards/builtin/engagement, with its totals", async () => {
    const asked = open('/sites/3/dashboards/builtin/engagement');
    expect(await screen.findByRole('heading', { level: 2, name: 'Engagement Dashboard' })).toBeVisible();
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('Views').closest('.ant-statistic')).toHaveTextContent('11');
    expect(within(totals).getByText('Shares').closest('.ant-statistic')).toHaveTextContent('2');
    expect(screen.getByText(/Northwind Discovery · the last 2 weeks/)).toBeVisible();
    expect(await screen.findByText('Engagement per week')).toBeVisible();
    expect(screen.getByText('Most viewed')).toBeVisible();
    expect(asked).toEqual(['engagement?indexId=3']);
  });

  it("shows the server's refusal", async () => {
    open('/sites/3/dashboards/builtin/searches');
    expect(await screen.findByText('You cannot use this site.')).toBeVisible();
  });

  it('asks for nothing for a name that is not a built-in dashboard', async () => {
    const asked = open('/sites/3/dashboards/builtin/payroll');
    expect(await screen.findByText('There is no such built-in dashboard.')).toBeVisible();
    expect(asked).toEqual([]);
  });
});
