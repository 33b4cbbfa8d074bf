import { Alert, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { ContentPreview } from '../../../components/content-preview/content-preview';
import { useGetContentDocumentQuery } from '../../../api/content-api';

/**
 * `preview` { docId, siteId } (spec §2.6, 95% wide): the asset's preview at full size under its title: a PDF in a
 * tall frame, an image fitted whole with its caption, the video player, or the document's text.
 */
export function PreviewDialog({ props }: OverlayComponentProps) {
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const siteId = typeof props.siteId === 'number' ? props.siteId : 0;
  const query = useGetContentDocumentQuery({ docId, siteId }, { skip: !docId || !siteId });
  if (!docId || !siteId) return <Alert type="error" showIcon title="No document was given." />;
  if (query.error)
    return (
      <Alert type="error" showIcon title="The preview could not be opened." description={errorMessage(query.error)} />
    );
  if (!query.data) return <p aria-busy="true">Loading the preview…</p>;
  const { record } = query.data;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {record.document.title || record.originalFileName}
      </Typography.Title>
      <ContentPreview data={query.data} size="full" />
    </div>
  );
}
