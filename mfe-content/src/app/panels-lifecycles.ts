import { defineOverlays } from '@portal/remote-kit';
import { AssignToUserGroupsPanel, AssignToUsersPanel } from '../features/assign/assign-panels';

/**
 * `./panels`: the content remote's right-hand panels by key (PANEL_OWNERS 'mfe_content'), mounted by the shell's
 * panel host. Props: assignToUsers { assetId, docId }, assignToUserGroups { assetId, siteId, docId }.
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({
  name: 'mfe_content',
  overlays: { assignToUsers: AssignToUsersPanel, assignToUserGroups: AssignToUserGroupsPanel },
});
