import { useState } from 'react';
import { Alert, Button, Form, Select, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { useAddUserGroupMembersMutation, useGetSiteUserGroupsQuery } from '../../../api/user-groups-api';
import { SitePicker } from '../../../components/site-picker';
import type { ManagedSite } from '../../../lib/admin-scope';

/**
 * "Grant a site role": one of the signed-in user's sites, then one of its user groups (each with the role it
 * gives), then PUT v2/usergroups/{id}/members with the user's id. Groups the user is already in are not offered.
 */
export function GrantSiteRole({
  userId,
  label,
  sites,
  memberOf,
  startSite,
}: {
  userId: number;
  label: string;
  sites: readonly ManagedSite[];
  /** The user groups the user already belongs to. */
  memberOf: ReadonlySet<number>;
  startSite: number | null;
}) {
  const { notify } = usePlatform();
  const [siteId, setSiteId] = useState<number | null>(startSite);
  const [userGroupId, setUserGroupId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const groups = useGetSiteUserGroupsQuery(siteId ?? 0, { skip: siteId === null });
  const [add, { isLoading }] = useAddUserGroupMembersMutation();

  const offered = (groups.data ?? []).filter((group) => !memberOf.has(group.userGroupId));
  const chosen = offered.find((group) => group.userGroupId === userGroupId);
  const grant = async () => {
    if (!chosen) return;
    setFailure(null);
    try {
      await add({ userGroupId: chosen.userGroupId, userIds: [userId] }).unwrap();
      notify(`${label} now has the ${chosen.role.name} role through ${chosen.name}.`, 'success');
      setUserGroupId(null);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  let groupsNote = null;
  if (groups.error) groupsNote = <Alert type="error" showIcon title={errorMessage(groups.error)} />;
  else if (groups.data && groups.data.length === 0)
    groupsNote = (
      <Typography.Text type="secondary">
        This site has no user groups yet. Create one under User groups, then come back.
      </Typography.Text>
    );
  else if (groups.data && offered.length === 0)
    groupsNote = (
      <Typography.Text type="secondary">{label} is already in every user group of this site.</Typography.Text>
    );

  return (
    <Form layout="vertical" onFinish={() => void grant()} style={{ maxWidth: 560 }}>
      <Form.Item label="Site" htmlFor="grant-site">
        <SitePicker
          id="grant-site"
          sites={sites}
          value={siteId}
          onChange={(next) => {
            setSiteId(next);
            setUserGroupId(null);
          }}
        />
      </Form.Item>
      <Form.Item
        label="User group"
        htmlFor="grant-group"
        extra="Each user group gives its members one role on its site."
      >
        <Select
          id="grant-group"
          placeholder={siteId === null ? 'Choose a site first' : 'Choose a user group'}
          disabled={siteId === null || offered.length === 0}
          loading={groups.isFetching}
          value={userGroupId ?? undefined}
          onChange={(next: number) => setUserGroupId(next)}
          options={offered.map((group) => ({
            value: group.userGroupId,
            label: `${group.name} — ${group.role.name}`,
          }))}
        />
      </Form.Item>
      {groupsNote && <div style={{ marginBottom: 16 }}>{groupsNote}</div>}
      {failure && (
        <Alert
          type="error"
          showIcon
          title="The role could not be granted."
          description={failure}
          style={{ marginBottom: 16 }}
        />
      )}
      <Button type="primary" htmlType="submit" disabled={!chosen} loading={isLoading}>
        Grant role
      </Button>
    </Form>
  );
}
