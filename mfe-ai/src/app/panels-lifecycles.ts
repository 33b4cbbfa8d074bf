import { defineOverlays } from '@portal/remote-kit';
import { AI_PANELS } from './ai-overlays';

/**
 * `./panels`: the AI remote's right-hand panels by key (PANEL_OWNERS 'mfe_ai'), mounted by the shell's panel host.
 * Props: askBot and askBotRag none (the current site); aiTool { tool, docId, assetId?, title?, siteId? } (the AI
 * Interact menu, @portal/ai-interact); automatedInsights { docId, assetId, title } (the content page's Analyze);
 * gptConfiguration none.
 */
export const { bootstrap, mount, unmount, update } = defineOverlays({ name: 'mfe_ai', overlays: AI_PANELS });
