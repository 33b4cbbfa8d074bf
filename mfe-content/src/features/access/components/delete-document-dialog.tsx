import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useDeleteDocumentMutation } from '../../../api/content-api';

/**
 * `deleteDocument` { docId, title?, siteId? } (spec §2.6, 40% wide): asks before deleting a document and its files
 * (DELETE v2/document/delete). Only an answer of status 200 counts as deleted (spec §5): then the change is said on
 * the bus and the user goes back to the site's search; any other answer shows the server's message and nothing
 * moves.
 */
export function DeleteDocumentDialog({ props, close }: OverlayComponentProps) {
  const platform = usePlatform();
  const docId = typeof props.docId === 'string' ? props.docId : null;
  const title = typeof props.title === 'string' ? props.title : docId;
  const siteId = typeof props.siteId === 'number' ? props.siteId : null;
  const [remove, removing] = useDeleteDocumentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  if (!docId) return <Alert type="error" showIcon title="No document was given." />;

  const confirm = async () => {
    setFailure(null);
    const result = await remove(docId);
    if ('error' in result) {
      setFailure(errorMessage(result.error));
      return;
    }
    platform.bus.publish({ type: 'asset/updated', docId });
    close();
    platform.navigator.push(siteId ? `/sites/${siteId}/search` : '/search');
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Are you sure you want to delete the document “{title}”? Its files, previews and search record are deleted with
        it; this cannot be undone.
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title="The document could not be deleted." description={failure} />}
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={close}>Cancel</Button>
        <Button danger type="primary" loading={removing.isLoading} onClick={() => void confirm()}>
          Delete
        </Button>
      </Space>
    </Space>
  );
}
