import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import {
  useDeleteCollectionMutation,
  useDeleteGroupMutation,
  type EntityKind,
} from '../../../api/collection-forms-api';
import { listPath } from '../../../hooks/use-entity-save';

/**
 * The delete dialogs (spec §2.6 deleteCollection 40%, deleteGroup 450px — the shell frames them at DIALOG_SIZES),
 * opened with `{ indexId, id, name }`: a confirmation naming it; only Delete calls DELETE v2/collections/{id} or
 * v2/groups/{groupId}; then the change is published and the site's list opens.
 */
export function DeleteEntityDialog({ kind, props, close }: OverlayComponentProps & { kind: EntityKind }) {
  const platform = usePlatform();
  const indexId = idProp(props.indexId);
  const id = idProp(props.id);
  const name = typeof props.name === 'string' ? props.name : '';
  const [deleteCollection, collectionDeletion] = useDeleteCollectionMutation();
  const [deleteGroup, groupDeletion] = useDeleteGroupMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const deleting = collectionDeletion.isLoading || groupDeletion.isLoading;

  if (!indexId || !id) return <Alert type="error" showIcon title={`No ${kind} was given.`} />;

  const confirm = async () => {
    setFailure(null);
    try {
      if (kind === 'collection') {
        await deleteCollection(id).unwrap();
        platform.bus.publish({ type: 'collection/changed', collectionId: id });
      } else {
        await deleteGroup(id).unwrap();
        platform.bus.publish({ type: 'group/changed', groupId: id });
      }
      close();
      platform.navigator.push(listPath(kind, indexId));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {kind === 'collection'
          ? `Are you sure you want to delete the collection “${name}”? Its assets stay on the site, but the collection, its pinboard, members and share links are removed.`
          : `Are you sure you want to delete the group “${name}”? Its collections stay; only the group and its members are removed.`}{' '}
        This cannot be undone.
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={`The ${kind} could not be deleted.`} description={failure} />}
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={close} disabled={deleting}>
          Cancel
        </Button>
        <Button type="primary" danger loading={deleting} onClick={() => void confirm()}>
          Delete
        </Button>
      </Space>
    </Space>
  );
}

/** `deleteCollection` { indexId, id, name }. */
export const DeleteCollectionDialog = (overlay: OverlayComponentProps) => (
  <DeleteEntityDialog kind="collection" {...overlay} />
);
/** `deleteGroup` { indexId, id, name }. */
export const DeleteGroupDialog = (overlay: OverlayComponentProps) => <DeleteEntityDialog kind="group" {...overlay} />;
