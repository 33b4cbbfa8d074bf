import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePowerBiReportUrl } from './power-bi.js';

const GROUP = '0f8fad5b-d9cb-469f-a165-70867728950e';
const REPORT = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

test("a Power BI report URL names the report and its workspace, in the service's and the embed link's forms", () => {
  const cases: [string, ReturnType<typeof parsePowerBiReportUrl>][] = [
    [
      `https://app.powerbi.com/groups/${GROUP}/reports/${REPORT}/ReportSection?experience=power-bi`,
      { groupId: GROUP, reportId: REPORT },
    ],
    [`https://app.powerbi.com/groups/${GROUP}/reports/${REPORT}`, { groupId: GROUP, reportId: REPORT }],
    [
      `https://app.powerbi.com/reportEmbed?reportId=${REPORT}&groupId=${GROUP}&autoAuth=true`,
      { groupId: GROUP, reportId: REPORT },
    ],
    [`https://app.powerbi.com/reportEmbed?reportId=${REPORT}`, { groupId: undefined, reportId: REPORT }],
    [`https://app.powerbi.com/groups/me/reports/${REPORT}/page1`, { groupId: undefined, reportId: REPORT }],
    [`http://app.powerbi.com/groups/${GROUP}/reports/${REPORT}`, undefined],
    [`https://app.powerbi.com/groups/${GROUP}/reports/not-a-guid`, undefined],
    [`https://app.powerbi.com/groups/..%2F..%2Fadmin/reports/${REPORT}`, undefined],
    [`https://app.powerbi.com/reportEmbed?groupId=${GROUP}`, undefined],
    [`https://portal.example.com/sites/1/dashboards/builtin/engagement`, undefined],
    ['not a url', undefined],
  ];
  for (const [url, expected] of cases) assert.deepEqual(parsePowerBiReportUrl(url), expected, url);
});
