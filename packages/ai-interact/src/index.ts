export {
  AI_INTERACT_ENTRIES,
  AI_INTERACT_LABEL,
  AI_TOOL_KEYS,
  AI_TOOL_LABELS,
  ANALYSIS_TOOLS,
  isAiToolKey,
  mayInteract,
  type AiInteractEntry,
  type AiInteractTarget,
  type AiToolKey,
  type AiToolPanelProps,
} from './ai-tools';
export { AiInteractMenu } from './ai-interact-menu';
export { AiInteractSidebar } from './ai-interact-sidebar';
export { AiReply } from './reply';
