import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { downloadAssetFile } from '../api/download-asset-file';

/**
 * Download file (File details): the uploaded file back as the server stores it, e.g. to check what was sent before
 * replacing it. Not counted as a download of the asset (that is the content page's Download, with markAsDownloaded).
 * A refusal (a private asset the user may no longer open, a file not in storage) is shown under the button.
 */
export function DownloadFileButton({ docId, siteId, fileName }: { docId: string; siteId: number; fileName: string }) {
  const platform = usePlatform();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      await downloadAssetFile(platform, { docId, siteId, fileName });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Space orientation="vertical">
      <Button loading={downloading} onClick={() => void download()}>
        Download file
      </Button>
      {problem && <Alert type="error" showIcon title="The file could not be downloaded." description={problem} />}
    </Space>
  );
}
