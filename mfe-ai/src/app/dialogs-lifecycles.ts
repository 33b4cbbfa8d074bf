import { defineOverlays } from '@portal/remote-kit';
import { GptConfigurationOverlay } from './ai-overlays';

/**
 * `./dialogs`: the AI remote's dialogs by key (DIALOG_OWNERS 'mfe_ai'), inside the shell's dialog frame: GPT
 * configuration (700px, DIALOG_SIZES), no props (the current site).
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({
  name: 'mfe_ai',
  overlays: { gptConfiguration: GptConfigurationOverlay },
});
