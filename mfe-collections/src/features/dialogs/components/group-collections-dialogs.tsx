import { useState } from 'react';
import { Alert, Button, Checkbox, Empty, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import {
  useAddCollectionsToGroupMutation,
  useAssociateCollectionToGroupsMutation,
  useGetAvailableCollectionsForGroupQuery,
  useGetAvailableGroupsForCollectionQuery,
} from '../../../api/collection-forms-api';

function Buttons({
  label,
  disabled,
  busy,
  onOk,
  close,
}: {
  label: string;
  disabled: boolean;
  busy: boolean;
  onOk: () => void;
  close: () => void;
}) {
  return (
    <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
      <Button onClick={close}>Cancel</Button>
      <Button type="primary" disabled={disabled} loading={busy} onClick={onOk}>
        {label}
      </Button>
    </Space>
  );
}

/**
 * `addCollectionsToGroup` { indexId, groupId } (spec §2.6): the collections of the site the user may add
 * (GET v2/collectionForm/availableCollectionsForGroup; those already in the group ticked and fixed), the chosen
 * ones added with PUT v2/groups/addCollections/{id}.
 */
export function AddCollectionsToGroupDialog({ props, close }: OverlayComponentProps) {
  const platform = usePlatform();
  const indexId = idProp(props.indexId);
  const groupId = idProp(props.groupId);
  const available = useGetAvailableCollectionsForGroupQuery(
    { groupId: groupId ?? 0, indexId: indexId ?? 0 },
    { skip: !groupId || !indexId },
  );
  const [add, adding] = useAddCollectionsToGroupMutation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  if (!indexId || !groupId) return <Alert type="error" showIcon title="No group was given." />;
  if (available.error)
    return (
      <Alert
        type="error"
        showIcon
        title="The collections could not be loaded."
        description={errorMessage(available.error)}
      />
    );
  if (!available.data) return <Typography.Text aria-busy="true">Loading the collections…</Typography.Text>;
  const inGroup = available.data
    .filter((collection) => collection.inGroup)
    .map((collection) => collection.collectionId);

  const submit = async () => {
    setFailure(null);
    try {
      await add({ groupId, collections: chosen }).unwrap();
      platform.bus.publish({ type: 'group/changed', groupId });
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      {available.data.length === 0 ? (
        <Empty description="There is no collection you may add to this group." />
      ) : (
        <Checkbox.Group
          aria-label="Collections"
          style={{ display: 'grid', gap: 8, maxHeight: 360, overflowY: 'auto' }}
          value={[...inGroup, ...chosen]}
          onChange={(values) => setChosen((values as number[]).filter((id) => !inGroup.includes(id)))}
          options={available.data.map((collection) => ({
            value: collection.collectionId,
            label: collection.inGroup ? `${collection.name} (already in the group)` : collection.name,
            disabled: collection.inGroup,
          }))}
        />
      )}
      {failure && <Alert type="error" showIcon title="The collections could not be added." description={failure} />}
      <Buttons
        label="Add"
        disabled={chosen.length === 0}
        busy={adding.isLoading}
        onOk={() => void submit()}
        close={close}
      />
    </Space>
  );
}

/**
 * `associateCollectionToGroups` { indexId, collectionId } (spec §2.6): the groups the user may change
 * (GET v2/collectionForm/availableGroupsForCollection), those holding the collection ticked; Save puts the collection
 * in exactly the ticked groups (PUT v2/groups/associateCollectionToGroups/{id}).
 */
export function AssociateCollectionToGroupsDialog({ props, close }: OverlayComponentProps) {
  const platform = usePlatform();
  const indexId = idProp(props.indexId);
  const collectionId = idProp(props.collectionId);
  const available = useGetAvailableGroupsForCollectionQuery(
    { collectionId: collectionId ?? 0, indexId: indexId ?? 0 },
    { skip: !collectionId || !indexId },
  );
  const [associate, associating] = useAssociateCollectionToGroupsMutation();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!indexId || !collectionId) return <Alert type="error" showIcon title="No collection was given." />;
  if (available.error)
    return (
      <Alert
        type="error"
        showIcon
        title="The groups could not be loaded."
        description={errorMessage(available.error)}
      />
    );
  if (!available.data) return <Typography.Text aria-busy="true">Loading the groups…</Typography.Text>;
  const saved = available.data.filter((group) => group.hasCollection).map((group) => group.groupId);
  const value = chosen ?? saved;

  const submit = async () => {
    setFailure(null);
    try {
      const answer = await associate({ collectionId, groupIds: value }).unwrap();
      platform.bus.publish({ type: 'collection/changed', collectionId });
      for (const groupId of new Set([...saved, ...answer.groupIds]))
        platform.bus.publish({ type: 'group/changed', groupId });
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      {available.data.length === 0 ? (
        <Empty description="There is no group you may add this collection to." />
      ) : (
        <Checkbox.Group
          aria-label="Groups"
          style={{ display: 'grid', gap: 8, maxHeight: 360, overflowY: 'auto' }}
          value={value}
          onChange={(values) => setChosen(values as number[])}
          options={available.data.map((group) => ({ value: group.groupId, label: group.name }))}
        />
      )}
      {failure && <Alert type="error" showIcon title="The groups could not be saved." description={failure} />}
      <Buttons
        label="Save"
        disabled={chosen === null}
        busy={associating.isLoading}
        onOk={() => void submit()}
        close={close}
      />
    </Space>
  );
}
