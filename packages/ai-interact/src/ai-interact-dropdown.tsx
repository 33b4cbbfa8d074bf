import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Dropdown, type MenuProps } from 'antd';
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
 * first item when the menu opens and back to the button when it closes (WAI-ARIA menu button).
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
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  const popup = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) {
      if (popup.current?.contains(document.activeElement)) trigger.current?.focus();
      return;
    }
    // The menu may be drawn a frame or more after it opens: its first item is focused once it is there.
    let frame = requestAnimationFrame(function focusWhenDrawn() {
      const first = popup.current?.querySelector<HTMLElement>('[role="menuitem"]');
      if (first?.isConnected) first.focus();
      else frame = requestAnimationFrame(focusWhenDrawn);
    });
    return () => cancelAnimationFrame(frame);
  }, [open, trigger]);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      popupRender={(menu) => <div ref={popup}>{menu}</div>}
      menu={{
        items,
        triggerSubMenuAction: 'click',
        // antd's own arrow is an image named 'right', which would name each submenu "Analysis right".
        expandIcon: (
          <span className="ant-dropdown-menu-submenu-arrow">
            <RightOutlined aria-hidden className="ant-dropdown-menu-submenu-arrow-icon" />
          </span>
        ),
        onClick: ({ key }) => {
          setOpen(false);
          if (isAiToolKey(key)) openTool(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
