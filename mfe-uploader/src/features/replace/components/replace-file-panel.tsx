import { useState } from 'react';
import { Alert, Button, Descriptions, Progress, Space, Typography, Upload } from 'antd';
import { useStore } from 'react-redux';
import { errorMessage, type AppStore } from '@portal/api-client';
import type { AssetVersions, UploaderAssetInfo } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useCreateAssetVersionMutation } from '../api/asset-files-api';
import { uploaderApi } from '../../../api/uploader-api';
import { assetInfoOf, useGetAssetForEditingQuery } from '../../../api/uploader-forms-api';
import { sizeText } from '../../../lib/size-text';
import { transferFile } from '../../../lib/transfer/transfer-file';
import { nameVariant, replacementFileName } from '../state/replacement-name';

/** How many taken names are varied before giving up (`name (2).ext` … `name (10).ext`). */
const NAME_ATTEMPTS = 10;

type Step =
  | { kind: 'choosing' }
  | { kind: 'sending'; percent: number }
  | { kind: 'done'; result: AssetVersions }
  | { kind: 'failed'; message: string };

/** The main container of an asset: the segment of its storage path just before its own folder (`…/<container>/<docId>/<file>`). */
export function containerOf(asset: Pick<UploaderAssetInfo, 'StoragePath' | 'DocId'>): string | null {
  if (!asset.StoragePath || !asset.DocId) return null;
  const segments = new URL(asset.StoragePath, 'https://portal.invalid').pathname.split('/').map(decodeURIComponent);
  const at = segments.indexOf(asset.DocId);
  return at > 0 ? (segments[at - 1] ?? null) : null;
}

function ReplaceForm({ asset, close }: { asset: UploaderAssetInfo & { DocId: string }; close: () => void }) {
  const { bus } = usePlatform();
  const store = useStore() as AppStore;
  const [createVersion] = useCreateAssetVersionMutation();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choosing' });
  const container = containerOf(asset);

  const replace = async (chosen: File) => {
    if (!container) return;
    setStep({ kind: 'sending', percent: 0 });
    try {
      // A write SAS is refused (409) when the name is taken: uploads never overwrite, so the name is varied.
      let blobName = '';
      let sasUrl = '';
      for (let attempt = 1; !sasUrl; attempt += 1) {
        blobName = `${asset.DocId}/${nameVariant(replacementFileName(chosen.name), attempt)}`;
        try {
          sasUrl = (
            await store
              .dispatch(
                uploaderApi.endpoints.getWriteSas.initiate({
                  siteId: asset.DeploymentIndexId,
                  containerName: container,
                  blobName,
                }),
              )
              .unwrap()
          ).sasUrl;
        } catch (error) {
          if ((error as { status?: unknown }).status !== 409 || attempt >= NAME_ATTEMPTS) throw error;
        }
      }
      await transferFile({
        sasUrl,
        file: chosen,
        contentType: chosen.type || 'application/octet-stream',
        docId: asset.DocId,
        onProgress: (loaded) =>
          setStep({
            kind: 'sending',
            percent: chosen.size === 0 ? 100 : Math.round((loaded / chosen.size) * 1000) / 10,
          }),
      });
      const result = await createVersion({
        assetId: asset.AssetId,
        docId: asset.DocId,
        storagePath: blobName,
      }).unwrap();
      bus.publish({ type: 'asset/updated', docId: asset.DocId });
      setStep({ kind: 'done', result });
    } catch (error) {
      setStep({ kind: 'failed', message: errorMessage(error) });
    }
  };

  if (step.kind === 'done') {
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert
          type="success"
          showIcon
          title="File replaced."
          description={`${step.result.fileName} is now the current file; ${step.result.versions.length === 1 ? 'the previous file is kept as an earlier version' : `${step.result.versions.length} earlier versions are kept`}. Its thumbnails, preview and search text are being processed again.`}
        />
        <Button type="primary" onClick={close}>
          DONE
        </Button>
      </Space>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'file', label: 'Current file', children: asset.FileName },
          { key: 'size', label: 'Size', children: asset.FileSize === null ? '—' : sizeText(asset.FileSize) },
        ]}
      />
      {!container && (
        <Alert type="warning" showIcon title="This asset has no file in storage yet, so there is nothing to replace." />
      )}
      <Upload
        showUploadList={false}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setStep({ kind: 'choosing' });
          return false;
        }}
        disabled={!container || step.kind === 'sending'}
      >
        <Button>Choose the new file</Button>
      </Upload>
      {file && (
        <Typography.Text>
          New file: <strong>{file.name}</strong> ({sizeText(file.size)})
        </Typography.Text>
      )}
      {step.kind === 'sending' && (
        <Progress
          percent={step.percent}
          format={(percent) => `${(percent ?? 0).toFixed(1)}%`}
          aria-label="Replacement sent"
        />
      )}
      {step.kind === 'failed' && (
        <Alert type="error" showIcon title="The file could not be replaced." description={step.message} />
      )}
      <Space>
        <Button
          type="primary"
          disabled={!file || !container}
          loading={step.kind === 'sending'}
          onClick={() => file && void replace(file)}
        >
          REPLACE
        </Button>
        <Button onClick={close}>CANCEL</Button>
      </Space>
    </Space>
  );
}

/**
 * The replace-file panel (spec §2.6), opened with `{ docId }`: the new file goes straight to the asset's folder in
 * storage, then becomes the asset's current file as a new version (POST v2/assets/{id}/versions); the previous file
 * is kept, and the thumbnails, preview and search text are processed again.
 */
export function ReplaceFilePanel({ props, close }: OverlayComponentProps) {
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const asset = useGetAssetForEditingQuery(docId, { skip: !docId });
  if (!docId) return <Alert type="error" showIcon title="No asset was given." />;
  if (asset.error)
    return (
      <Alert type="error" showIcon title="The asset could not be loaded." description={errorMessage(asset.error)} />
    );
  if (!asset.data) return <Typography.Text aria-busy="true">Loading the asset…</Typography.Text>;
  return <ReplaceForm asset={{ ...assetInfoOf(asset.data), DocId: docId }} close={close} />;
}
