import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { UserGroup } from '@portal/contracts';
import {
  useCreateUserGroupMutation,
  useGetSiteRolesQuery,
  useUpdateUserGroupMutation,
} from '../../../api/user-groups-api';

interface Values {
  name: string;
  roleId: number;
}

/**
 * "New user group" (POST v2/usergroups) or "Edit user group" (PUT v2/usergroups/{id}: its name, its role, or both)
 * on a site: a name and the site role its members get (GET v2/usergroups/roles, in the role table's order). The
 * server's refusal (a name the site already has, a role that is not a site role) is shown in the form.
 */
export function UserGroupFormDialog({
  siteId,
  siteName,
  editing,
  onClose,
}: {
  siteId: number;
  siteName: string;
  /** The group to change; none: a new one. */
  editing: UserGroup | null;
  onClose: (saved: UserGroup | null) => void;
}) {
  const [form] = Form.useForm<Values>();
  const roles = useGetSiteRolesQuery();
  const [create, creating] = useCreateUserGroupMutation();
  const [update, updating] = useUpdateUserGroupMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const title = editing ? `Edit ${editing.name}` : 'New user group';

  const save = async (values: Values) => {
    setFailure(null);
    const name = values.name.trim();
    try {
      const saved = editing
        ? await update({
            userGroupId: editing.userGroupId,
            siteId,
            ...(name !== editing.name ? { name } : {}),
            ...(values.roleId !== editing.roleId ? { roleId: values.roleId } : {}),
          }).unwrap()
        : await create({ deploymentIndexId: siteId, name, roleId: values.roleId }).unwrap();
      onClose(saved);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={editing ? 'Save' : 'Create'}
      onOk={() => form.submit()}
      onCancel={() => onClose(null)}
      confirmLoading={creating.isLoading || updating.isLoading}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={editing ? { name: editing.name, roleId: editing.roleId } : undefined}
        onFinish={(values) => {
          if (editing && values.name.trim() === editing.name && values.roleId === editing.roleId) onClose(null);
          else void save(values);
        }}
      >
        <p>
          On <strong>{siteName}</strong>. Its members get the role you choose on this site.
        </p>
        <Form.Item
          name="name"
          label="Name"
          rules={[
            { required: true, whitespace: true, message: 'Give the user group a name.' },
            { max: 120, message: 'At most 120 characters.' },
          ]}
        >
          <Input autoFocus maxLength={120} />
        </Form.Item>
        <Form.Item name="roleId" label="Role" rules={[{ required: true, message: 'Choose the role it gives.' }]}>
          <Select
            placeholder="Choose a role"
            loading={roles.isLoading}
            options={(roles.data ?? []).map((role) => ({ value: role.roleId, label: role.name }))}
          />
        </Form.Item>
        {roles.error && (
          <Alert type="error" showIcon title={`The roles could not be loaded: ${errorMessage(roles.error)}`} />
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            title={editing ? 'The user group could not be saved.' : 'The user group could not be created.'}
            description={failure}
          />
        )}
      </Form>
    </Modal>
  );
}
