import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Alert, Button, Dropdown, Space, Typography } from 'antd';
import { BI_EXPORT_FORMATS, type BiExportFormat } from '@portal/contracts';
import { usePhone } from '@portal/ui';
import { useBiExport } from '../hooks/use-bi-export';

const FORMAT_LABELS: Record<BiExportFormat, string> = { PDF: 'PDF document', PNG: 'PNG picture' };

/**
 * Export of a BI dashboard (POST v2/powerbi/export): a menu of PDF or PNG; while the job runs the button says how
 * far it is; the file downloads when it has Succeeded (and can be downloaded again); a Failed export says 'Export
 * failed' with the reason. Status changes are announced to screen readers (role status).
 */
export function BiExportButton({ reportUrl }: { reportUrl: string }) {
  const { state, start, download } = useBiExport(reportUrl);
  const phone = usePhone();
  const busy = state.phase === 'starting' || state.phase === 'NotStarted' || state.phase === 'Running';
  const progress =
    state.phase === 'Running'
      ? `Exporting… ${state.run.percentComplete}%`
      : state.phase === 'NotStarted' || state.phase === 'starting'
        ? 'Export queued…'
        : null;
  return (
    <Space orientation="vertical" size={8} style={{ alignItems: phone ? 'flex-start' : 'flex-end' }}>
      <Space wrap>
        {state.phase === 'Succeeded' && (
          <Button type="link" icon={<DownloadOutlined aria-hidden />} onClick={download}>
            Download {state.run.fileName}
          </Button>
        )}
        <Dropdown
          disabled={busy}
          trigger={['click']}
          menu={{
            items: BI_EXPORT_FORMATS.map((format) => ({ key: format, label: FORMAT_LABELS[format] })),
            onClick: ({ key }) => start(key as BiExportFormat),
          }}
        >
          <Button icon={<ExportOutlined aria-hidden />} loading={busy} aria-haspopup="menu">
            {progress ?? 'Export'}
          </Button>
        </Dropdown>
      </Space>
      <div role="status" aria-live="polite">
        {state.phase === 'Succeeded' && (
          <Typography.Text type="secondary">Exported: {state.run.fileName}</Typography.Text>
        )}
        {state.phase === 'Failed' && (
          <Alert type="error" showIcon message={state.message} description={state.reason} style={{ maxWidth: 480 }} />
        )}
      </div>
    </Space>
  );
}
