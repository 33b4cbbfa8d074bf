import { lazy, Suspense, useState } from 'react';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from 'antd';
import { isAllowed } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';

// The dialog (a form, a progress bar, the download) is fetched when it is first opened, never with home.
const ExportReportsDialog = lazy(async () => ({
  default: (await import('./export-reports-dialog')).ExportReportsDialog,
}));

/**
 * The export button of the home/dashboard header (spec §2.6): shown only with exportReports (the server refuses the
 * export to everyone else), it opens the export dialog.
 */
export function ExportReportsButton() {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const permissions = useStream(platform.permissions$);
  const [open, setOpen] = useState(false);
  if (!site || !isAllowed(permissions, 'exportReports')) return null;
  return (
    <>
      <Button ghost icon={<DownloadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Export reports
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportReportsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
