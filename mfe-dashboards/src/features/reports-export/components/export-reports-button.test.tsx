import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import type { PermissionMap } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import {
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
  testSiteContext,
} from '@portal/test-utils';
import { ExportReportsButton } from './export-reports-button';

const asked: string[] = [];
const CSV = 'query,type\nretail,Keyword\nlaunch,Semantic\n';
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/deploymentIndexes/12/reports/:report/export`, ({ request, params }) => {
    asked.push(`${String(params.report)}?${new URL(request.url).searchParams.toString()}`);
    return new HttpResponse(CSV, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="nordic-insights-searches-2026-11-28.csv"',
        'X-Report-Rows': '2',
      },
    });
  }),
);

const saved: string[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

function renderButton(permissions: PermissionMap) {
  const platform = createTestPlatform({
    site$: new BehaviorSubject<SiteContext | null>(testSiteContext()),
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  return renderWithPlatform(<ExportReportsButton />, { platform });
}

describe('the export button', () => {
  it('is not there without exportReports', () => {
    renderButton({ exportReports: false });
    expect(screen.queryByRole('button', { name: 'Export reports' })).not.toBeInTheDocument();
  });

  it('exports the report chosen for the days chosen and saves it under the server’s file name', async () => {
    renderButton({ exportReports: true });
    await userEvent.click(screen.getByRole('button', { name: 'Export reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export reports' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Report' }));
    await userEvent.click(await screen.findByTitle('Searches'));
    const from = within(dialog).getByLabelText('First day');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-09-01');
    const to = within(dialog).getByLabelText('Last day');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));

    expect(
      await within(dialog).findByText('nordic-insights-searches-2026-11-28.csv is downloaded (2 rows).'),
    ).toBeVisible();
    expect(asked).toEqual(['searches?format=csv&from=2026-09-01&to=2026-10-31']);
    expect(saved).toEqual(['nordic-insights-searches-2026-11-28.csv']);
  });

  it('refuses a period that ends before it starts, asking nothing', async () => {
    asked.length = 0;
    renderButton({ exportReports: true });
    await userEvent.click(screen.getByRole('button', { name: 'Export reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export reports' });
    const from = within(dialog).getByLabelText('First day');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-20');
    const to = within(dialog).getByLabelText('Last day');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    expect(within(dialog).getByText('The first day must not be after the last day.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(asked).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/deploymentIndexes/12/reports/:report/export`, () =>
        HttpResponse.json({ error: 'Exporting reports needs the exportReports permission.' }, { status: 403 }),
      ),
    );
    renderButton({ exportReports: true });
    await userEvent.click(screen.getByRole('button', { name: 'Export reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export reports' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Exporting reports needs the exportReports permission.')).toBeVisible(),
    );
  });
});
