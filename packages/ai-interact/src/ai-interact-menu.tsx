import { lazy, Suspense, useRef, useState } from 'react';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button } from 'antd';
import { AI_INTERACT_LABEL, type AiInteractTarget } from './ai-tools';
import { useAiInteract } from './use-ai-interact';

// antd's Dropdown and Menu come with the first press (or when the pointer or the focus reaches the button): a page
// that shows the menu keeps them out of its first load.
const loadDropdown = () => import('./ai-interact-dropdown');
const AiInteractDropdown = lazy(async () => ({ default: (await loadDropdown()).AiInteractDropdown }));

/**
 * The AI Interact menu, toolbar variant (spec §2.6), for users with viewOpenAi or viewAiInteract: a button whose menu
 * has Ask Questions, Summarize, Insights and the Analysis and Writing Assistants submenus. An item opens the AI
 * remote's aiTool panel on the asset.
 */
export function AiInteractMenu({ target, compact = false }: { target: AiInteractTarget; compact?: boolean }) {
  const { allowed, open } = useAiInteract(target);
  const [asked, setAsked] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!allowed) return null;
  const prefetch = () => void loadDropdown();
  const button = (
    <Button
      ref={trigger}
      aria-label={AI_INTERACT_LABEL}
      aria-haspopup="menu"
      title={compact ? AI_INTERACT_LABEL : undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={asked ? undefined : () => setAsked(true)}
    >
      {compact ? 'AI' : AI_INTERACT_LABEL} <DownOutlined aria-hidden />
    </Button>
  );
  return (
    <Suspense fallback={button}>
      {asked ? (
        <AiInteractDropdown open={open} trigger={trigger}>
          {button}
        </AiInteractDropdown>
      ) : (
        button
      )}
    </Suspense>
  );
}
