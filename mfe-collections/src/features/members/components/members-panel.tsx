import { useState } from 'react';
import { Alert, Button, Form, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { CollectionFormInput } from '@portal/contracts';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import {
  useGetCollectionFormInputQuery,
  useGetCollectionToEditQuery,
  useGetGroupToEditQuery,
  type EntityKind,
} from '../../../api/collection-forms-api';
import { collectionValues, groupValues, type EntityFormValues } from '../../../lib/entity-form';
import { useEntitySave } from '../../../hooks/use-entity-save';
import { MembersEditor, UserGroupsField } from '../../../components/members-editor';

/** Which part of the access a members panel shows. */
export type MembersView = 'members' | 'users' | 'userGroups';

const INTRO: Record<MembersView, string> = {
  members: 'The users with a role on it, and the user groups whose members may see it.',
  users: 'The users given direct access, each with a role: owners and editors may change it, viewers only see it.',
  userGroups: 'The user groups of the site whose members may see it (they cannot change it).',
};

function MembersForm({
  kind,
  view,
  indexId,
  id,
  initial,
  input,
  editable,
  close,
}: {
  kind: EntityKind;
  view: MembersView;
  indexId: number;
  id: number;
  initial: EntityFormValues;
  input: CollectionFormInput;
  editable: boolean;
  close: () => void;
}) {
  const save = useEntitySave(kind, indexId);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Pick<EntityFormValues, 'members' | 'userGroupIds'>) => {
    setSaving(true);
    setFailure(null);
    try {
      // The same save as the edit panel: the stored name, description, visibility and colours go back unchanged.
      await save({ ...initial, ...values }, id);
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form layout="vertical" initialValues={initial} disabled={saving} onFinish={(values) => void submit(values)}>
      <Typography.Paragraph type="secondary">{INTRO[view]}</Typography.Paragraph>
      {view !== 'userGroups' && (
        <Form.Item name="members" label="Users and their roles">
          <MembersEditor users={input.users} readOnly={!editable} />
        </Form.Item>
      )}
      {view !== 'users' && (
        <Form.Item name="userGroupIds" label="User group access">
          <UserGroupsField userGroups={input.userGroups} readOnly={!editable} />
        </Form.Item>
      )}
      {failure && <Alert type="error" showIcon title="The changes could not be saved." description={failure} />}
      <Space style={{ marginTop: 16 }}>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        )}
        <Button onClick={close} disabled={false}>
          {editable ? 'Cancel' : 'Close'}
        </Button>
      </Space>
    </Form>
  );
}

/**
 * The members of a collection or group (spec §2.6 panels collectionMembers, groupMembers, directAccessUsers,
 * userGroupAccess; §6 roles), opened with `{ indexId, id }` (and `type` for the two access panels). Owners and
 * editors (the server's isEditable) add site users by name or email, change roles, remove members and choose user
 * groups, saved through the collection's or group's save call; everyone else sees a read-only list.
 */
export function MembersPanel({
  kind,
  view,
  props,
  close,
}: OverlayComponentProps & { kind: EntityKind; view: MembersView }) {
  const indexId = idProp(props.indexId);
  const id = idProp(props.id);
  const input = useGetCollectionFormInputQuery(indexId ?? 0, { skip: !indexId });
  const collection = useGetCollectionToEditQuery(id ?? 0, { skip: kind !== 'collection' || !id });
  const group = useGetGroupToEditQuery(id ?? 0, { skip: kind !== 'group' || !id });
  const entity = kind === 'collection' ? collection : group;

  if (!indexId || !id) return <Alert type="error" showIcon title={`No ${kind} was given.`} />;
  const error = input.error ?? entity.error;
  if (error)
    return <Alert type="error" showIcon title="The members could not be loaded." description={errorMessage(error)} />;
  if (!input.data || !entity.data) return <Typography.Text aria-busy="true">Loading the members…</Typography.Text>;
  const initial = kind === 'collection' ? collectionValues(collection.data!) : groupValues(group.data!);
  return (
    <MembersForm
      kind={kind}
      view={view}
      indexId={indexId}
      id={id}
      initial={initial}
      input={input.data}
      editable={entity.data.isEditable}
      close={close}
    />
  );
}

const kindProp = (value: unknown): EntityKind => (value === 'group' ? 'group' : 'collection');

/** `collectionMembers` { indexId, id }. */
export const CollectionMembersPanel = (overlay: OverlayComponentProps) => (
  <MembersPanel kind="collection" view="members" {...overlay} />
);
/** `groupMembers` { indexId, id }. */
export const GroupMembersPanel = (overlay: OverlayComponentProps) => (
  <MembersPanel kind="group" view="members" {...overlay} />
);
/** `directAccessUsers` { indexId, type, id }: the users given direct access. */
export const DirectAccessUsersPanel = (overlay: OverlayComponentProps) => (
  <MembersPanel kind={kindProp(overlay.props.type)} view="users" {...overlay} />
);
/** `userGroupAccess` { indexId, type, id }: the user groups given access. */
export const UserGroupAccessPanel = (overlay: OverlayComponentProps) => (
  <MembersPanel kind={kindProp(overlay.props.type)} view="userGroups" {...overlay} />
);
