import { useState } from 'react';
import { Alert, Button, Empty, Flex, Form, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { UserGroup } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { LoadFailure, TitledPage } from '@portal/ui';
import { useDeleteUserGroupMutation, useGetSiteUserGroupsQuery } from '../../../api/user-groups-api';
import { SitePicker } from '../../../components/site-picker';
import { useAdminContext } from '../../../hooks/use-admin-scope';
import { startingSiteOf, type ManagedSite } from '../../../lib/admin-scope';
import { UserGroupFormDialog } from './user-group-form-dialog';
import { UserGroupMembersDrawer } from './user-group-members-drawer';

function SiteUserGroups({ site }: { site: ManagedSite }) {
  const { notify } = usePlatform();
  const groups = useGetSiteUserGroupsQuery(site.siteId);
  const [remove, removing] = useDeleteUserGroupMutation();
  const [form, setForm] = useState<{ editing: UserGroup | null } | null>(null);
  const [membersOf, setMembersOf] = useState<UserGroup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const removeGroup = async (group: UserGroup) => {
    setFailure(null);
    try {
      await remove({ userGroupId: group.userGroupId, siteId: site.siteId }).unwrap();
      notify(`${group.name} deleted.`, 'success');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const newGroup = (
    <Button type="primary" onClick={() => setForm({ editing: null })}>
      New user group
    </Button>
  );

  if (groups.error)
    return (
      <LoadFailure
        title="The user groups could not be loaded."
        reason={errorMessage(groups.error)}
        onRetry={() => void groups.refetch()}
      />
    );
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">Each user group gives its members one role on {site.name}.</Typography.Text>
        {newGroup}
      </Flex>
      {failure && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setFailure(null), 'aria-label': 'Dismiss' }}
          title="The user group could not be deleted."
          description={failure}
        />
      )}
      <Table<UserGroup>
        rowKey="userGroupId"
        size="middle"
        loading={groups.isFetching}
        dataSource={groups.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty description={`${site.name} has no user groups yet. Create one to give people a role on it.`} />
          ),
        }}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name' },
          { key: 'role', title: 'Role it gives', render: (_, group) => <Tag color="blue">{group.role.name}</Tag> },
          {
            key: 'actions',
            title: 'Actions',
            render: (_, group) => (
              <Space wrap size={4}>
                <Button size="small" onClick={() => setMembersOf(group)} aria-label={`Members of ${group.name}`}>
                  Members
                </Button>
                <Button size="small" onClick={() => setForm({ editing: group })} aria-label={`Edit ${group.name}`}>
                  Edit
                </Button>
                <Popconfirm
                  title={`Delete ${group.name}?`}
                  description="Its members lose the role it gives. A group that still gives access to collections cannot be deleted."
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => removeGroup(group)}
                >
                  <Button
                    size="small"
                    danger
                    aria-label={`Delete ${group.name}`}
                    loading={removing.isLoading && removing.originalArgs?.userGroupId === group.userGroupId}
                  >
                    Delete
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {form && (
        <UserGroupFormDialog
          siteId={site.siteId}
          siteName={site.name}
          editing={form.editing}
          onClose={(saved) => {
            setForm(null);
            if (saved) notify(`${saved.name} saved.`, 'success');
          }}
        />
      )}
      {membersOf && <UserGroupMembersDrawer group={membersOf} onClose={() => setMembersOf(null)} />}
    </Flex>
  );
}

/**
 * User groups (/admin/user-groups): the user groups of one of the signed-in user's sites with the role each gives
 * there; create, rename, change the role, delete (refused while a group still gives access to collections), and
 * their members.
 */
export function UserGroupsPage() {
  const { scope, sites, currentSiteId, sitesLoading } = useAdminContext();
  const [chosen, setChosen] = useState<number | null>(null);
  const siteId = chosen ?? startingSiteOf(scope, sites, currentSiteId);
  const site = sites.find((candidate) => candidate.siteId === siteId);

  let content;
  if (scope.kind === 'none' || (!sitesLoading && sites.length === 0))
    content = <Empty description="You manage no site. A portal administrator can make you a site administrator." />;
  else if (sitesLoading) content = <Typography.Text aria-busy="true">Loading your sites…</Typography.Text>;
  else
    content = (
      <Flex vertical gap={16}>
        <Form layout="inline">
          <Form.Item label="Site" htmlFor="user-groups-site">
            <SitePicker id="user-groups-site" sites={sites} value={siteId} onChange={setChosen} />
          </Form.Item>
        </Form>
        {site && <SiteUserGroups key={site.siteId} site={site} />}
      </Flex>
    );
  return <TitledPage title="User groups">{content}</TitledPage>;
}
