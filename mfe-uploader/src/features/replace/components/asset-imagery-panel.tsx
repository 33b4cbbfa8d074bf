import { useState } from 'react';
import { Alert, Button, Radio, Space, Typography, Upload } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useAddAssetPreviewMutation, useReplaceAssetImageryMutation } from '../api/asset-files-api';
import { assetInfoOf, useGetAssetForEditingQuery } from '../../../api/uploader-forms-api';
import { PREVIEW_ACCEPT } from '../../../lib/preview-files';

type How = 'replace' | 'thumbnail' | 'add';
const HOW_TEXT: Record<How, string> = {
  replace: 'Replace the imagery: this picture becomes the only preview and the thumbnail',
  thumbnail: 'Add it as the preview image and use it as the thumbnail',
  add: 'Add it as one more preview',
};

/**
 * The asset-imagery panel (spec §2.6), opened with `{ docId }`: a picture or PDF replaces the asset's imagery
 * (POST v2/assets/{id}/replaceAssetImagery) or is added as a preview, as its thumbnail or not
 * (POST v2/assets/{id}/preview with useAsThumbnail).
 */
export function AssetImageryPanel({ props, close }: OverlayComponentProps) {
  const { bus } = usePlatform();
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const asset = useGetAssetForEditingQuery(docId, { skip: !docId });
  const [addPreview, adding] = useAddAssetPreviewMutation();
  const [replaceImagery, replacing] = useReplaceAssetImageryMutation();
  const [file, setFile] = useState<File | null>(null);
  const [how, setHow] = useState<How>('replace');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  if (!docId) return <Alert type="error" showIcon title="No asset was given." />;
  if (asset.error)
    return (
      <Alert type="error" showIcon title="The asset could not be loaded." description={errorMessage(asset.error)} />
    );
  if (!asset.data) return <Typography.Text aria-busy="true">Loading the asset…</Typography.Text>;
  const { AssetId, FileName } = assetInfoOf(asset.data);

  const send = async (chosen: File) => {
    setOutcome(null);
    try {
      if (how === 'replace') await replaceImagery({ assetId: AssetId, docId, file: chosen }).unwrap();
      else await addPreview({ assetId: AssetId, docId, file: chosen, useAsThumbnail: how === 'thumbnail' }).unwrap();
      bus.publish({ type: 'asset/updated', docId });
      setOutcome({ ok: true, text: `${chosen.name} was saved. The thumbnail is being made again.` });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Typography.Text type="secondary">{FileName}</Typography.Text>
      <Radio.Group
        value={how}
        onChange={(event) => setHow(event.target.value as How)}
        aria-label="How to use the picture"
      >
        <Space orientation="vertical">
          {(Object.keys(HOW_TEXT) as How[]).map((key) => (
            <Radio key={key} value={key}>
              {HOW_TEXT[key]}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Upload
        accept={PREVIEW_ACCEPT}
        showUploadList={false}
        beforeUpload={(chosen) => {
          setFile(chosen);
          return false;
        }}
      >
        <Button>Choose a picture or PDF</Button>
      </Upload>
      {file && <Typography.Text>Chosen: {file.name}</Typography.Text>}
      {outcome && <Alert type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.text} />}
      <Space>
        <Button
          type="primary"
          disabled={!file}
          loading={adding.isLoading || replacing.isLoading}
          onClick={() => file && void send(file)}
        >
          SAVE
        </Button>
        <Button onClick={close}>CLOSE</Button>
      </Space>
    </Space>
  );
}
