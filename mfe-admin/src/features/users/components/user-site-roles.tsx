import { Button, Empty, Popconfirm, Table, Tag } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { useRemoveUserGroupMemberMutation } from '../../../api/user-groups-api';
import type { AdminUserGroupMembership } from '../api/users-graph-api';

/**
 * "Sites and roles": the user groups the user belongs to on the sites the signed-in user manages, by site, each with
 * the role it gives there, and Remove (DELETE v2/usergroups/{id}/members/{userId}).
 */
export function UserSiteRoles({
  userId,
  label,
  groups,
}: {
  userId: number;
  label: string;
  groups: AdminUserGroupMembership[];
}) {
  const { notify } = usePlatform();
  const [remove, { isLoading, originalArgs }] = useRemoveUserGroupMemberMutation();
  const sorted = [...groups].sort((a, b) => a.siteName.localeCompare(b.siteName) || a.name.localeCompare(b.name));
  const removeFrom = async (group: AdminUserGroupMembership) => {
    try {
      await remove({ userGroupId: group.userGroupId, userId }).unwrap();
      notify(`${label} is no longer in ${group.name}.`, 'success');
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };
  return (
    <Table<AdminUserGroupMembership>
      rowKey="userGroupId"
      size="small"
      pagination={false}
      dataSource={sorted}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: <Empty description="No role on your sites yet. Grant one below by adding them to a user group." />,
      }}
      columns={[
        { key: 'site', title: 'Site', dataIndex: 'siteName' },
        { key: 'group', title: 'User group', dataIndex: 'name' },
        { key: 'role', title: 'Role', render: (_, group) => <Tag color="blue">{group.role.name}</Tag> },
        {
          key: 'actions',
          title: 'Actions',
          render: (_, group) => (
            <Popconfirm
              title={`Remove ${label} from ${group.name}?`}
              description={`They lose the ${group.role.name} role it gives on ${group.siteName}.`}
              okText="Remove"
              okButtonProps={{ danger: true }}
              onConfirm={() => removeFrom(group)}
            >
              <Button
                size="small"
                danger
                aria-label={`Remove from ${group.name}`}
                loading={isLoading && originalArgs?.userGroupId === group.userGroupId}
              >
                Remove
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
