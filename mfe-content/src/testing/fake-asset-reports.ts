import { http, HttpResponse } from 'msw';
import { ASSET_REPORT_NAMES, type AssetReportName, type AssetReportRow, type SearchReportRow } from '@portal/contracts';
import { TEST_API_BASE } from '@portal/test-utils';

/** The n-th event (from 0, newest first) of an asset report, by a person named after n. */
export function anAssetReportRow(assetId: number, reportName: AssetReportName, n: number): AssetReportRow {
  const date = new Date(Date.UTC(2026, 10, 20, 9, 30) - n * 3_600_000);
  return {
    assetId,
    assetName: 'brief.pdf',
    userId: 100 + n,
    userFullName: `Person ${n + 1}`,
    userEmail: `person${n + 1}@demo.portal`,
    date: date.toISOString(),
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    reportName,
    title: 'Harbour brief',
    docId: 'doc-1',
    deploymentIndexId: 2,
    deploymentIndexName: 'Northwind Discovery',
  };
}

/** A search that led a user to the asset, as GET v2/assets/{id}/reports/searches answers it. */
export function aSearchReportRow(fields: Partial<SearchReportRow> = {}): SearchReportRow {
  return {
    query: 'harbour launch',
    type: 'full',
    source: 'search',
    page: 'content',
    resultCount: 1,
    userId: 4,
    userFullName: 'Sofia Rossi',
    userEmail: 'sofia.rossi@demo.portal',
    date: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
}

/** How many events each asset report holds, and the searches report's rows. */
export interface FakeReports {
  views?: number;
  downloads?: number;
  shares?: number;
  searches?: SearchReportRow[];
}

/**
 * GET v2/assets/{id}/reports/{reportName} and …/reports/searches of one asset, paged as the server pages them
 * (rowsPerPage, page from 1). `state.asked` lists what was asked ('views page 2 of 10'); `state.failure`, when set,
 * is answered instead, as the server answers its errors.
 */
export function fakeAssetReports(assetId: number, reports: FakeReports = {}) {
  const state = {
    asked: [] as string[],
    failure: null as { status: number; error: string } | null,
  };
  const handlers = [
    http.get(`${TEST_API_BASE}/v2/assets/${assetId}/reports/:reportName`, ({ request, params }) => {
      const reportName = String(params.reportName);
      const url = new URL(request.url);
      const rowsPerPage = Number(url.searchParams.get('rowsPerPage') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      state.asked.push(`${reportName} page ${page} of ${rowsPerPage}`);
      if (state.failure) return HttpResponse.json({ error: state.failure.error }, { status: state.failure.status });
      let rows: (AssetReportRow | SearchReportRow)[];
      if (reportName === 'searches') rows = reports.searches ?? [];
      else if ((ASSET_REPORT_NAMES as readonly string[]).includes(reportName)) {
        const name = reportName as AssetReportName;
        rows = Array.from({ length: reports[name] ?? 0 }, (_, n) => anAssetReportRow(assetId, name, n));
      } else return HttpResponse.json({ error: `No such asset report: '${reportName}'.` }, { status: 400 });
      return HttpResponse.json({
        count: rows.length,
        currentPage: page,
        rows: rows.slice((page - 1) * rowsPerPage, page * rowsPerPage),
      });
    }),
  ];
  return { state, handlers };
}
