import { defineOverlays } from '@portal/remote-kit';
import { DeleteCollectionDialog, DeleteGroupDialog } from '../features/dialogs/components/delete-entity-dialog';
import {
  AddCollectionsToGroupDialog,
  AssociateCollectionToGroupsDialog,
} from '../features/dialogs/components/group-collections-dialogs';

/**
 * `./dialogs`: the collections remote's dialogs by key (DIALOG_OWNERS 'mfe_collections'), rendered inside the
 * shell's dialog frame (title and size from DIALOG_SIZES). Props: addCollectionsToGroup { indexId, groupId },
 * associateCollectionToGroups { indexId, collectionId }, deleteCollection and deleteGroup { indexId, id, name }.
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({
  name: 'mfe_collections',
  overlays: {
    addCollectionsToGroup: AddCollectionsToGroupDialog,
    associateCollectionToGroups: AssociateCollectionToGroupsDialog,
    deleteCollection: DeleteCollectionDialog,
    deleteGroup: DeleteGroupDialog,
  },
});
