import type { ReactNode } from 'react';
import { stackStyle } from '../../../components/stack-style';

/** Figures being replaced: they stay, dimmed and marked busy, so the page does not jump while new ones load. */
export function BusyRegion({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div aria-busy={busy} style={{ ...stackStyle(16), opacity: busy ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      {children}
    </div>
  );
}
