import type { ReactElement, RefObject } from 'react';
import type { MenuProps } from 'antd';
import { MenuButtonDropdown } from '@portal/ui';
import type { MenuAction } from './action-menu';

/**
 * The menu of an ActionMenu (@portal/ui MenuButtonDropdown), mounted when its button is first pressed; each item is a
 * named menuitem. A dangerous action comes last, after a divider.
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
  const safe = actions.filter((action) => !action.danger);
  const dangerous = actions.filter((action) => action.danger);
  const item = ({ key, label, danger }: MenuAction) => ({ key, label, danger });
  const items: MenuProps['items'] = [
    ...safe.map(item),
    ...(safe.length > 0 && dangerous.length > 0 ? [{ type: 'divider' as const }] : []),
    ...dangerous.map(item),
  ];
  return (
    <MenuButtonDropdown
      trigger={trigger}
      menu={{ items }}
      onSelect={(key) => actions.find((action) => action.key === key)?.run()}
    >
      {children}
    </MenuButtonDropdown>
  );
}
