import type { EventBus } from '@portal/event-bus';
import type { Platform } from './platform';

/**
 * The overlay services (panels, dialogs, notifications, busy overlay) are requests to whoever
 * hosts them — the shell — so they travel over the bus.
 */
export function busOverlayServices(bus: EventBus): Pick<Platform, 'panels' | 'dialogs' | 'notify' | 'busy'> {
  return {
    panels: {
      open: (key, props) => bus.publish({ type: 'panel/open', key, props }),
      close: () => bus.publish({ type: 'panel/close' }),
    },
    dialogs: {
      open: (key, props) => bus.publish({ type: 'dialog/open', key, props }),
      close: () => bus.publish({ type: 'dialog/close' }),
    },
    notify: (message, level = 'info') => bus.publish({ type: 'notify', message, level }),
    busy: {
      on: (message) => bus.publish({ type: 'busy/on', message }),
      off: () => bus.publish({ type: 'busy/off' }),
      error: (message) => bus.publish({ type: 'busy/error', message }),
      reset: () => bus.publish({ type: 'busy/reset' }),
    },
  };
}
