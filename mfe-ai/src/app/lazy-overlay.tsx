import { lazy, Suspense, type ComponentType } from 'react';
import type { OverlayComponentProps } from '@portal/remote-kit';

/**
 * A panel or dialog loaded when first opened: the remote's `./panels` and `./dialogs` stay small (antd, the chat and
 * the forms come with the overlay that needs them).
 */
export function lazyOverlay(
  load: () => Promise<ComponentType<OverlayComponentProps>>,
): ComponentType<OverlayComponentProps> {
  const Overlay = lazy(async () => ({ default: await load() }));
  return function LazyOverlay(props: OverlayComponentProps) {
    return (
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <Overlay {...props} />
      </Suspense>
    );
  };
}
