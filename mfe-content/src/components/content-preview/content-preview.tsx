import { useState, type CSSProperties } from 'react';
import { Alert, theme } from 'antd';
import { errorMessage } from '@portal/api-client';
import { useGetVideoWidgetQuery, type ContentDocument } from '../../api/content-api';
import { previewKindOf, snippetOf } from '../../lib/content-rules';

/** How large a preview is drawn: beside the content page's details, or filling the preview dialog. */
export type PreviewSize = 'inline' | 'full';

/** HTMLMediaElement error codes (MediaError): the file cannot be decoded, or its format is not supported. */
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

const MAX_HEIGHT: Record<PreviewSize, string> = { inline: '70vh', full: '80vh' };

function VideoPlayer({
  assetId,
  title,
  size,
  poster,
}: {
  assetId: number;
  title: string;
  size: PreviewSize;
  poster: string | null;
}) {
  const widget = useGetVideoWidgetQuery(assetId);
  const [unplayable, setUnplayable] = useState(false);
  if (widget.error)
    return (
      <Alert type="warning" showIcon title="The video cannot be played." description={errorMessage(widget.error)} />
    );
  if (!widget.data) return <p aria-busy="true">Loading the video…</p>;
  const style = { width: '100%', maxHeight: MAX_HEIGHT[size], background: '#000', borderRadius: 8 };
  // A format the browser cannot play (an AVI, say): its picture, and a word on how to watch it.
  if (unplayable)
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        {poster && <img src={poster} alt={`A frame of ${title}`} style={{ ...style, objectFit: 'contain' }} />}
        <Alert
          type="info"
          showIcon
          title="This browser cannot play this video's format."
          description="Download it to watch it in a video player."
        />
      </div>
    );
  return (
    <video
      controls
      preload="metadata"
      aria-label={`Video: ${title}`}
      src={widget.data.playerSetting.viewURL}
      poster={poster ?? undefined}
      onError={(event) => {
        const code = event.currentTarget.error?.code;
        if (code === MEDIA_ERR_DECODE || code === MEDIA_ERR_SRC_NOT_SUPPORTED) setUnplayable(true);
      }}
      style={style}
    />
  );
}

/**
 * The preview of the file (spec §2.6; content-rules.ts previewKindOf): the browser's PDF viewer for a PDF (its own
 * file or its uploaded PDF preview), the picture for an image with its caption, the player for a video
 * (v2/videos/{id}/widget), the generated preview picture for any other file, else its text (the first 50 words
 * inline, spec §9; all of it at full size). The files come from storage through the short-lived read tokens the
 * server signs for users who may open the asset.
 *
 * An image's caption is the document's description: ingest fills it from the image's embedded IPTC/XMP caption.
 */
export function ContentPreview({ data, size = 'inline' }: { data: ContentDocument; size?: PreviewSize }) {
  const { token } = theme.useToken();
  const { asset, record } = data;
  const title = record.document.title || record.originalFileName;
  const full = size === 'full';
  const frame = {
    width: '100%',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };
  // At full size a picture is fitted into the dialog whole, never cropped or stretched.
  const picture: CSSProperties = full
    ? {
        ...frame,
        display: 'block',
        maxHeight: MAX_HEIGHT.full,
        objectFit: 'contain',
        background: token.colorFillQuaternary,
      }
    : { ...frame, display: 'block' };
  switch (previewKindOf(asset, record.document)) {
    case 'pdf':
      return (
        <iframe
          title={`Preview of ${title}`}
          src={asset!.customPdfPreview ?? asset!.defaultPdfPreview!}
          style={{ ...frame, height: full ? '85vh' : MAX_HEIGHT.inline }}
        />
      );
    case 'image': {
      // Spec §2.4 "image captions": the image's own caption (written by hand or with the AI writing assistant) under
      // it, else its description; its ALT text, when written, is what a screen reader says of it.
      const caption = (asset!.imageCaption ?? record.document.description ?? asset!.description ?? '').trim();
      const alt = asset!.altText?.trim() || title;
      return (
        <figure style={{ margin: 0, display: 'grid', gap: 8 }}>
          <img src={`${asset!.storagePath}?${asset!.token}`} alt={alt} style={picture} />
          {caption && <figcaption style={{ color: token.colorTextSecondary }}>{caption}</figcaption>}
        </figure>
      );
    }
    case 'video':
      return (
        <VideoPlayer
          assetId={asset!.assetId}
          title={title}
          size={size}
          poster={asset!.fullSizePreviewSasUrl ?? asset!.thumbnailSasUrl ?? null}
        />
      );
    case 'picture':
      // The generated preview picture (a page, a frame, or the file type's icon), with the text's first words.
      return (
        <div style={{ display: 'grid', gap: 12 }}>
          <img
            src={(asset!.customFullSizePreviewSasUrl ?? asset!.fullSizePreviewSasUrl)!}
            alt={`Preview of ${title}`}
            style={picture}
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
        <blockquote
          aria-label={`Text of ${title}`}
          style={{
            ...frame,
            margin: 0,
            padding: 16,
            color: token.colorTextSecondary,
            ...(full ? { maxHeight: MAX_HEIGHT.full, overflow: 'auto', whiteSpace: 'pre-wrap' } : {}),
          }}
        >
          {full ? record.document.content.trim() : snippetOf(record.document.content)}
        </blockquote>
      );
    case 'none':
      return <p style={{ color: token.colorTextSecondary }}>No preview is available for this file.</p>;
  }
}
