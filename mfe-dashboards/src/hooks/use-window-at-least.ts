import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Whether the window is at least `width` pixels wide, followed as it is resized. */
export function useWindowAtLeast(width: number): boolean {
  return useSyncExternalStore(subscribe, () => window.innerWidth >= width);
}
