import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/** The filters on a phone, in a drawer from the left; loaded only on phones (search-page.tsx). */
export default function FiltersDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer title="Filters" placement="left" open={open} onClose={onClose} size={320}>
      {children}
    </Drawer>
  );
}
