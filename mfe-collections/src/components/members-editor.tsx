import { useState } from 'react';
import { Button, Empty, Flex, Select, Space, Typography, type SelectProps } from 'antd';
import { personName, type AssetUser, type UserGroup } from '@portal/contracts';
import { MEMBER_ROLES, type MemberEntry, type MemberRole } from '../lib/entity-form';

const roleLabel = (role: MemberRole) => MEMBER_ROLES.find((entry) => entry.value === role)!.label;

/**
 * The direct members of a collection or group with their roles (spec §6): read-only for viewers; for owners and
 * editors, a site user picked by name or email is added as a viewer (the least role; the spec is silent), each
 * role can be changed and a member removed. Controlled (`value`/`onChange`) so an antd Form.Item holds it.
 */
export function MembersEditor({
  value = [],
  onChange,
  users,
  readOnly = false,
}: {
  value?: MemberEntry[];
  onChange?: (members: MemberEntry[]) => void;
  users: AssetUser[];
  readOnly?: boolean;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  const members = new Set(value.map((member) => member.userId));
  const candidates = users.filter((user) => !members.has(user.userId));
  const change = (members: MemberEntry[]) => onChange?.(members);

  const add = () => {
    const user = users.find((candidate) => candidate.userId === picked);
    if (!user) return;
    change([...value, { ...user, role: 'viewer' }]);
    setPicked(null);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {!readOnly && (
        <Space.Compact style={{ width: '100%' }}>
          <Select
            aria-label="Add a member by name or email"
            placeholder="Add a member by name or email"
            showSearch={{
              filterOption: (input, option) =>
                (option?.search ?? '').toLowerCase().includes(input.trim().toLowerCase()),
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
          <Button onClick={add} disabled={picked === null}>
            Add
          </Button>
        </Space.Compact>
      )}
      {value.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No members yet." />
      ) : (
        <ul aria-label="Members" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((member) => (
            <li key={member.userId} style={{ padding: '6px 0' }}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong>{personName(member)}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{member.email}</Typography.Text>
                </div>
                {readOnly ? (
                  <Typography.Text>{roleLabel(member.role)}</Typography.Text>
                ) : (
                  <Space size={4}>
                    <Select
                      aria-label={`Role of ${personName(member)}`}
                      size="small"
                      value={member.role}
                      style={{ width: 96 }}
                      options={[...MEMBER_ROLES]}
                      onChange={(role: MemberRole) =>
                        change(value.map((entry) => (entry.userId === member.userId ? { ...entry, role } : entry)))
                      }
                    />
                    <Button
                      size="small"
                      type="link"
                      danger
                      aria-label={`Remove ${personName(member)}`}
                      onClick={() => change(value.filter((entry) => entry.userId !== member.userId))}
                    >
                      Remove
                    </Button>
                  </Space>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Space>
  );
}

/** The site's user groups given access (spec §6 "user group access"): their members may see the entity. */
export function UserGroupsField({
  value = [],
  onChange,
  userGroups,
  readOnly = false,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  userGroups: UserGroup[];
  readOnly?: boolean;
}) {
  if (readOnly) {
    const names = userGroups.filter((group) => value.includes(group.userGroupId)).map((group) => group.name);
    return names.length === 0 ? (
      <Typography.Text type="secondary">No user group has access.</Typography.Text>
    ) : (
      <ul aria-label="User groups" style={{ margin: 0, paddingLeft: 20 }}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    );
  }
  return (
    <Select
      mode="multiple"
      aria-label="User groups given access"
      placeholder="Choose user groups"
      value={value}
      onChange={onChange}
      style={{ width: '100%' }}
      optionFilterProp="label"
      options={userGroups.map((group) => ({ value: group.userGroupId, label: group.name }))}
    />
  );
}

/**
 * Users of the site picked by name or email (the share panels), several at once. Controlled (`value`/`onChange`)
 * so an antd Form.Item holds it; the rest of the props go to the Select (its aria-label above all).
 */
export function SiteUsersSelect({
  users,
  ...select
}: { users: AssetUser[] } & Pick<SelectProps<number[]>, 'aria-label' | 'value' | 'onChange'>) {
  return (
    <Select
      mode="multiple"
      placeholder="Search by name or email"
      optionFilterProp="label"
      options={users.map((user) => ({ value: user.userId, label: `${personName(user)} <${user.email}>` }))}
      {...select}
    />
  );
}
