import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { AssetInsightMetadata } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { InsightDialog } from './insight-dialog';
import { ACCESS_MESSAGES } from '@portal/contracts';

const server = createMswServer();

/** 30 brand names with counts 30…1, 25 a page, as the server answers them. */
function brandPages(asked: string[]) {
  const all = Array.from({ length: 30 }, (_, index) => ({ name: `Brand ${index + 1}`, count: 30 - index }));
  server.use(
    http.get(`${TEST_API_BASE}/v2/assets/:id/insights/metadata`, ({ request, params }) => {
      const url = new URL(request.url);
      asked.push(`${String(params.id)}?${url.searchParams.toString()}`);
      const rowsPerPage = Number(url.searchParams.get('rowsPerPage'));
      const page = Number(url.searchParams.get('page'));
      const answer: AssetInsightMetadata = {
        field: 'brand names',
        source: 'metadata',
        count: all.length,
        currentPage: page,
        rows: all.slice((page - 1) * rowsPerPage, page * rowsPerPage),
      };
      return HttpResponse.json(answer);
    }),
  );
}

function render(props: Record<string, unknown>) {
  const platform = createTestPlatform({ path: '/sites/2/content/doc-1/home' });
  renderWithPlatform(<InsightDialog props={props} close={jest.fn()} />, { platform, store: createAppStore(platform) });
}

describe('the insight dialog', () => {
  it('charts one field and lists its values with counts, a page at a time', async () => {
    const asked: string[] = [];
    brandPages(asked);
    render({ assetId: 31, field: 'brand names' });
    expect(screen.getByRole('heading', { level: 3, name: 'Brand names' })).toBeVisible();
    expect(await screen.findByText("30 values, from the asset's metadata.")).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Chart of Brand names' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Brand 1').closest('tr')).toHaveTextContent('Brand 130');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(asked).toEqual(['31?field=brand+names&rowsPerPage=25&page=1']);
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await within(table).findByText('Brand 26')).toBeVisible();
    expect(within(table).queryByText('Brand 1')).not.toBeInTheDocument();
    expect(asked).toEqual(['31?field=brand+names&rowsPerPage=25&page=1', '31?field=brand+names&rowsPerPage=25&page=2']);
  });

  it('says plainly when the portal has no insights of that kind for the asset', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/assets/:id/insights/metadata`, () =>
        HttpResponse.json({ field: 'celebrities', source: 'none', count: 0, currentPage: 1, rows: [] }),
      ),
    );
    render({ assetId: 31, field: 'celebrities' });
    expect(await screen.findByText('There are no celebrities insights for this asset.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks nothing for a field that is not charted', async () => {
    const asked: string[] = [];
    brandPages(asked);
    render({ assetId: 31, field: 'Brand Names' });
    expect(screen.getByText('“Brand Names” is not a charted insight.')).toBeVisible();
    expect(asked).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/assets/:id/insights/metadata`, () =>
        HttpResponse.json({ error: ACCESS_MESSAGES.privateAsset }, { status: 403 }),
      ),
    );
    render({ assetId: 31, field: 'organizations' });
    expect(await screen.findByText(ACCESS_MESSAGES.privateAsset)).toBeVisible();
  });
});
