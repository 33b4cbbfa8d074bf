import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import type { MenuAction } from './action-menu';

/**
 * The menu of an ActionMenu (antd Dropdown), mounted when its button is first pressed; each item is a named menuitem.
 * A dangerous action comes last, after a divider.
 */
export function ActionDropdown({
  actions,
  trigger,
  children,
}: {
  actions: MenuAction[];
  /** The button that opens it, which has the focus back when the menu closes with the focus in it. */
  trigger: RefObject<HTMLElement | null>;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  // The press that mounted it opens it, once its button is there.
  useEffect(() => setOpen(true), []);
  // The focus goes to the first item each time the menu opens (WAI-ARIA menu button), so that it works from the
  // keyboard (arrows move, Enter runs, Escape closes), and back to the button when it closes. The menu may be drawn a
  // frame or more after it opens (antd's own autoFocus tries once, three frames on, and a busy machine misses it): the
  // item is focused once it is there.
  const popup = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) {
      if (popup.current?.contains(document.activeElement)) trigger.current?.focus();
      return;
    }
    let frame = requestAnimationFrame(function focusWhenDrawn() {
      const first = popup.current?.querySelector<HTMLElement>('[role="menuitem"]');
      if (first?.isConnected) first.focus();
      else frame = requestAnimationFrame(focusWhenDrawn);
    });
    return () => cancelAnimationFrame(frame);
  }, [open, trigger]);
  const safe = actions.filter((action) => !action.danger);
  const dangerous = actions.filter((action) => action.danger);
  const item = ({ key, label, danger }: MenuAction) => ({ key, label, danger });
  const items: MenuProps['items'] = [
    ...safe.map(item),
    ...(safe.length > 0 && dangerous.length > 0 ? [{ type: 'divider' as const }] : []),
    ...dangerous.map(item),
  ];
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      popupRender={(menu) => <div ref={popup}>{menu}</div>}
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          actions.find((action) => action.key === key)?.run();
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
