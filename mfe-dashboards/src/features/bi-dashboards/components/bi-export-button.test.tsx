import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PowerBiExport, PowerBiExportBody, PowerBiExportStatusBody } from '@portal/contracts';
import { createMswServer, TEST_API_BASE } from '@portal/test-utils';
import { giveChartsASize } from '../../../testing/chart-layout';
import { fakeAwardsApi, RANKED_RESULTS } from '../../../testing/fake-awards-api';
import { openAwardsPage } from '../../../testing/render-awards-page';

const server = createMswServer();

giveChartsASize();

const REPORT_URL = '/sites/12/bidashboards/brand-rankings';
const EXPORT_ID = '6f1c1f43-5d8b-4c55-9a8e-6b1f0e9f1d2a';

const exportOf = (status: PowerBiExport['status'], extra: Partial<PowerBiExport> = {}): PowerBiExport => ({
  exportId: EXPORT_ID,
  reportUrl: REPORT_URL,
  format: 'PDF',
  status,
  percentComplete: status === 'Succeeded' ? 100 : status === 'Running' ? 40 : 0,
  fileName: 'brand-rankings.pdf',
  fileUrl: status === 'Succeeded' ? `/api/v2/powerbi/exports/${EXPORT_ID}/file` : null,
  error: null,
  created: '2026-12-06T10:00:00.000Z',
  expiresAt: '2026-12-07T10:00:00.000Z',
  ...extra,
});

/** The export calls of a fake server: the start's answer, then one status per call (the last one stays). */
function fakeExports(started: PowerBiExport, statuses: PowerBiExport[]) {
  const calls = { starts: [] as PowerBiExportBody[], statuses: [] as PowerBiExportStatusBody[], files: 0 };
  server.use(
    http.post(`${TEST_API_BASE}/v2/powerbi/export`, async ({ request }) => {
      calls.starts.push((await request.json()) as PowerBiExportBody);
      return HttpResponse.json(started);
    }),
    http.post(`${TEST_API_BASE}/v2/powerbi/exportStatus`, async ({ request }) => {
      calls.statuses.push((await request.json()) as PowerBiExportStatusBody);
      return HttpResponse.json(statuses.length > 1 ? statuses.shift() : statuses[0]);
    }),
    http.get(`${TEST_API_BASE}/v2/powerbi/exports/:id/file`, () => {
      calls.files += 1;
      return new HttpResponse('%PDF-1.7', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="x.pdf"' },
      });
    }),
  );
  return calls;
}

/** The files handed to the browser as downloads. */
function recordDownloads() {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('exporting a BI dashboard (the Power BI export status protocol)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('runs NotStarted → Running → Succeeded, asking every 2 seconds, then downloads the file once', async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server, { results: RANKED_RESULTS });
    const calls = fakeExports(exportOf('NotStarted'), [exportOf('Running'), exportOf('Succeeded')]);
    const saved = recordDownloads();
    openAwardsPage('/bidashboards/brand-rankings');
    await user.click(await screen.findByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF document' }));
    expect(await screen.findByRole('button', { name: /Exporting… 40%/ })).toBeVisible();
    expect(calls.starts).toEqual([{ reportUrl: REPORT_URL, format: 'PDF' }]);
    expect(await screen.findByText('Exported: brand-rankings.pdf', {}, { timeout: 5000 })).toBeVisible();
    expect(calls.statuses).toEqual([
      { reportUrl: REPORT_URL, exportId: EXPORT_ID },
      { reportUrl: REPORT_URL, exportId: EXPORT_ID },
    ]);
    await waitFor(() => expect(saved).toEqual(['brand-rankings.pdf']));
    expect(calls.files).toBe(1);
    expect(sessionStorage.length).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Download brand-rankings.pdf' }));
    await waitFor(() => expect(saved).toEqual(['brand-rankings.pdf', 'brand-rankings.pdf']));
  }, 15_000);

  it("a Failed export says 'Export failed' with the reason, and is not asked about again", async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server, { results: RANKED_RESULTS });
    const failed = exportOf('Failed', { error: 'The site has no award results yet: there is nothing to export.' });
    const calls = fakeExports(exportOf('NotStarted'), [failed]);
    openAwardsPage('/bidashboards/brand-rankings');
    await user.click(await screen.findByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'PNG picture' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Export failed'));
    expect(status).toHaveTextContent('The site has no award results yet: there is nothing to export.');
    expect(calls.starts).toEqual([{ reportUrl: REPORT_URL, format: 'PNG' }]);
    expect(calls.statuses).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Export/ })).toBeEnabled();
  });

  it('an export refused at the start (Power BI not configured) fails at once', async () => {
    const user = userEvent.setup();
    fakeAwardsApi(server, { results: RANKED_RESULTS });
    const calls = fakeExports(
      exportOf('Failed', { error: 'Power BI embedding is not configured on this server.' }),
      [],
    );
    openAwardsPage('/bidashboards/brand-rankings');
    await user.click(await screen.findByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF document' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Export failed'));
    expect(status).toHaveTextContent('Power BI embedding is not configured on this server.');
    expect(calls.statuses).toEqual([]);
  });

  it('survives a reload: the export of the tab is asked about again and its file downloaded', async () => {
    sessionStorage.setItem(`bi-export:${REPORT_URL}`, EXPORT_ID);
    fakeAwardsApi(server, { results: RANKED_RESULTS });
    const calls = fakeExports(exportOf('NotStarted'), [exportOf('Succeeded')]);
    const saved = recordDownloads();
    openAwardsPage('/bidashboards/brand-rankings');
    expect(await screen.findByText('Exported: brand-rankings.pdf')).toBeVisible();
    expect(calls.starts).toEqual([]);
    await waitFor(() => expect(saved).toEqual(['brand-rankings.pdf']));
  });
});
