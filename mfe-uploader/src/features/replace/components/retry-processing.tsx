import { Alert, Button, Space } from 'antd';
import { errorMessage } from '@portal/api-client';
import { PROCESSING_FAILURE_MESSAGES } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { withProcessing } from '../../../lib/state/processing-status';
import { uploadSession } from '../../../lib/state/upload-desk';
import { useProcessAssetAgainMutation } from '../api/asset-files-api';

/**
 * Why the asset's processing failed, with Retry processing (File details of an asset in error; the panel is for those
 * who may edit the asset, and the server refuses anyone else). A retry queues the processing again: the panel reads
 * the asset again ('Queued for indexing'), and the upload console, when it shows the file, follows the new run.
 */
export function RetryProcessing({ assetId, docId, reason }: { assetId: number; docId: string; reason: string | null }) {
  const { notify } = usePlatform();
  const [processAgain, { isLoading, error }] = useProcessAssetAgainMutation();
  const retry = async () => {
    const result = await processAgain({ assetId, docId });
    if (!result.data) return;
    const { StatusId, Status } = result.data;
    uploadSession.update((items) => withProcessing(items, [{ AssetId: assetId, StatusId, Status, StatusError: null }]));
    notify(PROCESSING_FAILURE_MESSAGES.retryQueued, 'success');
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type="error"
        showIcon
        title="Processing failed: this file cannot be found in search."
        description={reason ?? undefined}
        action={
          <Button type="primary" loading={isLoading} onClick={() => void retry()}>
            {PROCESSING_FAILURE_MESSAGES.retryButton}
          </Button>
        }
      />
      {error && (
        <Alert
          type="warning"
          showIcon
          title="Processing could not be started again."
          description={errorMessage(error)}
        />
      )}
    </Space>
  );
}
