import { Button, Popconfirm } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { Collection, CollectionAsset } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { usePinAssetInCollectionMutation, useRemoveAssetFromCollectionMutation } from '../../../api/collections-api';
import { CardCell, CardGrid } from '../../../components/entity-card';
import { ToggleButton } from '../../../components/toggle-button';
import { AssetCard } from './asset-card';

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

/** A collection's assets as a card grid (its assets tab and pinboard), with the pin and remove actions for editors. */
export function CollectionAssetGrid({
  label,
  rows,
  collection,
  phone,
}: {
  label: string;
  rows: CollectionAsset[];
  collection: Pick<Collection, 'collectionId' | 'deploymentIndexId' | 'isEditable'>;
  phone: boolean;
}) {
  return (
    <CardGrid label={label} phone={phone}>
      {rows.map((item) => (
        <CardCell key={item.collectionAssetId}>
          <AssetCard
            item={item}
            siteId={collection.deploymentIndexId}
            actions={
              collection.isEditable ? (
                <CollectionAssetActions item={item} collectionId={collection.collectionId} />
              ) : undefined
            }
          />
        </CardCell>
      ))}
    </CardGrid>
  );
}
