import { Button, Popconfirm } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { CollectionAsset } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { usePinAssetInCollectionMutation, useRemoveAssetFromCollectionMutation } from '../../lib/api/collections-api';
import { ToggleButton } from '../../lib/ui/toggle-button';

/**
 * An editor's actions on an asset of the collection: pin or unpin it on the pinboard (POST v2/assets/{assetId}/pin
 * or /unpin with this collection) and remove it from the collection after confirming (PUT
 * v2/collections/removeAsset/{id}/{assetId}); the mutations refresh this page's collection and assets.
 */
export function CollectionAssetActions({ item, collectionId }: { item: CollectionAsset; collectionId: number }) {
  const platform = usePlatform();
  const [pin, pinning] = usePinAssetInCollectionMutation();
  const [remove, removing] = useRemoveAssetFromCollectionMutation();
  const { assetId, title } = item.asset;
  const name = title || item.asset.fileName;
  const run = async (call: Promise<unknown>) => {
    try {
      await call;
    } catch (error) {
      platform.notify(errorMessage(error), 'error');
    }
  };
  return (
    <>
      <ToggleButton
        on={item.pinned}
        onLabel="Unpin"
        offLabel="Pin"
        itemName={name}
        loading={pinning.isLoading}
        onToggle={(pinned) => void run(pin({ id: collectionId, assetId, pinned }).unwrap())}
      />
      <Popconfirm
        title="Remove this asset from the collection?"
        description="The asset stays on the site; only this collection no longer holds it."
        okText="Remove"
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        onConfirm={() => run(remove({ id: collectionId, assetId }).unwrap())}
      >
        <Button size="small" danger loading={removing.isLoading} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </Popconfirm>
    </>
  );
}
