import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { Dropdown, type MenuProps } from 'antd';

/**
 * A menu button's menu (WAI-ARIA menu button, antd Dropdown) that is mounted by the first press of its button: it
 * opens once mounted; its first item has the focus each time it opens, so that it works from the keyboard (arrows
 * move, Enter runs, Escape closes); choosing an item closes it and calls `onSelect` with the item's key; the button
 * has the focus back when the menu closes with the focus in it. The menu may be drawn a frame or more after it opens
 * (antd's own autoFocus tries once, three frames on, and a busy machine misses it): the item is focused once it is
 * there. Used by the content page's action menus and the AI Interact menu.
 */
export function MenuButtonDropdown({
  trigger,
  menu,
  onSelect,
  children,
}: {
  /** The button that opens it. */
  trigger: RefObject<HTMLElement | null>;
  menu: Omit<MenuProps, 'onClick'>;
  onSelect: (key: string) => void;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  // The press that mounted it opens it, once its button is there.
  useEffect(() => setOpen(true), []);
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
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      popupRender={(rendered) => <div ref={popup}>{rendered}</div>}
      menu={{
        ...menu,
        onClick: ({ key }) => {
          setOpen(false);
          onSelect(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
