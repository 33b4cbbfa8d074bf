import { useEffect, useState, type ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import type { MenuAction } from './action-menu';

/**
 * The menu of an ActionMenu (antd Dropdown), open from the start when it was asked for before it loaded. It takes
 * the focus when it opens, so it works from the keyboard (arrows move, Enter runs, Escape closes), and each item is
 * a named menuitem. A dangerous action comes last, after a divider.
 */
export function ActionDropdown({
  actions,
  initiallyOpen,
  children,
}: {
  actions: MenuAction[];
  initiallyOpen: boolean;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  // Opened once mounted, as a click would: the menu takes the focus only when it opens after its button is there.
  useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);
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
      autoFocus
      open={open}
      onOpenChange={setOpen}
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
