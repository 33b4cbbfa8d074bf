import { useId, useState, type CSSProperties } from 'react';
import DownOutlined from '@ant-design/icons/DownOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button } from 'antd';
import {
  AI_INTERACT_ENTRIES,
  AI_INTERACT_LABEL,
  AI_TOOL_LABELS,
  type AiInteractTarget,
  type AiToolKey,
} from './ai-tools';
import { useAiInteract } from './use-ai-interact';

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 } as const;

function ToolButton({ tool, open }: { tool: AiToolKey; open: (tool: AiToolKey) => void }) {
  return (
    <Button type="text" block style={{ justifyContent: 'flex-start' }} onClick={() => open(tool)}>
      {AI_TOOL_LABELS[tool]}
    </Button>
  );
}

/** A submenu of the sidebar: a disclosure button and, when expanded, its tools. */
function Submenu({
  name,
  tools,
  open,
}: {
  name: string;
  tools: readonly AiToolKey[];
  open: (tool: AiToolKey) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <>
      <Button
        type="text"
        block
        style={{ justifyContent: 'space-between' }}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        iconPlacement="end"
        icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
      >
        {name}
      </Button>
      <ul id={listId} hidden={!expanded} aria-label={name} style={{ ...listStyle, paddingInlineStart: 12 }}>
        {tools.map((tool) => (
          <li key={tool}>
            <ToolButton tool={tool} open={open} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The AI Interact menu, sidebar variant for embedded dashboards (spec §2.6): the same items as the toolbar menu, always
 * in sight beside the dashboard, with the Analysis and Writing Assistants submenus expanding in place. For users with
 * viewOpenAi or viewAiInteract.
 */
export function AiInteractSidebar({ target, style }: { target: AiInteractTarget; style?: CSSProperties }) {
  const { allowed, open } = useAiInteract(target);
  const headingId = useId();
  if (!allowed) return null;
  return (
    <nav aria-labelledby={headingId} style={{ display: 'grid', gap: 4, alignContent: 'start', ...style }}>
      <h3 id={headingId} style={{ margin: '0 0 4px', fontSize: 15 }}>
        {AI_INTERACT_LABEL}
      </h3>
      <ul style={listStyle}>
        {AI_INTERACT_ENTRIES.map((entry) => (
          <li key={'tool' in entry ? entry.tool : entry.submenu}>
            {'tool' in entry ? (
              <ToolButton tool={entry.tool} open={open} />
            ) : (
              <Submenu name={entry.submenu} tools={entry.tools} open={open} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
