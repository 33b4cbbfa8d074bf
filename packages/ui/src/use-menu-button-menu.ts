import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The state of a menu button's menu (WAI-ARIA menu button) that is mounted by the first press of its button: it
 * opens once mounted; its first item has the focus each time it opens, so that it works from the keyboard (arrows
 * move, Enter runs, Escape closes); the button has the focus back when the menu closes with the focus in it.
 * The menu may be drawn a frame or more after it opens (antd's own autoFocus tries once, three frames on, and a busy
 * machine misses it): the item is focused once it is there. `popup` goes on the element around the menu
 * (antd Dropdown's popupRender).
 */
export function useMenuButtonMenu(trigger: RefObject<HTMLElement | null>) {
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
  return { open, setOpen, popup };
}
