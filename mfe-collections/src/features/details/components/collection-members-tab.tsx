import type { Collection, CollectionRoleCode } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { MembersLayout, RoleSection, type MemberPerson } from './members-list';

/**
 * The members tab (spec §2.3 'Collection Members', §6 roles): owners (its creator and the collectionOwner users),
 * editors, viewers and the user groups given access, from GET v2/collections/get/{id}. Owners, editors and site
 * administrators (isEditable) get the member panels: members, direct access users and user group access.
 */
export function CollectionMembersTab({ collection }: { collection: Collection }) {
  const platform = usePlatform();
  const indexId = collection.deploymentIndexId;
  const id = collection.collectionId;
  const withRole = (role: CollectionRoleCode): MemberPerson[] =>
    collection.collectionUsers.filter((member) => member.roleCode === role).map((member) => member.user);
  const creator = collection.createdByUser;
  const owners = withRole('collectionOwner');
  if (creator && !owners.some((owner) => owner.userId === creator.userId)) owners.unshift(creator);
  const manage = collection.isEditable
    ? [
        { label: 'Manage members', onClick: () => platform.panels.open('collectionMembers', { indexId, id }) },
        {
          label: 'Direct access users',
          onClick: () => platform.panels.open('directAccessUsers', { indexId, type: 'collection', id }),
        },
        {
          label: 'User group access',
          onClick: () => platform.panels.open('userGroupAccess', { indexId, type: 'collection', id }),
        },
      ]
    : [];
  return (
    <MembersLayout manage={manage}>
      <RoleSection title="Owners" people={owners} empty="No owner is listed." />
      <RoleSection title="Editors" people={withRole('collectionEditor')} empty="No editors yet." />
      <RoleSection title="Viewers" people={withRole('collectionViewer')} empty="No viewers yet." />
      <section aria-label="User groups" style={{ minWidth: 0 }}>
        <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>User groups ({collection.userGroups.length})</h3>
        {collection.userGroups.length === 0 ? (
          <p style={{ margin: 0 }}>No user group has access.</p>
        ) : (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {collection.userGroups.map((group) => (
              <li key={group.userGroupId}>{group.name} (viewers)</li>
            ))}
          </ul>
        )}
      </section>
    </MembersLayout>
  );
}
