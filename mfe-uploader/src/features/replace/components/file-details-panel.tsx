import { Alert, Button, Descriptions, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { ASSET_STATUS_ID } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { assetInfoOf, useGetAssetForEditingQuery } from '../../../api/uploader-forms-api';
import { sizeText } from '../../../lib/size-text';
import { DownloadFileButton } from './download-file-button';
import { RetryProcessing } from './retry-processing';

/**
 * The file-details panel (spec §2.6), opened with `{ docId }`: the asset's current file as stored (name, type, size,
 * processing status and its error, doc id), the file itself to download, and the ways to change it: replace the
 * file or its imagery, or edit the metadata (each opens its own panel); when its processing failed, why, and Retry
 * processing.
 */
export function FileDetailsPanel({ props }: OverlayComponentProps) {
  const { panels } = usePlatform();
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const asset = useGetAssetForEditingQuery(docId, { skip: !docId });
  if (!docId) return <Alert type="error" showIcon title="No asset was given." />;
  if (asset.error)
    return (
      <Alert
        type="error"
        showIcon
        title="The file details could not be loaded."
        description={errorMessage(asset.error)}
      />
    );
  if (!asset.data) return <Typography.Text aria-busy="true">Loading the file details…</Typography.Text>;
  const info = assetInfoOf(asset.data);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      {info.StatusId === ASSET_STATUS_ID.error && (
        <RetryProcessing assetId={info.AssetId} docId={docId} reason={info.StatusError} />
      )}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'title', label: 'Title', children: info.Title },
          { key: 'file', label: 'File name', children: info.FileName },
          { key: 'type', label: 'Content type', children: info.MimeType ?? '—' },
          { key: 'size', label: 'Size', children: info.FileSize === null ? '—' : sizeText(info.FileSize) },
          {
            key: 'status',
            label: 'Status',
            children: info.StatusError ? `${info.Status ?? ''} — ${info.StatusError}` : (info.Status ?? '—'),
          },
          { key: 'submitted', label: 'Submission date', children: info.SubmissionDate },
          { key: 'doc', label: 'Doc id', children: <Typography.Text copyable>{docId}</Typography.Text> },
        ]}
      />
      <DownloadFileButton docId={docId} siteId={info.DeploymentIndexId} fileName={info.FileName} />
      <Space wrap>
        <Button onClick={() => panels.open('replaceFile', { docId })}>Replace file</Button>
        <Button onClick={() => panels.open('assetImagery', { docId })}>Asset imagery</Button>
        <Button onClick={() => panels.open('editMetadata', { docId })}>Edit metadata</Button>
      </Space>
    </Space>
  );
}
