import { choiceProblem, exportPercent, linesIn, monthsBefore, reportExportPath } from './report-export-request';

describe('report export request', () => {
  it('asks for the report, the format and the days chosen', () => {
    expect(reportExportPath(4, { report: 'searches', format: 'xlsx', from: '2026-08-28', to: '2026-11-28' })).toBe(
      'v2/deploymentIndexes/4/reports/searches/export?format=xlsx&from=2026-08-28&to=2026-11-28',
    );
    expect(reportExportPath(4, { report: 'views', format: 'csv', from: '', to: '' })).toBe(
      'v2/deploymentIndexes/4/reports/views/export?format=csv',
    );
  });

  it('starts three months back by default and refuses a period that ends before it starts', () => {
    expect(monthsBefore(new Date('2026-11-28T15:00:00Z'), 3)).toBe('2026-08-28');
    expect(choiceProblem({ report: 'views', format: 'csv', from: '2026-11-02', to: '2026-11-01' })).toBe(
      'The first day must not be after the last day.',
    );
    expect(choiceProblem({ report: 'views', format: 'csv', from: '2026-11-01', to: '2026-11-01' })).toBeNull();
  });

  it('tells the progress of a CSV file by its lines, of an XLSX file by its bytes', () => {
    expect(linesIn(new TextEncoder().encode('a,b\n1,2\n3,4\n'))).toBe(3);
    expect(exportPercent('csv', { lines: 51, rows: 200, received: 0, total: null })).toBe(25);
    expect(exportPercent('csv', { lines: 1, rows: 0, received: 0, total: null })).toBe(100);
    expect(exportPercent('xlsx', { lines: 0, rows: 200, received: 500, total: 1000 })).toBe(50);
    expect(exportPercent('xlsx', { lines: 0, rows: 200, received: 500, total: null })).toBeNull();
  });
});
