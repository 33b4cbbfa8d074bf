import { useCallback } from 'react';
import { usePlatform } from '@portal/platform';
import {
  useCreateCollectionMutation,
  useCreateGroupMutation,
  useSaveCollectionMutation,
  useSaveGroupMutation,
  useSaveThemeImagesMutation,
  type EntityKind,
  type ThemeImages,
} from '../api/collection-forms-api';
import { isNewEntity, toCollectionInput, toGroupInput, type EntityFormValues } from '../lib/entity-form';

/** What a save did: the entity's id and whether it was created. */
export interface SavedEntity {
  id: number;
  created: boolean;
}

/**
 * Saves a collection or group the way spec §4/§5 say: new (id missing or ≤ 0) → POST, else PUT, the theme without
 * images; then the chosen hero/thumbnail images through the theme call (the entity now has an id). Busy while it
 * runs; on success `collection/changed` or `group/changed` goes on the bus for the pages. Failures are thrown.
 */
export function useEntitySave(kind: EntityKind, indexId: number) {
  const platform = usePlatform();
  const [createCollection] = useCreateCollectionMutation();
  const [saveCollection] = useSaveCollectionMutation();
  const [createGroup] = useCreateGroupMutation();
  const [saveGroup] = useSaveGroupMutation();
  const [saveThemeImages] = useSaveThemeImagesMutation();

  return useCallback(
    async (values: EntityFormValues, id?: number, images: ThemeImages = {}): Promise<SavedEntity> => {
      const created = isNewEntity(id);
      platform.busy.on(kind === 'collection' ? 'Saving the collection…' : 'Saving the group…');
      try {
        let savedId: number;
        if (kind === 'collection') {
          const collection = toCollectionInput(values, id);
          const saved = created
            ? await createCollection({ collection, deploymentIndexId: indexId }).unwrap()
            : await saveCollection({ id: id!, collection, deploymentIndexId: indexId }).unwrap();
          savedId = saved.collectionId;
        } else {
          const group = toGroupInput(values, id);
          const saved = created
            ? await createGroup({ group, deploymentIndexId: indexId }).unwrap()
            : await saveGroup({ id: id!, group, deploymentIndexId: indexId }).unwrap();
          savedId = saved.groupId;
        }
        if (images.heroFile || images.thumbnailFile) {
          await saveThemeImages({ kind, id: savedId, images }).unwrap();
        }
        platform.bus.publish(
          kind === 'collection'
            ? { type: 'collection/changed', collectionId: savedId }
            : { type: 'group/changed', groupId: savedId },
        );
        return { id: savedId, created };
      } finally {
        platform.busy.off();
      }
    },
    [kind, indexId, platform, createCollection, saveCollection, createGroup, saveGroup, saveThemeImages],
  );
}

/** The details page of a collection or group of the site (spec §2.1). */
export const detailsPath = (kind: EntityKind, indexId: number, id: number) =>
  `/sites/${indexId}/${kind === 'collection' ? 'collections' : 'groups'}/details/${id}`;

/** The list of collections or groups of the site. */
export const listPath = (kind: EntityKind, indexId: number) =>
  `/sites/${indexId}/${kind === 'collection' ? 'collections' : 'groups'}`;
