import { defineOverlays } from '@portal/remote-kit';
import { AwardDetailsPanel } from '../features/awards/components/award-details-panel';

/**
 * `./panels`: the dashboards remote's right-hand panels by key (PANEL_OWNERS 'mfe_dashboards'), mounted by the
 * shell's panel host. Props: awardDetails { result: AwardResult, siteId? }.
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({
  name: 'mfe_dashboards',
  overlays: { awardDetails: AwardDetailsPanel },
});
