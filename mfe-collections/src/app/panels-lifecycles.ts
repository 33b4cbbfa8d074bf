import { defineOverlays } from '@portal/remote-kit';
import { PageCustomizationsPanel } from '../features/customization/components/customization-panel';
import { EditCollectionPanel, EditGroupPanel } from '../features/edit/components/entity-edit-panel';
import { ExportPanel } from '../features/export/components/export-panel';
import {
  CollectionMembersPanel,
  DirectAccessUsersPanel,
  GroupMembersPanel,
  UserGroupAccessPanel,
} from '../features/members/components/members-panel';
import { CollectionGroupSharePanel, ShareEntityPanel } from '../features/share/components/share-panel';

/**
 * `./panels`: the collections remote's right-hand panels by key (PANEL_OWNERS 'mfe_collections'), mounted by the
 * shell's panel host. Props: editCollectionDetails and group { indexId, id? } (no id creates one); collectionMembers,
 * groupMembers and collectionGroupShare { indexId, id }; share, directAccessUsers, userGroupAccess, exportForAgents
 * and pageCustomizations { indexId, type: 'collection' | 'group', id }.
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({
  name: 'mfe_collections',
  overlays: {
    editCollectionDetails: EditCollectionPanel,
    group: EditGroupPanel,
    collectionMembers: CollectionMembersPanel,
    groupMembers: GroupMembersPanel,
    directAccessUsers: DirectAccessUsersPanel,
    userGroupAccess: UserGroupAccessPanel,
    share: ShareEntityPanel,
    collectionGroupShare: CollectionGroupSharePanel,
    exportForAgents: ExportPanel,
    pageCustomizations: PageCustomizationsPanel,
  },
});
