import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Select, Space, Typography, Upload } from 'antd';
import { useStore } from 'react-redux';
import { errorMessage, type AppStore } from '@portal/api-client';
import { UPLOADER_MESSAGES, type UploaderAssetResponse } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { BatchFields, batchFieldsOf, type BatchFormValues } from '../../../components/batch-fields';
import { selectionOf } from '../../../components/metadata-fields';
import { useAddMetadataValue } from '../../../hooks/use-add-metadata-value';
import { useSetFields } from '../../../hooks/use-set-fields';
import { uploaderCallsOf } from '../../../api/uploader-api';
import { assetInfoOf, useGetAssetForEditingQuery, useGetMetadataSetsQuery } from '../../../api/uploader-forms-api';
import { setOptionsOf } from '../../../lib/metadata-set-options';
import { PREVIEW_ACCEPT } from '../../../lib/preview-files';
import { UpdateFailed } from '../../../lib/run/upload-run';
import { toSelectedFieldValues } from '../../../lib/state/metadata-form';
import { startBatch, uploadSession } from '../../../lib/state/upload-desk';
import { existingAssetItem, newUploadItem } from '../../../lib/state/upload-items';

interface EditFormValues extends BatchFormValues {
  setId: number;
  Title: string;
}

/** The asset's saved values grouped by field, as the form holds them. */
function savedSelection(answer: UploaderAssetResponse): Record<string, number[]> {
  const info = assetInfoOf(answer);
  const grouped: Record<string, number[]> = {};
  for (const value of [...info.masterset.setFieldValues, ...info.subset.fieldValue])
    (grouped[String(value.fieldId)] ??= []).push(value.profileFieldValueId);
  return grouped;
}

function EditForm({
  docId,
  answer,
  close,
  focus,
}: {
  docId: string;
  answer: UploaderAssetResponse;
  close: () => void;
  focus: 'description' | null;
}) {
  const { bus, busy } = usePlatform();
  const store = useStore() as AppStore;
  const asset = assetInfoOf(answer);
  const siteId = asset.DeploymentIndexId;
  const masterSetId = answer.masterSetId;
  const sets = useGetMetadataSetsQuery(siteId);
  const [form] = Form.useForm<EditFormValues>();
  const setId = Form.useWatch('setId', form) ?? answer.subsetId ?? masterSetId ?? undefined;
  const values = Form.useWatch('values', form);
  const { fields, loading: fieldsLoading, error } = useSetFields(siteId, masterSetId, setId);
  const addValue = useAddMetadataValue(
    siteId,
    [masterSetId, setId].filter((id): id is number => typeof id === 'number'),
  );
  const [previews, setPreviews] = useState<File[]>([]);
  const [state, setState] = useState<'editing' | 'sending' | 'failed'>('editing');
  const ready = !!sets.data && !!masterSetId && !sets.error && !error;
  // Opened as the content page's "Edit description": the description field has the focus once the form is there.
  useEffect(() => {
    if (ready && focus === 'description') form.focusField('Description');
  }, [ready, focus, form]);

  if (sets.error ?? error)
    return (
      <Alert
        type="error"
        showIcon
        title="The metadata sets could not be loaded."
        description={errorMessage(sets.error ?? error)}
      />
    );
  if (!sets.data || !masterSetId) return <Typography.Text aria-busy="true">Loading the metadata sets…</Typography.Text>;
  const setOptions = setOptionsOf(sets.data.metadataSets);

  const send = async (formValues: EditFormValues) => {
    const uniqueId = crypto.randomUUID();
    const items = [
      existingAssetItem({ ...asset, DocId: docId }, uniqueId),
      ...previews.map((file) => newUploadItem(file, { uniqueId: crypto.randomUUID(), parentUniqueId: uniqueId })),
    ];
    const context = {
      siteId,
      masterSetId,
      subsetId: formValues.setId === masterSetId ? null : formValues.setId,
      metadata: toSelectedFieldValues(selectionOf(formValues.values)),
      fields: { Title: formValues.Title.trim(), ...batchFieldsOf(formValues) },
      docId,
    };
    setState('sending');
    try {
      await startBatch(items, 'edit', context, uploaderCallsOf(store));
      bus.publish({ type: 'asset/updated', docId });
      close();
    } catch (failure) {
      if (!(failure instanceof UpdateFailed)) throw failure;
      // The edit did not happen: the console forgets it and the form stays as typed, to try again.
      const ids = new Set(items.map((item) => item.UniqueId));
      uploadSession.update((current) => current.filter((item) => !ids.has(item.UniqueId)));
      if (failure.kind === 'answer') {
        busy.error(failure.message);
        setState('editing');
      } else {
        setState('failed');
      }
    }
  };

  // Spec §8: the update failed; OK returns to the form, kept (hidden, not unmounted) with everything as it was typed.
  const failedNotice = state === 'failed' && (
    <Alert
      type="error"
      showIcon
      title={UPLOADER_MESSAGES.metadataUpdateFailed}
      action={
        <Button type="primary" onClick={() => setState('editing')}>
          OK
        </Button>
      }
    />
  );
  return (
    <>
      {failedNotice}
      <div hidden={state === 'failed'}>
        <Form<EditFormValues>
          form={form}
          layout="vertical"
          aria-label="Edit metadata"
          preserve
          initialValues={{
            setId: answer.subsetId ?? masterSetId,
            Title: asset.Title,
            Description: asset.Description,
            SubmissionDate: asset.SubmissionDate,
            IsConfidential: asset.IsConfidential,
            values: savedSelection(answer),
          }}
          onFinish={(formValues) => void send(formValues)}
        >
          <Typography.Paragraph type="secondary">{asset.FileName}</Typography.Paragraph>
          <Form.Item name="setId" label="Metadata set" rules={[{ required: true, message: 'Choose a metadata set.' }]}>
            <Select options={setOptions} />
          </Form.Item>
          <Form.Item
            name="Title"
            label="Title"
            rules={[{ required: true, whitespace: true, message: 'Title is required.' }]}
          >
            <Input maxLength={500} />
          </Form.Item>
          <BatchFields
            fields={fields}
            loading={fieldsLoading}
            values={values}
            onAddValue={(field, text) => addValue(field, text, fields, selectionOf(values))}
          />
          <Form.Item label="Previews">
            <Upload
              accept={PREVIEW_ACCEPT}
              multiple
              showUploadList={false}
              beforeUpload={(file) => {
                setPreviews((current) => [...current, file]);
                return false;
              }}
            >
              <Button size="small">Add preview</Button>
            </Upload>
            {previews.length > 0 && (
              <ul aria-label="Previews to add" style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
                {previews.map((file, index) => (
                  <li key={`${file.name}-${index}`}>{file.name}</li>
                ))}
              </ul>
            )}
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={state === 'sending'}>
              SAVE
            </Button>
            <Button onClick={close}>CANCEL</Button>
          </Space>
        </Form>
      </div>
    </>
  );
}

/**
 * The edit-metadata panel (spec §2.6, §4 edit mode), opened with `{ docId }`: the asset's title, description, date,
 * confidentiality and set values, prefilled from getAssetForEditing; SAVE sends updateAssetWithMetadata and the
 * console shows 'Updating' then 'Updated' ('Update complete!'), new previews 'Associated'. A failed update shows the
 * spec's message; OK returns to the form.
 */
export function EditMetadataPanel({ props, close }: OverlayComponentProps) {
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const asset = useGetAssetForEditingQuery(docId, { skip: !docId });
  if (!docId) return <Alert type="error" showIcon title="No asset was given to edit." />;
  if (asset.error)
    return (
      <Alert
        type="error"
        showIcon
        title="The asset could not be loaded for editing."
        description={errorMessage(asset.error)}
      />
    );
  if (!asset.data) return <Typography.Text aria-busy="true">Loading the asset…</Typography.Text>;
  const focus = props.focus === 'description' ? 'description' : null;
  return <EditForm key={docId} docId={docId} answer={asset.data} close={close} focus={focus} />;
}
