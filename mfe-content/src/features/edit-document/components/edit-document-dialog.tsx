import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Select, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { personName, type EditableAsset } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useGetEditableAssetQuery, useSaveEditableAssetMutation } from '../../../api/asset-edit-api';
import {
  CONTACT_ROLE_LABELS,
  CONTACT_ROLES,
  EMBED_MODES,
  formValuesOf,
  isHttpUrl,
  knownPeopleOf,
  LIMITS,
  saveBodyOf,
  type DocumentFormValues,
} from '../state/edit-document-form';

const max = (limit: number) => ({ max: limit, message: `At most ${limit.toLocaleString('en')} characters.` });

const listRules = [
  {
    validator: async (_rule: unknown, values: string[] | undefined) => {
      if ((values ?? []).length > LIMITS.listItems) throw new Error(`At most ${LIMITS.listItems} values.`);
      const long = (values ?? []).find((value) => value.length > LIMITS.listValue);
      if (long) throw new Error(`“${long.slice(0, 40)}…” is longer than ${LIMITS.listValue} characters.`);
    },
  },
];

function DocumentForm({ asset, docId, close }: { asset: EditableAsset; docId: string; close: () => void }) {
  const platform = usePlatform();
  const [save, saving] = useSaveEditableAssetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const people = knownPeopleOf(asset).map((user) => ({
    value: user.userId,
    label: `${personName(user)} (${user.email})`,
  }));

  const submit = async (values: DocumentFormValues) => {
    setFailure(null);
    const result = await save({ assetId: asset.assetId, docId, body: saveBodyOf(asset.assetId, values) });
    if ('error' in result) {
      setFailure(errorMessage(result.error));
      return;
    }
    platform.bus.publish({ type: 'asset/updated', docId });
    close();
  };

  return (
    <Form<DocumentFormValues>
      layout="vertical"
      aria-label="Edit document"
      initialValues={formValuesOf(asset)}
      onFinish={(values) => void submit(values)}
      disabled={saving.isLoading}
    >
      <Form.Item
        name="title"
        label="Title"
        rules={[{ required: true, whitespace: true, message: 'The title is required.' }, max(LIMITS.title)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[max(LIMITS.description)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <Form.Item name="keywords" label="Keywords" rules={listRules}>
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} aria-label="Keywords" />
      </Form.Item>
      <Form.Item name="tags" label="Tags" rules={listRules}>
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} aria-label="Tags" />
      </Form.Item>
      <Form.Item
        name="externalUrl"
        label="External URL"
        rules={[
          max(LIMITS.externalUrl),
          {
            validator: async (_rule, value: string | undefined) => {
              if (value?.trim() && !isHttpUrl(value.trim())) throw new Error('Give an absolute http(s) URL.');
            },
          },
        ]}
      >
        <Input placeholder="https://…" />
      </Form.Item>
      <Form.Item name="externalUrlLabel" label="External URL label" rules={[max(LIMITS.externalUrlLabel)]}>
        <Input />
      </Form.Item>
      <Form.Item name="externalUrlAction" label="External URL action (embed mode)">
        <Select
          allowClear
          aria-label="External URL action (embed mode)"
          options={EMBED_MODES.map((mode) => ({ value: mode, label: mode }))}
        />
      </Form.Item>
      <Form.Item name="isConfidential" valuePropName="checked">
        <Checkbox>Confidential</Checkbox>
      </Form.Item>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>Contacts</legend>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          Chosen among the people already on this asset.
        </Typography.Paragraph>
        {CONTACT_ROLES.map((role) => (
          <Form.Item key={role} name={['contacts', role]} label={CONTACT_ROLE_LABELS[role]}>
            <Select mode="multiple" allowClear optionFilterProp="label" options={people} />
          </Form.Item>
        ))}
      </fieldset>
      {failure && <Alert type="error" showIcon title="The document could not be saved." description={failure} />}
      <Space style={{ justifyContent: 'flex-end', width: '100%', marginTop: 12 }}>
        <Button onClick={close} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          Save
        </Button>
      </Space>
    </Form>
  );
}

/**
 * `editDocument` { assetId, docId } (spec §2.6 edit document): the asset's editable fields (POST v2/insights/get/{id})
 * in a form checked like the AssetSave schema (title required; lengths), saved with PUT v2/insights/save/{assetId}
 * (keywords, tags and contacts replace the stored ones). A save says `asset/updated` on the bus and closes; a refusal
 * shows the server's message and keeps what was typed.
 */
export function EditDocumentDialog({ props, close }: OverlayComponentProps) {
  const assetId = typeof props.assetId === 'number' ? props.assetId : 0;
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const query = useGetEditableAssetQuery(assetId, { skip: !assetId });
  if (!assetId || !docId) return <Alert type="error" showIcon title="No document was given." />;
  if (query.error)
    return (
      <Alert type="error" showIcon title="The document could not be opened." description={errorMessage(query.error)} />
    );
  if (!query.data) return <p aria-busy="true">Loading the document…</p>;
  return <DocumentForm asset={query.data} docId={docId} close={close} />;
}
