import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { Button } from 'antd';

/** One entry of an action menu: its name, what it does, and whether it destroys something (shown apart, in red). */
export interface MenuAction {
  key: string;
  label: string;
  run: () => void;
  danger?: boolean;
}

// antd's Dropdown and Menu (with Tooltip and their styles) come with the first menu opened, fetched when the pointer
// or the focus reaches its button: in the page's first load they would break its budget (bundle-budgets.spec.ts).
const loadDropdown = () => import('./action-dropdown');
const ActionDropdown = lazy(async () => ({ default: (await loadDropdown()).ActionDropdown }));

/** A button that opens a menu of actions (action-dropdown.tsx). */
export function ActionMenu({ label, icon, actions }: { label: string; icon: ReactNode; actions: MenuAction[] }) {
  const [asked, setAsked] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDropdown();
  const button = (
    // Named by its text alone: antd's icons would add their own names to it.
    <Button
      ref={trigger}
      icon={icon}
      aria-label={label}
      aria-haspopup="menu"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={asked ? undefined : () => setAsked(true)}
    >
      {label} <DownOutlined />
    </Button>
  );
  return (
    <Suspense fallback={button}>
      {asked ? (
        <ActionDropdown actions={actions} trigger={trigger}>
          {button}
        </ActionDropdown>
      ) : (
        button
      )}
    </Suspense>
  );
}
