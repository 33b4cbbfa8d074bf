import { errorMessage } from '@portal/api-client';
import type { Collection, Group } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useFeatureCollectionMutation, useMarkCollectionMutation } from '../api/collections-api';
import { useFeatureGroupMutation, useMarkGroupMutation } from '../api/groups-api';
import { ToggleButton } from './toggle-button';

type Mark = 'pin' | 'unpin' | 'star' | 'unstar';

interface Marked {
  name: string;
  pinned: boolean;
  starred: boolean;
  isFeatured: boolean;
}

/**
 * The toggles of a collection or group (spec §4, §6), on its card and on its details page: pin and star for everyone
 * who sees it, feature for site administrators. A refused toggle says why in a notification.
 */
function MarkToggles({
  item,
  admin,
  busyMark,
  featuring,
  mark,
  feature,
}: {
  item: Marked;
  admin: boolean;
  /** The mark being saved, if any. */
  busyMark: Mark | undefined;
  featuring: boolean;
  mark: (mark: Mark) => Promise<unknown>;
  feature: (featured: boolean) => Promise<unknown>;
}) {
  const platform = usePlatform();
  const run = (call: Promise<unknown>) => call.catch((error: unknown) => platform.notify(errorMessage(error), 'error'));
  return (
    <>
      <ToggleButton
        on={item.pinned}
        onLabel="Unpin"
        offLabel="Pin"
        itemName={item.name}
        loading={busyMark === 'pin' || busyMark === 'unpin'}
        onToggle={(on) => void run(mark(on ? 'pin' : 'unpin'))}
      />
      <ToggleButton
        on={item.starred}
        onLabel="Unstar"
        offLabel="Star"
        itemName={item.name}
        loading={busyMark === 'star' || busyMark === 'unstar'}
        onToggle={(on) => void run(mark(on ? 'star' : 'unstar'))}
      />
      {admin && (
        <ToggleButton
          on={item.isFeatured}
          onLabel="Unfeature"
          offLabel="Feature"
          itemName={item.name}
          loading={featuring}
          onToggle={(on) => void run(feature(on))}
        />
      )}
    </>
  );
}

/** A collection's pin, star and (site administrators) feature toggles, featured on its own site. */
export function CollectionMarkToggles({ collection, admin }: { collection: Collection; admin: boolean }) {
  const [mark, marking] = useMarkCollectionMutation();
  const [feature, featuring] = useFeatureCollectionMutation();
  const id = collection.collectionId;
  return (
    <MarkToggles
      item={collection}
      admin={admin}
      busyMark={marking.isLoading ? marking.originalArgs?.mark : undefined}
      featuring={featuring.isLoading}
      mark={(next) => mark({ id, mark: next }).unwrap()}
      feature={(featured) => feature({ id, indexId: collection.deploymentIndexId, featured }).unwrap()}
    />
  );
}

/** A group's pin, star and (site administrators) feature toggles, featured on its own site. */
export function GroupMarkToggles({ group, admin }: { group: Group; admin: boolean }) {
  const [mark, marking] = useMarkGroupMutation();
  const [feature, featuring] = useFeatureGroupMutation();
  const id = group.groupId;
  return (
    <MarkToggles
      item={group}
      admin={admin}
      busyMark={marking.isLoading ? marking.originalArgs?.mark : undefined}
      featuring={featuring.isLoading}
      mark={(next) => mark({ id, mark: next }).unwrap()}
      feature={(featured) => feature({ id, indexId: group.deploymentIndexId, featured }).unwrap()}
    />
  );
}
