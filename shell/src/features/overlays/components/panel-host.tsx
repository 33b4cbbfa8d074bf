import { Suspense, useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlatform } from '@portal/platform';
import type { ShellPanels } from '../../../lib/shell-overlay';
import { lazyThemed } from '../../../components/lazy-themed';
import { panelStack, topPanel } from '../state/panel-stack';

const PanelDrawer = lazyThemed(async () => (await import('./panel-drawer')).PanelDrawer);

/**
 * The right-hand panel host (spec §2.5, §4): panels are opened by key over the bus
 * (`platform.panels.open`) and follow the stack rules; the drawer itself (antd) loads with the first
 * panel, so the shell's first load stays small, while the bus is listened to from the start. The
 * shell's own panels are given (`panels`); the others belong to remotes.
 */
export function PanelHost({ panels }: { panels: ShellPanels }) {
  const { bus } = usePlatform();
  const { pathname } = useLocation();
  const [stack, dispatch] = useReducer(panelStack, []);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const opened = bus.on('panel/open').subscribe((event) => {
      setUsed(true);
      dispatch({ type: 'open', key: event.key, props: event.props });
    });
    const closed = bus.on('panel/close').subscribe(() => dispatch({ type: 'close' }));
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, [bus]);
  useEffect(() => dispatch({ type: 'routeChanged' }), [pathname]);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <PanelDrawer top={topPanel(stack)} panels={panels} close={() => dispatch({ type: 'close' })} />
    </Suspense>
  );
}
