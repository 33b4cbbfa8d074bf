import { useState } from 'react';
import { Alert, Button, Form, Select, Space, Typography, Upload } from 'antd';
import { useStore } from 'react-redux';
import { errorMessage, type AppStore } from '@portal/api-client';
import { isAllowed } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { BatchFields, batchFieldsOf, type BatchFormValues } from '../../../components/batch-fields';
import { selectionOf } from '../../../components/metadata-fields';
import { useAddMetadataValue } from '../../../hooks/use-add-metadata-value';
import { useSetFields } from '../../../hooks/use-set-fields';
import { uploaderCallsOf } from '../../../api/uploader-api';
import { assetInfoOf, useGetAssetWithDefaultsQuery, useGetMetadataSetsQuery } from '../../../api/uploader-forms-api';
import { setOptionsOf } from '../../../lib/metadata-set-options';
import { PREVIEW_ACCEPT } from '../../../lib/preview-files';
import { sizeText } from '../../../lib/size-text';
import { toSelectedFieldValues } from '../../../lib/state/metadata-form';
import { startBatch } from '../../../lib/state/upload-desk';
import { newUploadItem } from '../../../lib/state/upload-items';

/** A picked file and the preview picked for it, if any. */
interface PickedFile {
  id: string;
  file: File;
  preview: File | null;
}

interface UploadFormValues extends BatchFormValues {
  setId: number;
}

function UploadForm({ siteId, close }: { siteId: number; close: () => void }) {
  const { bus } = usePlatform();
  const store = useStore() as AppStore;
  const sets = useGetMetadataSetsQuery(siteId);
  const defaults = useGetAssetWithDefaultsQuery(siteId);
  const [form] = Form.useForm<UploadFormValues>();
  const setId = Form.useWatch('setId', form) ?? sets.data?.masterSetId ?? undefined;
  const values = Form.useWatch('values', form);
  const masterSetId = sets.data?.masterSetId;
  const { fields, loading: fieldsLoading, error: fieldsError } = useSetFields(siteId, masterSetId, setId);
  const addValue = useAddMetadataValue(
    siteId,
    [masterSetId, setId].filter((id): id is number => typeof id === 'number'),
  );
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [filesMissing, setFilesMissing] = useState(false);

  const problem = sets.error ?? defaults.error ?? fieldsError;
  if (problem)
    return (
      <Alert type="error" showIcon title="The uploader could not be loaded." description={errorMessage(problem)} />
    );
  if (!sets.data || !defaults.data)
    return <Typography.Text aria-busy="true">Loading the metadata sets…</Typography.Text>;
  if (!masterSetId)
    return (
      <Alert
        type="warning"
        showIcon
        title="This site has no metadata set yet, so files cannot be uploaded to it. A site administrator can generate its metadata sets."
      />
    );
  const asset = assetInfoOf(defaults.data);
  const setOptions = setOptionsOf(sets.data.metadataSets);

  const pick = (file: File) => {
    setFiles((current) => [...current, { id: crypto.randomUUID(), file, preview: null }]);
    setFilesMissing(false);
    return false;
  };
  const send = (formValues: UploadFormValues) => {
    if (files.length === 0) {
      setFilesMissing(true);
      return;
    }
    const items = files.flatMap(({ id, file, preview }) => [
      newUploadItem(file, { uniqueId: id }),
      ...(preview ? [newUploadItem(preview, { uniqueId: `${id}-preview`, parentUniqueId: id })] : []),
    ]);
    const context = {
      siteId,
      masterSetId,
      subsetId: formValues.setId === masterSetId ? null : formValues.setId,
      metadata: toSelectedFieldValues(selectionOf(formValues.values)),
      fields: batchFieldsOf(formValues),
    };
    void startBatch(items, 'upload', context, uploaderCallsOf(store)).then((docIds) => {
      if (docIds.length > 0) bus.publish({ type: 'asset/uploaded', docIds });
    });
    close();
  };

  return (
    <Form<UploadFormValues>
      form={form}
      layout="vertical"
      aria-label="Upload files"
      initialValues={{ setId: masterSetId, SubmissionDate: asset.SubmissionDate, IsConfidential: asset.IsConfidential }}
      onFinish={send}
    >
      <Form.Item name="setId" label="Metadata set" rules={[{ required: true, message: 'Choose a metadata set.' }]}>
        <Select options={setOptions} />
      </Form.Item>
      <Form.Item
        label="Files"
        required
        validateStatus={filesMissing ? 'error' : undefined}
        help={filesMissing ? 'Choose at least one file.' : undefined}
      >
        <Upload.Dragger multiple showUploadList={false} beforeUpload={pick} aria-label="Choose files">
          <p style={{ margin: 0 }}>Drop files here, or click to choose them.</p>
        </Upload.Dragger>
      </Form.Item>
      {files.length > 0 && (
        <ul
          aria-label="Files to upload"
          style={{ listStyle: 'none', margin: '0 0 16px', padding: 0, display: 'grid', gap: 8 }}
        >
          {files.map(({ id, file, preview }) => (
            <li key={id} style={{ display: 'grid', gap: 4 }}>
              <Space size={8} wrap>
                <Typography.Text strong>{file.name}</Typography.Text>
                <Typography.Text type="secondary">{sizeText(file.size)}</Typography.Text>
                <Button
                  size="small"
                  type="link"
                  onClick={() => setFiles((current) => current.filter((entry) => entry.id !== id))}
                  aria-label={`Remove ${file.name}`}
                >
                  Remove
                </Button>
              </Space>
              <Space size={8} wrap>
                {preview ? (
                  <Typography.Text type="secondary">Preview: {preview.name}</Typography.Text>
                ) : (
                  <Upload
                    accept={PREVIEW_ACCEPT}
                    showUploadList={false}
                    beforeUpload={(chosen) => {
                      setFiles((current) =>
                        current.map((entry) => (entry.id === id ? { ...entry, preview: chosen } : entry)),
                      );
                      return false;
                    }}
                  >
                    <Button size="small" aria-label={`Add a preview for ${file.name}`}>
                      Add preview
                    </Button>
                  </Upload>
                )}
              </Space>
            </li>
          ))}
        </ul>
      )}
      <BatchFields
        fields={fields}
        loading={fieldsLoading}
        values={values}
        onAddValue={(field, text) => addValue(field, text, fields, selectionOf(values))}
      />
      <Space>
        <Button type="primary" htmlType="submit">
          UPLOAD
        </Button>
        <Button onClick={close}>CANCEL</Button>
      </Space>
    </Form>
  );
}

/**
 * The uploader panel (spec §2.6 "uploader"): pick a metadata set (sorted by name), fill the master set's and the
 * subset's fields, drop or choose files with an optional preview for each, and UPLOAD. The batch then runs in the
 * upload console, which stays on screen while the user moves on; the panel closes.
 */
export function UploaderPanel({ close }: OverlayComponentProps) {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const permissions = useStream(platform.permissions$);
  if (!site) return <Alert type="info" showIcon title="Choose a site to upload to it." />;
  if (!isAllowed(permissions, 'uploadAsset'))
    return <Alert type="warning" showIcon title="You do not have permission to upload to this site." />;
  return <UploadForm key={site.site.deploymentIndexId} siteId={site.site.deploymentIndexId} close={close} />;
}
