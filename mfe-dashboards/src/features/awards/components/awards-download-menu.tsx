import { useRef, useState } from 'react';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button, theme } from 'antd';
import { errorMessage, saveFile } from '@portal/api-client';
import type { AwardFilterValues, AwardsReportExportBody } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { MenuButtonDropdown } from '@portal/ui';
import { fetchAwardsReport } from '../api/awards-report-file';

type Format = AwardsReportExportBody['format'];

const FORMATS: { key: Format; label: string }[] = [
  { key: 'csv', label: 'CSV' },
  { key: 'xlsx', label: 'Excel (XLSX)' },
];

type Run =
  { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; fileName: string } | { kind: 'failed'; message: string };

/**
 * "Download": the page's report (the results or the leaderboard) under the page's filters, as CSV or Excel (POST
 * v2/awards/reports/export), saved under the server's file name. The menu is a menu button (@portal/ui), mounted by
 * its first press; what happened is said beside it.
 */
export function AwardsDownloadMenu({
  siteId,
  report,
  values,
}: {
  siteId: number;
  report: AwardsReportExportBody['report'];
  values: AwardFilterValues;
}) {
  const platform = usePlatform();
  const { token } = theme.useToken();
  const trigger = useRef<HTMLButtonElement>(null);
  const [asked, setAsked] = useState(false);
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const download = async (format: Format) => {
    setRun({ kind: 'running' });
    try {
      const file = await fetchAwardsReport(platform, {
        deploymentIndexId: siteId,
        report,
        format,
        currentFilterValues: values,
      });
      saveFile(file.blob, file.fileName);
      setRun({ kind: 'done', fileName: file.fileName });
    } catch (error) {
      setRun({ kind: 'failed', message: errorMessage(error, 'The report could not be downloaded.') });
    }
  };
  const button = (
    <Button
      ref={trigger}
      icon={<DownloadOutlined aria-hidden />}
      aria-haspopup="menu"
      loading={run.kind === 'running'}
      onClick={asked ? undefined : () => setAsked(true)}
    >
      Download <DownOutlined aria-hidden />
    </Button>
  );
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
      {asked ? (
        <MenuButtonDropdown
          trigger={trigger}
          menu={{ items: FORMATS.map(({ key, label }) => ({ key, label })) }}
          onSelect={(key) => void download(key as Format)}
        >
          {button}
        </MenuButtonDropdown>
      ) : (
        button
      )}
      <span
        role="status"
        style={{
          color: run.kind === 'failed' ? token.colorErrorText : token.colorTextSecondary,
          fontSize: token.fontSizeSM,
        }}
      >
        {run.kind === 'running' && 'Preparing the file…'}
        {run.kind === 'done' && `${run.fileName} is downloaded.`}
        {run.kind === 'failed' && `The report could not be downloaded: ${run.message}`}
      </span>
    </span>
  );
}
