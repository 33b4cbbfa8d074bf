import { useSyncExternalStore } from 'react';
import { PHONE_MAX_WIDTH } from '@portal/contracts';

/** Whether a CSS media query matches, following changes (resizes, rotation). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phone means width under 768 (spec §9). */
export const useIsPhone = () => useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`);
