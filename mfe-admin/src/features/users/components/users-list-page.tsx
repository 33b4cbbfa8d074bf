import { useEffect, useState } from 'react';
import { Button, Empty, Flex, Form, Input, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import { LoadFailure, TitledPage } from '@portal/ui';
import { LastSignIn, UserStatusTag } from '../../../components/user-status-tag';
import { SitePicker } from '../../../components/site-picker';
import { useAdminContext } from '../../../hooks/use-admin-scope';
import { startingSiteOf, type AdminScope, type ManagedSite } from '../../../lib/admin-scope';
import { useGetUsersPageQuery, type AdminUser } from '../api/users-graph-api';
import {
  firstUsersPage,
  nextPage,
  orderFromSorter,
  previousPage,
  USERS_PAGE_SIZE,
  usersQueryVariables,
  withOrder,
  withSearch,
  withSite,
  type UserOrder,
  type UserOrderField,
  type UsersListState,
} from '../state/users-query';
import { userDisplayName } from './user-display-name';

/** How long the search box waits after the last key before it asks (ms). */
const SEARCH_DELAY = 300;

const sortOrderOf = (order: UserOrder, field: UserOrderField) =>
  order.field === field ? (order.direction === 'ASC' ? 'ascend' : 'descend') : null;

function columns(order: UserOrder, userPath: (userId: number) => string): TableProps<AdminUser>['columns'] {
  return [
    {
      key: 'NAME',
      title: 'Name',
      sorter: true,
      sortOrder: sortOrderOf(order, 'NAME'),
      render: (_, user) => (
        <Space size={4} wrap>
          <Link to={userPath(user.userId)} onClick={(event) => event.stopPropagation()}>
            {userDisplayName(user) ?? <Typography.Text type="secondary">No name yet</Typography.Text>}
          </Link>
          {user.isAdministrator && <Tag color="purple">Portal administrator</Tag>}
        </Space>
      ),
    },
    { key: 'EMAIL', title: 'Email', dataIndex: 'email', sorter: true, sortOrder: sortOrderOf(order, 'EMAIL') },
    {
      key: 'sites',
      title: 'Sites and roles',
      render: (_, user) =>
        user.deploymentIndexUsers.length === 0 ? (
          <Typography.Text type="secondary">None</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {user.deploymentIndexUsers.map((site) => (
              <Tag key={site.deploymentIndexId}>
                {site.siteName}
                {site.roles.length > 0 && `: ${site.roles.map((role) => role.name).join(', ')}`}
              </Tag>
            ))}
          </Space>
        ),
    },
    { key: 'status', title: 'Status', render: (_, user) => <UserStatusTag status={user.status} /> },
    {
      key: 'LAST_LOGIN',
      title: 'Last sign-in',
      sorter: true,
      sortOrder: sortOrderOf(order, 'LAST_LOGIN'),
      render: (_, user) => <LastSignIn at={user.lastLogin} />,
    },
  ];
}

function UsersTable({
  scope,
  sites,
  startSite,
}: {
  scope: AdminScope;
  sites: ManagedSite[];
  startSite: number | null;
}) {
  const navigate = useNavigate();
  const [state, setState] = useState<UsersListState>(() => firstUsersPage(startSite));
  const [searchText, setSearchText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setState((current) => withSearch(current, searchText)), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [searchText]);
  const { data, error, isFetching, refetch } = useGetUsersPageQuery(usersQueryVariables(state));
  // Relay's hasPreviousPage and hasNextPage may be false against the direction of paging: the page count decides.
  const userPath = (userId: number) => `/admin/users/list/${userId}`;

  const total = data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const emptyText = state.search.trim()
    ? `No user's name or email contains "${state.search.trim()}". Try another search, or clear it.`
    : 'No one uses this site yet. Add people to one of its user groups (User groups) to give them access.';

  return (
    <Flex vertical gap={16}>
      <Form layout="inline" style={{ rowGap: 8 }} onSubmitCapture={(event) => event.preventDefault()}>
        <Form.Item label="Search" htmlFor="users-search">
          <Input.Search
            id="users-search"
            placeholder="Name or email"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => setState((current) => withSearch(current, value))}
            style={{ width: 'min(320px, 100%)' }}
          />
        </Form.Item>
        <Form.Item label="Site" htmlFor="users-site">
          <SitePicker
            id="users-site"
            sites={sites}
            value={state.siteId}
            allLabel={scope.mayListAllSites ? 'All sites' : undefined}
            onChange={(siteId) => setState((current) => withSite(current, siteId))}
          />
        </Form.Item>
      </Form>
      {error ? (
        <LoadFailure
          title="The users could not be loaded."
          reason={errorMessage(error)}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <Table<AdminUser>
            rowKey="userId"
            size="middle"
            loading={isFetching}
            dataSource={data?.users ?? []}
            columns={columns(state.order, userPath)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={emptyText} /> }}
            onRow={(user) => ({ onClick: () => void navigate(userPath(user.userId)), style: { cursor: 'pointer' } })}
            onChange={(_pagination, _filters, sorter) => {
              const sort = Array.isArray(sorter) ? sorter[0] : sorter;
              const order = orderFromSorter(sort?.columnKey as UserOrderField | undefined, sort?.order);
              setState((current) => withOrder(current, order));
            }}
          />
          {data && total > 0 && (
            <nav
              aria-label="Pages of users"
              style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}
            >
              <Button
                disabled={state.page <= 1 || !data.pageInfo.startCursor}
                onClick={() => setState((current) => previousPage(current, data.pageInfo.startCursor!))}
              >
                Previous
              </Button>
              <span aria-live="polite">
                Page {state.page} of {pages} · {total} {total === 1 ? 'user' : 'users'}
              </span>
              <Button
                disabled={!(data.pageInfo.hasNextPage || state.page < pages) || !data.pageInfo.endCursor}
                onClick={() => setState((current) => nextPage(current, data.pageInfo.endCursor!))}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </Flex>
  );
}

/**
 * Users (/admin/users/list): the people the signed-in user may manage, 30 a page with cursors, searched by name or
 * email, ordered by a column header (name, email, last sign-in), on one of their sites (portal administrators: on
 * every site too). A row opens the user's page.
 */
export function UsersListPage() {
  const { scope, sites, currentSiteId, sitesLoading } = useAdminContext();
  const startSite = startingSiteOf(scope, sites, currentSiteId, { allowAll: true });
  let content;
  if (scope.kind === 'none')
    content = <Empty description="You manage no site. A portal administrator can make you a site administrator." />;
  else if (sitesLoading) content = <Typography.Text aria-busy="true">Loading your sites…</Typography.Text>;
  else content = <UsersTable scope={scope} sites={sites} startSite={startSite} />;
  return <TitledPage title="Users">{content}</TitledPage>;
}
