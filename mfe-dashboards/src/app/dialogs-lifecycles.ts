import { defineOverlays } from '@portal/remote-kit';
import { PowerBiEmbedErrorDialog } from '../features/bi-dashboards/components/power-bi-embed-error-dialog';

/**
 * `./dialogs`: the dashboards remote's dialogs by key (DIALOG_OWNERS 'mfe_dashboards'), rendered inside the shell's
 * dialog frame (title and size from DIALOG_SIZES). Props: powerBiEmbedError { error, title? }.
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({
  name: 'mfe_dashboards',
  overlays: { powerBiEmbedError: PowerBiEmbedErrorDialog },
});
