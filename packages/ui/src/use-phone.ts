import { useSyncExternalStore } from 'react';
import { PHONE_MAX_WIDTH } from '@portal/contracts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Whether the screen is a phone's: narrower than 768 (spec §2.5, §9), followed as the window is resized. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.innerWidth <= PHONE_MAX_WIDTH);
}
