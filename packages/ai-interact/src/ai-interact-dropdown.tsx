import type { ReactElement, RefObject } from 'react';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { MenuProps } from 'antd';
import { MenuButtonDropdown } from '@portal/ui';
import { AI_INTERACT_ENTRIES, AI_TOOL_LABELS, isAiToolKey, type AiToolKey } from './ai-tools';

const items: MenuProps['items'] = AI_INTERACT_ENTRIES.map((entry) =>
  'tool' in entry
    ? { key: entry.tool, label: AI_TOOL_LABELS[entry.tool] }
    : {
        key: entry.submenu,
        label: entry.submenu,
        children: entry.tools.map((tool) => ({ key: tool, label: AI_TOOL_LABELS[tool] })),
      },
);

/**
 * The AI Interact menu's dropdown, mounted open by the first press of its button. Submenus open on a press (or
 * Enter / the right arrow), not on hover, so they work the same by touch and from the keyboard; the focus goes to the
 * first item when the menu opens and back to the button when it closes (@portal/ui MenuButtonDropdown).
 */
export function AiInteractDropdown({
  open: openTool,
  trigger,
  children,
}: {
  open: (tool: AiToolKey) => void;
  trigger: RefObject<HTMLElement | null>;
  children: ReactElement;
}) {
  return (
    <MenuButtonDropdown
      trigger={trigger}
      menu={{
        items,
        triggerSubMenuAction: 'click',
        // antd's own arrow is an image named 'right', which would name each submenu "Analysis right".
        expandIcon: (
          <span className="ant-dropdown-menu-submenu-arrow">
            <RightOutlined aria-hidden className="ant-dropdown-menu-submenu-arrow-icon" />
          </span>
        ),
      }}
      onSelect={(key) => {
        if (isAiToolKey(key)) openTool(key);
      }}
    >
      {children}
    </MenuButtonDropdown>
  );
}
