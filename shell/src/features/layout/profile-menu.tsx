import { Menu } from 'antd';
import { useEffect, useRef } from 'react';
import { useShell } from '../auth/shell-context';

/**
 * The profile menu, loaded when the user first opens it (its full content grows in the shell issue).
 * Escape or a click elsewhere closes it.
 */
export function ProfileMenu({ onClose }: { onClose: () => void }) {
  const { auth } = useShell();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!container.current?.contains(target) && !target?.closest('[aria-label="Profile menu"]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    container.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  return (
    <div
      ref={container}
      style={{ position: 'absolute', right: 0, top: 44, minWidth: 200, zIndex: 1000, boxShadow: '0 6px 16px rgba(0,0,0,0.12)', borderRadius: 8, background: '#fff' }}
    >
      <Menu
        selectable={false}
        style={{ borderRadius: 8, borderInlineEnd: 0 }}
        items={[{ key: 'logout', label: 'Logout', onClick: () => void auth.signOut() }]}
      />
    </div>
  );
}
