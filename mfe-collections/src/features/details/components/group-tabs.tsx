import { Button, Popconfirm } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@portal/api-client';
import type { Group } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useRemoveCollectionFromGroupMutation } from '../../../api/groups-api';
import { pageOf, PAGE_SIZE } from '../../../lib/page-number';
import { Notice } from '../../../components/notice';
import { Pager } from '../../../components/pager';
import { QuickLinks } from './quick-links';
import { countOf } from '../../../components/entity-card';
import { GroupCollectionCards } from './group-collection-cards';
import { MembersLayout, RoleSection } from './members-list';
import { EntityInsightsPanel } from './entity-insights';

const emptyCollections = (group: Group) =>
  group.isEditable
    ? 'This group has no collections yet. Use Add collections to put some in it.'
    : 'This group has no collections you may see yet.';

/**
 * The group's pinboard (spec §2.3 home 'Group Pinboard'): its collections as cards (the first 30; all of them under
 * Collections), then its quick links. The hero is the header's.
 */
export function GroupPinboardTab({
  group,
  linkSite,
  phone,
  collectionsPath,
}: {
  group: Group;
  linkSite: number | null;
  phone: boolean;
  collectionsPath: string;
}) {
  const first = group.collections.slice(0, PAGE_SIZE);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-labelledby="group-collections" style={{ display: 'grid', gap: 12 }}>
        <h3 id="group-collections" style={{ margin: 0, fontSize: 16 }}>
          Collections
        </h3>
        {first.length === 0 ? (
          <Notice kind="info" title="Nothing here yet.">
            {emptyCollections(group)}
          </Notice>
        ) : (
          <GroupCollectionCards collections={first} linkSite={linkSite} phone={phone} />
        )}
        {group.collections.length > first.length && (
          <Link to={collectionsPath}>See all {countOf(group.collections.length, 'collection')}</Link>
        )}
      </section>
      <QuickLinks kind="group" id={group.groupId} />
    </div>
  );
}

/**
 * The group's collections (spec §2.3 group details 'collections'), 30 a page: editors add collections (the
 * addCollectionsToGroup dialog) and remove one after confirming (DELETE v2/groups/{groupId}/collections/{id}).
 */
export function GroupCollectionsTab({
  group,
  linkSite,
  phone,
}: {
  group: Group;
  linkSite: number | null;
  phone: boolean;
}) {
  const platform = usePlatform();
  const [params, setParams] = useSearchParams();
  const { page, offset } = pageOf(params.get('page'), PAGE_SIZE);
  const [remove, removing] = useRemoveCollectionFromGroupMutation();
  const rows = group.collections.slice(offset, offset + PAGE_SIZE);
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <EntityInsightsPanel entity={{ kind: 'group', id: group.groupId }} siteId={group.deploymentIndexId} />
      {group.isEditable && (
        <div>
          <Button
            type="primary"
            onClick={() =>
              platform.dialogs.open('addCollectionsToGroup', {
                indexId: group.deploymentIndexId,
                groupId: group.groupId,
              })
            }
          >
            Add collections
          </Button>
        </div>
      )}
      {rows.length === 0 ? (
        <Notice kind="info" title="Nothing here yet.">
          {emptyCollections(group)}
        </Notice>
      ) : (
        <GroupCollectionCards
          collections={rows}
          linkSite={linkSite}
          phone={phone}
          actionsOf={
            group.isEditable
              ? (collection) => (
                  <Popconfirm
                    title="Remove this collection from the group?"
                    description="The collection itself stays as it is."
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    cancelText="Cancel"
                    onConfirm={() =>
                      remove({ groupId: group.groupId, collectionId: collection.collectionId })
                        .unwrap()
                        .catch((error: unknown) => platform.notify(errorMessage(error), 'error'))
                    }
                  >
                    <Button
                      size="small"
                      danger
                      loading={removing.isLoading && removing.originalArgs?.collectionId === collection.collectionId}
                      aria-label={`Remove ${collection.name} from the group`}
                    >
                      Remove from group
                    </Button>
                  </Popconfirm>
                )
              : undefined
          }
        />
      )}
      <Pager page={page} total={group.collections.length} label="Collection pages" onPage={goTo} />
    </div>
  );
}

/**
 * The group's members (spec §2.3 group details 'members', §6): owners (the creator and groupOwner users), editors
 * and viewers as the server computed them, and how many user groups have access; editors get the member panels.
 */
export function GroupMembersTab({ group }: { group: Group }) {
  const platform = usePlatform();
  const indexId = group.deploymentIndexId;
  const id = group.groupId;
  const manage = group.isEditable
    ? [
        { label: 'Manage members', onClick: () => platform.panels.open('groupMembers', { indexId, id }) },
        {
          label: 'Direct access users',
          onClick: () => platform.panels.open('directAccessUsers', { indexId, type: 'group', id }),
        },
        {
          label: 'User group access',
          onClick: () => platform.panels.open('userGroupAccess', { indexId, type: 'group', id }),
        },
      ]
    : [];
  return (
    <MembersLayout manage={manage}>
      <RoleSection title="Owners" people={group.owners} empty="No owner is listed." />
      <RoleSection title="Editors" people={group.editors} empty="No editors yet." />
      <RoleSection title="Viewers" people={group.viewers} empty="No viewers yet." />
      <section aria-label="User groups" style={{ minWidth: 0 }}>
        <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>User groups ({group.userGroupIds.length})</h3>
        <p style={{ margin: 0 }}>
          {group.userGroupIds.length === 0
            ? 'No user group has access.'
            : `${countOf(group.userGroupIds.length, 'user group')} of the site may see this group.`}
        </p>
      </section>
    </MembersLayout>
  );
}
