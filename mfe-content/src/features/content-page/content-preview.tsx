import { Alert, theme } from 'antd';
import { errorMessage } from '@portal/api-client';
import { useGetVideoWidgetQuery, type ContentDocument } from '../../lib/api/content-api';
import { previewKindOf, snippetOf } from './content-rules';

function VideoPlayer({ assetId, title }: { assetId: number; title: string }) {
  const widget = useGetVideoWidgetQuery(assetId);
  if (widget.error)
    return (
      <Alert type="warning" showIcon title="The video cannot be played." description={errorMessage(widget.error)} />
    );
  if (!widget.data) return <p aria-busy="true">Loading the video…</p>;
  return (
    <video
      controls
      preload="metadata"
      aria-label={`Video: ${title}`}
      src={widget.data.playerSetting.viewURL}
      style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
    />
  );
}

/**
 * The preview of the file (spec §2.6; content-rules.ts previewKindOf): the browser's PDF viewer for a PDF (its own
 * file or its uploaded PDF preview), the picture for an image, the player for a video (v2/videos/{id}/widget),
 * the generated preview picture for any other file, else the first 50 words of its text (spec §9). The files come
 * from storage through the short-lived read tokens the server signs for users who may open the asset.
 */
export function ContentPreview({ data }: { data: ContentDocument }) {
  const { token } = theme.useToken();
  const { asset, record } = data;
  const title = record.document.title || record.originalFileName;
  const frame = {
    width: '100%',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };
  switch (previewKindOf(asset, record.document)) {
    case 'pdf':
      return (
        <iframe
          title={`Preview of ${title}`}
          src={asset!.customPdfPreview ?? asset!.defaultPdfPreview!}
          style={{ ...frame, height: '70vh' }}
        />
      );
    case 'image':
      return <img src={`${asset!.storagePath}?${asset!.token}`} alt={title} style={{ ...frame, display: 'block' }} />;
    case 'video':
      return <VideoPlayer assetId={asset!.assetId} title={title} />;
    case 'picture':
      // The generated preview picture (a page, a frame, or the file type's icon), with the text's first words.
      return (
        <div style={{ display: 'grid', gap: 12 }}>
          <img
            src={(asset!.customFullSizePreviewSasUrl ?? asset!.fullSizePreviewSasUrl)!}
            alt={`Preview of ${title}`}
            style={{ ...frame, display: 'block' }}
          />
          {record.document.content.trim() && (
            <blockquote style={{ margin: 0, color: token.colorTextSecondary }}>
              {snippetOf(record.document.content)}
            </blockquote>
          )}
        </div>
      );
    case 'text':
      return (
        <blockquote style={{ ...frame, margin: 0, padding: 16, color: token.colorTextSecondary }}>
          {snippetOf(record.document.content)}
        </blockquote>
      );
    case 'none':
      return <p style={{ color: token.colorTextSecondary }}>No preview is available for this file.</p>;
  }
}
