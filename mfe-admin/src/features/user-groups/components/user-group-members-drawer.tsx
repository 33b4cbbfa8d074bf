import { useState } from 'react';
import { Alert, Button, Drawer, Empty, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import type { UserGroup, UserGroupMember } from '@portal/contracts';
import { EntityHistory } from '@portal/entity-history';
import { usePlatform } from '@portal/platform';
import { usePhone } from '@portal/ui';
import {
  useAddUserGroupMembersMutation,
  useGetUserGroupMembersQuery,
  useRemoveUserGroupMemberMutation,
} from '../../../api/user-groups-api';
import { LastSignIn, UserStatusTag } from '../../../components/user-status-tag';
import { parseMemberEmails } from '../state/member-emails';

function AddMembers({ group }: { group: UserGroup }) {
  const { notify } = usePlatform();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [add, { isLoading }] = useAddUserGroupMembersMutation();
  const submit = async () => {
    const { emails, invalid } = parseMemberEmails(text);
    if (invalid.length > 0) return setFailure(`Not an email address: ${invalid.join(', ')}.`);
    if (emails.length === 0) return setFailure('Type at least one email address.');
    setFailure(null);
    try {
      await add({ userGroupId: group.userGroupId, emails }).unwrap();
      setText('');
      notify(`${emails.length === 1 ? emails[0] : `${emails.length} people`} added to ${group.name}.`, 'success');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item
        label="Add members by email"
        htmlFor="member-emails"
        extra="One or more, separated by commas or new lines. Someone who has not signed in yet is added ahead of their first sign-in: the role is theirs as soon as they do."
      >
        <Input.TextArea
          id="member-emails"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="name@company.com, other@company.com"
        />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Add
      </Button>
    </Form>
  );
}

/**
 * The members of a user group, in a drawer: each with their status and last sign-in, and Remove
 * (DELETE v2/usergroups/{id}/members/{userId}); above, add people by email (PUT v2/usergroups/{id}/members); last,
 * the group's history from the audit log (its changes and its members').
 */
export function UserGroupMembersDrawer({ group, onClose }: { group: UserGroup; onClose: () => void }) {
  const phone = usePhone();
  const { notify } = usePlatform();
  const members = useGetUserGroupMembersQuery(group.userGroupId);
  const [remove, removing] = useRemoveUserGroupMemberMutation();
  const removeMember = async (userId: number, label: string) => {
    try {
      await remove({ userGroupId: group.userGroupId, userId }).unwrap();
      notify(`${label} removed from ${group.name}.`, 'success');
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  return (
    <Drawer open title={`Members of ${group.name}`} onClose={onClose} size={phone ? '100%' : 480}>
      <Typography.Paragraph type="secondary">
        Its members have the <strong>{group.role.name}</strong> role on this site.
      </Typography.Paragraph>
      <AddMembers group={group} />
      <h3 style={{ margin: '24px 0 8px' }}>
        {members.data ? `${members.data.length} ${members.data.length === 1 ? 'member' : 'members'}` : 'Members'}
      </h3>
      {members.error ? (
        <Alert
          type="error"
          showIcon
          title="The members could not be loaded."
          description={errorMessage(members.error)}
        />
      ) : (
        <Table<UserGroupMember>
          aria-label={`Members of ${group.name}`}
          rowKey="userId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          loading={members.isLoading}
          dataSource={members.data ?? []}
          locale={{ emptyText: <Empty description="No members yet. Add people by email above." /> }}
          columns={[
            {
              key: 'member',
              title: 'Member',
              render: (_, member) => (
                <Space orientation="vertical" size={0}>
                  <Link to={`/admin/users/list/${member.userId}`}>{member.name || member.email}</Link>
                  {member.name && <Typography.Text type="secondary">{member.email}</Typography.Text>}
                </Space>
              ),
            },
            {
              key: 'status',
              title: 'Status',
              render: (_, member) => (
                <Space orientation="vertical" size={0}>
                  <UserStatusTag status={member.status} />
                  <LastSignIn at={member.lastLogin} />
                </Space>
              ),
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, member) => {
                const label = member.name || member.email;
                return (
                  <Popconfirm
                    title={`Remove ${label} from ${group.name}?`}
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => removeMember(member.userId, label)}
                  >
                    <Button
                      size="small"
                      danger
                      aria-label={`Remove ${label}`}
                      loading={removing.isLoading && removing.originalArgs?.userId === member.userId}
                    >
                      Remove
                    </Button>
                  </Popconfirm>
                );
              },
            },
          ]}
        />
      )}
      <h3 style={{ margin: '24px 0 8px' }}>History</h3>
      <EntityHistory entityType="user_groups" entityId={String(group.userGroupId)} label={`History of ${group.name}`} />
    </Drawer>
  );
}
