import { useCallback } from 'react';
import { usePlatform, useStream } from '@portal/platform';
import { mayInteract, type AiInteractTarget, type AiToolKey, type AiToolPanelProps } from './ai-tools';

/** Whether the user may use the AI Interact menu on this site, and how an item opens its tool (the aiTool panel). */
export function useAiInteract(target: AiInteractTarget) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const { docId, assetId, title, siteId } = target;
  const open = useCallback(
    (tool: AiToolKey) => {
      const props: AiToolPanelProps = { tool, docId, assetId, title, siteId };
      platform.panels.open('aiTool', { ...props });
    },
    [platform, docId, assetId, title, siteId],
  );
  return { allowed: mayInteract(permissions), open };
}
