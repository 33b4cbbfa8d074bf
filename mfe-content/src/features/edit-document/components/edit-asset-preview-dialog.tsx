import { useState } from 'react';
import { Alert, Button, Checkbox, Space, Typography, Upload } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { PREVIEW_CONTENT_TYPES } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useUploadAssetPreviewMutation } from '../../../api/asset-edit-api';

/**
 * The types the server stores as a preview (PREVIEW_CONTENT_TYPES; it checks the bytes), named for people. Kept here
 * as a record of every one, because the contract's runtime list sits beside its schemas, which browser bundles do
 * not load.
 */
const PREVIEW_TYPES: Record<(typeof PREVIEW_CONTENT_TYPES)[number], string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};
/** The largest preview the server accepts (discovery-api preview-form.ts MAX_PREVIEW_BYTES). */
const MAX_PREVIEW_MB = 20;

/** Why a chosen file cannot be a preview, or null when it can be sent. */
function refusalOf(file: File): string | null {
  if (!(file.type in PREVIEW_TYPES))
    return `“${file.name}” is not a PNG, JPEG, WebP or GIF image, or a PDF: choose one of those.`;
  if (file.size > MAX_PREVIEW_MB * 1024 * 1024) return `“${file.name}” is larger than ${MAX_PREVIEW_MB} MB.`;
  return null;
}

/**
 * `editAssetPreview` { assetId, docId } (spec §2.6 edit asset preview): uploads a new preview picture (or PDF) for
 * the asset with POST v2/assets/{id}/preview (multipart: assetId, file, useAsThumbnail). The preview becomes the
 * asset's thumbnail when "Use as thumbnail" is ticked. A stored preview says `asset/updated` on the bus and closes;
 * a refusal shows the server's message.
 */
export function EditAssetPreviewDialog({ props, close }: OverlayComponentProps) {
  const platform = usePlatform();
  const assetId = typeof props.assetId === 'number' ? props.assetId : 0;
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const [file, setFile] = useState<File | null>(null);
  const [useAsThumbnail, setUseAsThumbnail] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [upload, uploading] = useUploadAssetPreviewMutation();
  if (!assetId || !docId) return <Alert type="error" showIcon title="No asset was given." />;

  const send = async () => {
    if (!file) return;
    setFailure(null);
    const result = await upload({ assetId, docId, file, useAsThumbnail });
    if ('error' in result) {
      setFailure(errorMessage(result.error));
      return;
    }
    platform.bus.publish({ type: 'asset/updated', docId });
    close();
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Choose a PNG, JPEG, WebP or GIF image, or a PDF, of at most {MAX_PREVIEW_MB} MB, as the asset's new preview.
      </Typography.Paragraph>
      <Upload
        accept={Object.keys(PREVIEW_TYPES).join(',')}
        maxCount={1}
        fileList={file ? [{ uid: 'preview', name: file.name, status: 'done' }] : []}
        beforeUpload={(chosen) => {
          const refusal = refusalOf(chosen);
          setFailure(refusal);
          setFile(refusal ? null : chosen);
          // The file is sent with the form on Upload, not on choosing it.
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <Button>Choose a file</Button>
      </Upload>
      <Checkbox checked={useAsThumbnail} onChange={(event) => setUseAsThumbnail(event.target.checked)}>
        Use as thumbnail
      </Checkbox>
      {failure && <Alert type="error" showIcon title="The preview could not be uploaded." description={failure} />}
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={close}>Cancel</Button>
        <Button type="primary" disabled={!file} loading={uploading.isLoading} onClick={() => void send()}>
          Upload
        </Button>
      </Space>
    </Space>
  );
}
