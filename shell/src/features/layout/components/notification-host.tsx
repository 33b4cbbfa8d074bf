import { useEffect } from 'react';
import { usePlatform } from '@portal/platform';

/**
 * Shows the notifications any remote sends over the bus as snackbars. antd's message API is
 * loaded with the first notification, not with the shell.
 */
export function NotificationHost() {
  const { bus } = usePlatform();
  useEffect(() => {
    const subscription = bus.on('notify').subscribe((event) => {
      void import('antd/es/message').then(({ default: message }) =>
        message.open({ type: event.level, content: event.message }),
      );
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  return null;
}
