import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from 'antd';
import type { Asset } from '@portal/contracts';
import { useMarkAsDownloadedMutation } from '../../../api/content-api';

/**
 * Downloads the file from storage through its short-lived URL, and counts the download. The page's main action,
 * unless the asset opens a dashboard; on a phone an icon named Download.
 */
export function DownloadButton({
  asset,
  siteId,
  fileUrl,
  fileName,
  primary,
  compact,
}: {
  asset: Asset;
  siteId: number;
  fileUrl: string;
  fileName: string;
  primary: boolean;
  compact: boolean;
}) {
  const [markDownloaded] = useMarkAsDownloadedMutation();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<DownloadOutlined />}
      aria-label="Download"
      title={compact ? 'Download' : undefined}
      href={fileUrl}
      download={fileName}
      target="_blank"
      onClick={() =>
        void markDownloaded({ docId: asset.docId, siteId })
          .unwrap()
          .catch((error: unknown) => console.warn('The download could not be counted.', error))
      }
    >
      {!compact && 'Download'}
    </Button>
  );
}
