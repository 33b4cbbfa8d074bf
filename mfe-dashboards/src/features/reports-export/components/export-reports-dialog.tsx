import { useRef, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Progress, Radio, Select, Space, Typography } from 'antd';
import { attachmentName, downloadFile, errorMessage, saveFile } from '@portal/api-client';
import { REPORT_ROWS_HEADER } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import {
  choiceProblem,
  exportPercent,
  linesIn,
  monthsBefore,
  REPORT_LABELS,
  REPORT_OPTIONS,
  reportExportPath,
  type ReportExportChoice,
} from '../state/report-export-request';

type Run =
  | { kind: 'idle' }
  | { kind: 'running'; lines: number; rows: number | null; received: number; total: number | null }
  | { kind: 'done'; fileName: string; rows: number | null }
  | { kind: 'failed'; message: string };

const today = () => new Date().toISOString().slice(0, 10);
const number = new Intl.NumberFormat();

/**
 * The export dialog of the home/dashboard header (export-reports-button.tsx opens it): the
 * report (asset views, downloads, shares, or searches, spec §3 report rows), CSV or Excel, and the days (by default
 * the last 3 months). The file streams from GET v2/deploymentIndexes/{indexId}/reports/{reportName}/export; the
 * dialog shows its progress (CSV rows against the X-Report-Rows header, XLSX bytes) and can cancel it, then saves
 * it under the server's file name.
 */
export function ExportReportsDialog({ onClose }: { onClose: () => void }) {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const [choice, setChoice] = useState<ReportExportChoice>(() => ({
    report: 'views',
    format: 'csv',
    from: monthsBefore(new Date(), 3),
    to: today(),
  }));
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  if (!site) return null;

  const problem = choiceProblem(choice);
  const running = run.kind === 'running';
  const start = async () => {
    if (problem) return;
    const controller = new AbortController();
    abort.current = controller;
    let state = { lines: 0, rows: null as number | null, received: 0, total: null as number | null };
    setRun({ kind: 'running', ...state });
    try {
      const file = await downloadFile(platform, reportExportPath(site.site.deploymentIndexId, choice), {
        signal: controller.signal,
        onHeaders: (headers) => {
          const rows = Number(headers.get(REPORT_ROWS_HEADER));
          state = { ...state, rows: Number.isFinite(rows) && headers.has(REPORT_ROWS_HEADER) ? rows : null };
        },
        onProgress: ({ received, total }, chunk) => {
          state = { ...state, received, total, lines: state.lines + linesIn(chunk) };
          setRun({ kind: 'running', ...state });
        },
      });
      const fileName = attachmentName(file.headers) ?? `${choice.report}-report.${choice.format}`;
      saveFile(file.blob, fileName);
      setRun({ kind: 'done', fileName, rows: state.rows });
    } catch (error) {
      setRun(
        controller.signal.aborted
          ? { kind: 'idle' }
          : { kind: 'failed', message: errorMessage(error, 'The report could not be exported.') },
      );
    }
  };
  const close = () => {
    abort.current?.abort();
    onClose();
  };
  const change = (next: Partial<ReportExportChoice>) => {
    setChoice((current) => ({ ...current, ...next }));
    if (run.kind !== 'running') setRun({ kind: 'idle' });
  };
  const percent = running ? exportPercent(choice.format, run) : null;

  return (
    <Modal
      open
      title="Export reports"
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close}>{running ? 'Cancel export' : 'Close'}</Button>
          <Button type="primary" onClick={() => void start()} loading={running} disabled={!!problem}>
            Export
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label="Report" htmlFor="report-name">
          <Select
            id="report-name"
            value={choice.report}
            options={REPORT_OPTIONS}
            onChange={(report) => change({ report })}
            disabled={running}
          />
        </Form.Item>
        <Form.Item label="Format">
          <Radio.Group
            value={choice.format}
            onChange={(event) => change({ format: event.target.value as ReportExportChoice['format'] })}
            disabled={running}
            options={[
              { value: 'csv', label: 'CSV' },
              { value: 'xlsx', label: 'Excel (XLSX)' },
            ]}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item label="First day" htmlFor="report-from">
            <Input
              id="report-from"
              type="date"
              value={choice.from}
              max={today()}
              onChange={(event) => change({ from: event.target.value })}
              disabled={running}
            />
          </Form.Item>
          <Form.Item label="Last day" htmlFor="report-to">
            <Input
              id="report-to"
              type="date"
              value={choice.to}
              max={today()}
              onChange={(event) => change({ to: event.target.value })}
              disabled={running}
            />
          </Form.Item>
        </Space>
      </Form>
      {problem && <Alert type="warning" showIcon title={problem} />}
      {running && (
        <div role="status" aria-live="polite">
          <Progress
            percent={percent === null ? 100 : Math.floor(percent)}
            status="active"
            showInfo={percent !== null}
          />
          <Typography.Text type="secondary">
            {run.rows !== null
              ? `Exporting ${number.format(run.rows)} rows of ${REPORT_LABELS[choice.report].toLowerCase()}…`
              : `Exporting… ${number.format(Math.round(run.received / 1024))} kB received`}
          </Typography.Text>
        </div>
      )}
      {run.kind === 'done' && (
        <Alert
          type="success"
          showIcon
          title={`${run.fileName} is downloaded${run.rows !== null ? ` (${number.format(run.rows)} rows)` : ''}.`}
        />
      )}
      {run.kind === 'failed' && (
        <Alert type="error" showIcon title="The report could not be exported." description={run.message} />
      )}
    </Modal>
  );
}
