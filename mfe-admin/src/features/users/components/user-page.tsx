import type { ReactNode } from 'react';
import { Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { EntityHistory } from '@portal/entity-history';
import { LoadFailure, TitledPage } from '@portal/ui';
import { LastSignIn, UserStatusTag } from '../../../components/user-status-tag';
import { useAdminContext } from '../../../hooks/use-admin-scope';
import { mayChangeStatusOf, startingSiteOf } from '../../../lib/admin-scope';
import { useGetUserByIdQuery, type AdminUserDetails } from '../api/users-graph-api';
import { GrantSiteRole } from './grant-site-role';
import { userDisplayName } from './user-display-name';
import { UserSiteRoles } from './user-site-roles';
import { UserStatusAction } from './user-status-action';

const backLink = <Link to="/admin/users/list">← All users</Link>;

function UserDetails({ user }: { user: AdminUserDetails }) {
  const { scope, sites, currentSiteId } = useAdminContext();
  const label = userDisplayName(user) ?? user.email;
  return (
    <Flex vertical gap={16}>
      <Card
        title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Profile</h3>}
        extra={
          mayChangeStatusOf(scope, user.userId) && (
            <UserStatusAction userId={user.userId} label={label} status={user.status} />
          )
        }
      >
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small">
          <Descriptions.Item label="Name">
            {userDisplayName(user) ?? <Typography.Text type="secondary">Not known until they sign in</Typography.Text>}
          </Descriptions.Item>
          <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <UserStatusTag status={user.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Last sign-in">
            <LastSignIn at={user.lastLogin} />
          </Descriptions.Item>
          <Descriptions.Item label="Portal administrator">
            {user.isAdministrator ? <Tag color="purple">Yes: every site and the administration area</Tag> : 'No'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Sites and roles</h3>}>
        <UserSiteRoles userId={user.userId} label={label} groups={user.userGroups} />
      </Card>
      <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Grant a site role</h3>}>
        {sites.length === 0 ? (
          <Empty description="You manage no site, so you cannot grant a role." />
        ) : (
          <GrantSiteRole
            userId={user.userId}
            label={label}
            sites={sites}
            memberOf={new Set(user.userGroups.map((group) => group.userGroupId))}
            startSite={startingSiteOf(scope, sites, currentSiteId)}
          />
        )}
      </Card>
      <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>History</h3>}>
        <EntityHistory entityType="users" entityId={String(user.userId)} />
      </Card>
    </Flex>
  );
}

/**
 * A user's page (/admin/users/list/:userId): who they are, their roles on the signed-in user's sites (remove one,
 * grant another through a user group), Disable / Enable for portal administrators (never on themselves), and their
 * history from the audit log.
 */
export function UserPage() {
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  const { data, error, isLoading, refetch } = useGetUserByIdQuery(userId, { skip: !valid });

  let title = 'User';
  let content: ReactNode;
  if (!valid || data === null) content = <Empty description="There is no such user, or not one you manage." />;
  else if (error)
    content = (
      <LoadFailure title="The user could not be loaded." reason={errorMessage(error)} onRetry={() => void refetch()} />
    );
  else if (isLoading || !data) content = <Typography.Text aria-busy="true">Loading the user…</Typography.Text>;
  else {
    title = userDisplayName(data) ?? data.email;
    content = <UserDetails user={data} />;
  }
  return (
    <TitledPage title={title}>
      <p style={{ marginTop: -8 }}>{backLink}</p>
      {content}
    </TitledPage>
  );
}
