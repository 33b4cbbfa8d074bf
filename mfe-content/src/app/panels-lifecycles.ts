import { defineOverlays } from '@portal/remote-kit';
import { AssetTagsPanel } from '../features/asset-tags/components/asset-tags-panel';
import { AssignToUserGroupsPanel, AssignToUsersPanel } from '../features/assign/components/assign-panels';
import { InsightChartsPanel } from '../features/insights/components/insight-charts-panel';

/**
 * `./panels`: the content remote's right-hand panels by key (PANEL_OWNERS 'mfe_content'), mounted by the shell's
 * panel host. Props: assignToUsers { assetId, docId }, assignToUserGroups { assetId, siteId, docId }, assetTags
 * { assetId, docId }, assetInsightCharts { assetId, title }.
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({
  name: 'mfe_content',
  overlays: {
    assignToUsers: AssignToUsersPanel,
    assignToUserGroups: AssignToUserGroupsPanel,
    assetTags: AssetTagsPanel,
    assetInsightCharts: InsightChartsPanel,
  },
});
