import { useState } from 'react';
import { Alert, Button, Divider, Form, Input, Select, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { ShareResult } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import { SiteUsersSelect } from '../../../components/members-editor';
import {
  useGetCollectionFormInputQuery,
  useGetCollectionToEditQuery,
  useGetGroupToEditQuery,
  type EntityKind,
} from '../../../api/collection-forms-api';
import { useShareEntityMutation } from '../api/sharing-api';
import { AssetSharePanel } from './asset-share-panel';
import { ShareLinksSection } from './share-links-section';

const MESSAGE_MAX_LENGTH = 1000;

interface ShareValues {
  userIds: number[];
  userGroupIds: number[];
  message?: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a share did, in words: who was added and how many were notified. */
export const shareResultText = (result: ShareResult) =>
  `${plural(result.addedUserIds.length, 'user', 'users')} and ${plural(result.addedUserGroupIds.length, 'user group', 'user groups')} added; ${plural(result.notifiedUsers, 'person', 'people')} notified.`;

/**
 * The share panel (spec §2.6 keys share and collectionGroupShare; issue 19 item 7), opened with
 * `{ indexId, type: 'collection' | 'group', id }`: site users and user groups picked by name, an optional message,
 * sent with POST v2/{collections|groups}/{id}/share (they become viewers and are notified); the answer says how many
 * were added and notified. For a collection, its owners also get the share links section.
 */
export function SharePanel({ kind, props, close }: OverlayComponentProps & { kind: EntityKind }) {
  const platform = usePlatform();
  const indexId = idProp(props.indexId);
  const id = idProp(props.id);
  const input = useGetCollectionFormInputQuery(indexId ?? 0, { skip: !indexId });
  const collection = useGetCollectionToEditQuery(id ?? 0, { skip: kind !== 'collection' || !id });
  const group = useGetGroupToEditQuery(id ?? 0, { skip: kind !== 'group' || !id });
  const entity = kind === 'collection' ? collection : group;
  const [share, sharing] = useShareEntityMutation();
  const [result, setResult] = useState<ShareResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<ShareValues>();

  if (!indexId || !id) return <Alert type="error" showIcon title={`No ${kind} was given.`} />;
  const error = input.error ?? entity.error;
  if (error)
    return <Alert type="error" showIcon title="Sharing could not be prepared." description={errorMessage(error)} />;
  if (!input.data || !entity.data) return <Typography.Text aria-busy="true">Loading…</Typography.Text>;

  const submit = async ({ userIds = [], userGroupIds = [], message }: ShareValues) => {
    setFailure(null);
    setResult(null);
    try {
      const answer = await share({
        kind,
        id,
        userIds,
        userGroupIds,
        ...(message?.trim() ? { message: message.trim() } : {}),
      }).unwrap();
      setResult(answer);
      form.resetFields();
      platform.bus.publish(
        kind === 'collection'
          ? { type: 'collection/changed', collectionId: id }
          : { type: 'group/changed', groupId: id },
      );
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Typography.Text strong>{entity.data.name}</Typography.Text>
      {entity.data.isEditable ? (
        <Form<ShareValues>
          form={form}
          layout="vertical"
          initialValues={{ userIds: [], userGroupIds: [] }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="userIds" label="Users">
            <SiteUsersSelect aria-label="Users" users={input.data.users} />
          </Form.Item>
          <Form.Item name="userGroupIds" label="User groups">
            <Select
              mode="multiple"
              aria-label="User groups"
              placeholder="Choose user groups"
              optionFilterProp="label"
              options={input.data.userGroups.map((userGroup) => ({
                value: userGroup.userGroupId,
                label: userGroup.name,
              }))}
            />
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
            {() => {
              const { userIds = [], userGroupIds = [] } = form.getFieldsValue();
              return (
                <Space>
                  <Button
                    type="primary"
                    htmlType="submit"
                    loading={sharing.isLoading}
                    disabled={userIds.length + userGroupIds.length === 0}
                  >
                    Share
                  </Button>
                  <Button onClick={close}>Close</Button>
                </Space>
              );
            }}
          </Form.Item>
        </Form>
      ) : (
        <Alert type="info" showIcon title={`Only the owners and editors of this ${kind} may share it.`} />
      )}
      {result && <Alert type="success" showIcon title="Shared." description={shareResultText(result)} />}
      {failure && <Alert type="error" showIcon title={`The ${kind} could not be shared.`} description={failure} />}
      {kind === 'collection' && (
        <>
          <Divider style={{ margin: 0 }} />
          <ShareLinksSection indexId={indexId} collectionId={id} />
        </>
      )}
    </Space>
  );
}

/**
 * `share` { indexId, type, id } for a collection or group; { type: 'asset', assetId, docId, indexId, title } for an
 * asset (asset-share-panel.tsx).
 */
export const ShareEntityPanel = (overlay: OverlayComponentProps) =>
  overlay.props.type === 'collection' || overlay.props.type === 'group' ? (
    <SharePanel kind={overlay.props.type} {...overlay} />
  ) : overlay.props.type === 'asset' ? (
    <AssetSharePanel {...overlay} />
  ) : (
    <Alert type="error" showIcon title="Nothing to share was given." />
  );
/** `collectionGroupShare` { indexId, id }: the group's share panel (share with type group). */
export const CollectionGroupSharePanel = (overlay: OverlayComponentProps) => <SharePanel kind="group" {...overlay} />;
