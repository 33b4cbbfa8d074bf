import { useState } from 'react';
import { Alert, Button, Checkbox, Empty, Select, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { personName, type AssetUser } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import {
  useAssignUserGroupsMutation,
  useAssignUsersMutation,
  useGetAssignedUserGroupsQuery,
  useGetAssignedUsersQuery,
  useGetAvailableUsersQuery,
  useGetSiteUserGroupsQuery,
} from '../../../api/content-api';

function Buttons({
  busy,
  changed,
  onSave,
  close,
}: {
  busy: boolean;
  changed: boolean;
  onSave: () => void;
  close: () => void;
}) {
  return (
    <Space style={{ marginTop: 16 }}>
      <Button type="primary" loading={busy} disabled={!changed} onClick={onSave}>
        Save
      </Button>
      <Button onClick={close}>Cancel</Button>
    </Space>
  );
}

/**
 * `assignToUsers` { assetId, docId } (spec §2.6, §6 assetMember): the users assigned to the asset, who may open it
 * even when it is private. Those who manage its access (its uploader and the site's administrators; the server
 * refuses everyone else) add users of the site by name or email and remove them; Save sets exactly that list
 * (POST v2/assets/{id}/acl/assign).
 */
export function AssignToUsersPanel({ props, close }: OverlayComponentProps) {
  const platform = usePlatform();
  const assetId = idProp(props.assetId);
  const assigned = useGetAssignedUsersQuery(assetId ?? 0, { skip: !assetId });
  const available = useGetAvailableUsersQuery(assetId ?? 0, { skip: !assetId });
  const [assign, saving] = useAssignUsersMutation();
  const [chosen, setChosen] = useState<AssetUser[] | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!assetId) return <Alert type="error" showIcon title="No asset was given." />;
  const error = assigned.error ?? available.error;
  if (error)
    return (
      <Alert type="error" showIcon title="The assignments could not be loaded." description={errorMessage(error)} />
    );
  if (!assigned.data || !available.data) return <Typography.Text aria-busy="true">Loading the users…</Typography.Text>;
  const members = chosen ?? assigned.data.users;
  const candidates = [...available.data, ...assigned.data.users].filter(
    (user, index, all) =>
      !members.some((member) => member.userId === user.userId) &&
      all.findIndex((other) => other.userId === user.userId) === index,
  );

  const save = async () => {
    setFailure(null);
    try {
      await assign({ assetId, userIds: members.map((member) => member.userId) }).unwrap();
      if (typeof props.docId === 'string') platform.bus.publish({ type: 'asset/updated', docId: props.docId });
      close();
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  return (
    <div>
      <Typography.Paragraph type="secondary">
        Assigned users may open this asset even when it is private.
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label="Add a user by name or email"
          placeholder="Add a user by name or email"
          showSearch={{
            filterOption: (input, option) => (option?.search ?? '').toLowerCase().includes(input.trim().toLowerCase()),
          }}
          value={picked}
          onChange={setPicked}
          style={{ flex: 1, minWidth: 0 }}
          options={candidates.map((user) => ({
            value: user.userId,
            label: `${personName(user)} <${user.email}>`,
            search: `${personName(user)} ${user.email}`,
          }))}
        />
        <Button
          disabled={picked === null}
          onClick={() => {
            const user = candidates.find((candidate) => candidate.userId === picked);
            if (user) setChosen([...members, user]);
            setPicked(null);
          }}
        >
          Add
        </Button>
      </Space.Compact>
      {members.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No user is assigned yet." />
      ) : (
        <ul aria-label="Assigned users" style={{ listStyle: 'none', margin: '12px 0 0', padding: 0 }}>
          {members.map((member) => (
            <li
              key={member.userId}
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '6px 0' }}
            >
              <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {personName(member)} <Typography.Text type="secondary">{member.email}</Typography.Text>
              </span>
              <Button
                size="small"
                type="link"
                danger
                aria-label={`Remove ${personName(member)}`}
                onClick={() => setChosen(members.filter((other) => other.userId !== member.userId))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && <Alert type="error" showIcon title="The assignments could not be saved." description={failure} />}
      <Buttons busy={saving.isLoading} changed={chosen !== null} onSave={() => void save()} close={close} />
    </div>
  );
}

/**
 * `assignToUserGroups` { assetId, siteId, docId } (spec §2.6, §6 user-group access): the site's user groups given
 * access to the asset (their members may open it; a dashboard asset needs one for dashboard access). Save gives the
 * asset exactly the ticked groups (POST v2/usergroups/assets/assign).
 */
export function AssignToUserGroupsPanel({ props, close }: OverlayComponentProps) {
  const platform = usePlatform();
  const assetId = idProp(props.assetId);
  const siteId = idProp(props.siteId);
  const groups = useGetSiteUserGroupsQuery(siteId ?? 0, { skip: !siteId });
  const assigned = useGetAssignedUserGroupsQuery(assetId ?? 0, { skip: !assetId });
  const [assign, saving] = useAssignUserGroupsMutation();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!assetId || !siteId) return <Alert type="error" showIcon title="No asset was given." />;
  const error = groups.error ?? assigned.error;
  if (error)
    return (
      <Alert type="error" showIcon title="The user groups could not be loaded." description={errorMessage(error)} />
    );
  if (!groups.data || !assigned.data)
    return <Typography.Text aria-busy="true">Loading the user groups…</Typography.Text>;
  const value = chosen ?? assigned.data.userGroups.map((group) => group.userGroupId);

  const save = async () => {
    setFailure(null);
    try {
      await assign({ assetId, userGroupIds: value }).unwrap();
      if (typeof props.docId === 'string') platform.bus.publish({ type: 'asset/updated', docId: props.docId });
      close();
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  return (
    <div>
      <Typography.Paragraph type="secondary">
        Members of the ticked user groups may open this asset even when it is private.
      </Typography.Paragraph>
      {groups.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This site has no user groups." />
      ) : (
        <Checkbox.Group
          aria-label="User groups"
          style={{ display: 'grid', gap: 8 }}
          value={value}
          onChange={(values) => setChosen(values as number[])}
          options={groups.data.map((group) => ({
            value: group.userGroupId,
            label: `${group.name} (${group.role.name})`,
          }))}
        />
      )}
      {failure && <Alert type="error" showIcon title="The user groups could not be saved." description={failure} />}
      <Buttons busy={saving.isLoading} changed={chosen !== null} onSave={() => void save()} close={close} />
    </div>
  );
}
