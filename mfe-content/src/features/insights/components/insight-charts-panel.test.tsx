import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { ACCESS_MESSAGES, type AssetInsightMetadata, CHARTED_INSIGHT_KEYS } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { InsightChartsPanel } from './insight-charts-panel';

const server = createMswServer();

function answering(values: Record<string, { name: string; count: number }[]>) {
  const asked: string[] = [];
  server.use(
    http.get(`${TEST_API_BASE}/v2/assets/:id/insights/metadata`, ({ request }) => {
      const url = new URL(request.url);
      const field = url.searchParams.get('field')!;
      asked.push(`${field} ${url.searchParams.get('rowsPerPage')} ${url.searchParams.get('page')}`);
      const rows = values[field] ?? [];
      const answer: AssetInsightMetadata = {
        field: field as AssetInsightMetadata['field'],
        source: field in values ? 'metadata' : 'none',
        count: rows.length,
        currentPage: 1,
        rows,
      };
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

function render() {
  const platform = createTestPlatform({ path: '/sites/2/content/doc-1/home' });
  const dialogs: unknown[] = [];
  platform.bus.on('dialog/open').subscribe((event) => dialogs.push([event.key, event.props]));
  renderWithPlatform(<InsightChartsPanel props={{ assetId: 31, title: 'Harbour brief' }} close={jest.fn()} />, {
    platform,
    store: createAppStore(platform),
  });
  return dialogs;
}

describe('the insight charts panel', () => {
  it('asks once per charted key and charts only the fields with values, each opening its insight dialog', async () => {
    const asked = answering({
      'brand names': [
        { name: 'Northwind', count: 2 },
        { name: 'Contoso', count: 1 },
      ],
      'agency topics': [{ name: 'Retail', count: 1 }],
      organizations: [],
    });
    const dialogs = render();
    expect(screen.getByRole('heading', { name: 'Insight charts of Harbour brief' })).toBeVisible();
    const brands = await screen.findByRole('region', { name: 'Brand names' });
    expect(within(brands).getByText('(2 values)')).toBeVisible();
    expect(await within(brands).findByRole('img', { name: 'Chart of Brand names' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Agency topics' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Organizations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Celebrities' })).not.toBeInTheDocument();
    expect(asked.sort()).toEqual(CHARTED_INSIGHT_KEYS.map((key) => `${key} 10 1`).sort());
    await userEvent.click(within(brands).getByRole('button', { name: 'All brand names' }));
    expect(dialogs).toEqual([['insight', { assetId: 31, field: 'brand names' }]]);
  });

  it('says so when the asset has no charted insights', async () => {
    answering({});
    render();
    expect(await screen.findByText('This asset has no charted insights yet.')).toBeVisible();
  });

  it("says the server's refusal once, not once per field", async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/assets/:id/insights/metadata`, () =>
        HttpResponse.json({ error: ACCESS_MESSAGES.privateAsset }, { status: 403 }),
      ),
    );
    render();
    expect(await screen.findByText(ACCESS_MESSAGES.privateAsset)).toBeVisible();
    expect(screen.queryByText('This asset has no charted insights yet.')).not.toBeInTheDocument();
  });
});
