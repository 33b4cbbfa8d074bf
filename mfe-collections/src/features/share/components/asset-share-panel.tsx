import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { AssetShareResult } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import { contentPath } from '@portal/search-results';
import { SiteUsersSelect } from '../../../components/members-editor';
import { useGetCollectionFormInputQuery } from '../../../api/collection-forms-api';
import { useRecordAssetShareMutation, useShareAssetMutation } from '../api/sharing-api';

const MESSAGE_MAX_LENGTH = 1000;

interface Values {
  userIds: number[];
  message?: string;
}

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** What a share did, in words. */
export const assetShareText = (result: AssetShareResult) =>
  `${people(result.notifiedUsers.length)} notified.` +
  (result.cannotOpen.length
    ? ` ${people(result.cannotOpen.length)} not told: the asset is private and they may not open it.`
    : '');

/**
 * The share panel of an asset (spec §2.6 share; key share with `{ type: 'asset', assetId, docId, indexId, title }`):
 * its content page's link to copy (counted as a share, POST v2/assets/{id}/insights/shares), and users of the site
 * picked by name or email, told with a notification and an optional message (POST v2/assets/{id}/share). Sharing
 * gives no access: the answer says who was not told because they may not open a private asset.
 */
export function AssetSharePanel({ props, close }: OverlayComponentProps) {
  const platform = usePlatform();
  const assetId = idProp(props.assetId);
  const indexId = idProp(props.indexId);
  const docId = typeof props.docId === 'string' ? props.docId : null;
  const title = typeof props.title === 'string' ? props.title : docId;
  const input = useGetCollectionFormInputQuery(indexId ?? 0, { skip: !indexId });
  const [share, sharing] = useShareAssetMutation();
  const [recordShare] = useRecordAssetShareMutation();
  const [result, setResult] = useState<AssetShareResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();

  if (!assetId || !indexId || !docId) return <Alert type="error" showIcon title="No asset was given." />;
  if (input.error)
    return (
      <Alert type="error" showIcon title="Sharing could not be prepared." description={errorMessage(input.error)} />
    );
  if (!input.data) return <Typography.Text aria-busy="true">Loading…</Typography.Text>;
  const link = `${window.location.origin}${contentPath(indexId, docId)}`;
  const changed = () => platform.bus.publish({ type: 'asset/updated', docId });

  const submit = async ({ userIds = [], message }: Values) => {
    setFailure(null);
    setResult(null);
    try {
      setResult(await share({ assetId, userIds, ...(message?.trim() ? { message: message.trim() } : {}) }).unwrap());
      form.resetFields();
      changed();
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Typography.Text strong>{title}</Typography.Text>
      <div>
        <Typography.Text type="secondary">Link to this asset</Typography.Text>
        <Typography.Paragraph
          copyable={{
            text: link,
            tooltips: ['Copy the link', 'Copied'],
            onCopy: () =>
              // Counted or not, the asset's insights are fetched again (spec §8: a failure is logged and ignored).
              void recordShare(assetId)
                .unwrap()
                .catch((error: unknown) => console.warn('The share could not be counted.', error))
                .then(changed),
          }}
          style={{ margin: 0, overflowWrap: 'anywhere' }}
        >
          {link}
        </Typography.Paragraph>
      </div>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ userIds: [] }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="userIds" label="Tell people">
          <SiteUsersSelect aria-label="People to tell" users={input.data.users} />
        </Form.Item>
        <Form.Item
          name="message"
          label="Message (optional)"
          rules={[
            { max: MESSAGE_MAX_LENGTH, message: `The message can have at most ${MESSAGE_MAX_LENGTH} characters.` },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item shouldUpdate noStyle>
          {() => (
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                loading={sharing.isLoading}
                disabled={(form.getFieldValue('userIds') ?? []).length === 0}
              >
                Share
              </Button>
              <Button onClick={close}>Close</Button>
            </Space>
          )}
        </Form.Item>
      </Form>
      {result && <Alert type="success" showIcon title="Shared." description={assetShareText(result)} />}
      {failure && <Alert type="error" showIcon title="The asset could not be shared." description={failure} />}
    </Space>
  );
}
