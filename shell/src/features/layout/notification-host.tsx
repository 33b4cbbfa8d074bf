import { useEffect } from 'react';
import { App } from 'antd';
import { usePlatform } from '@portal/platform';

/** Shows the notifications any remote sends over the bus as snackbars. */
export function NotificationHost() {
  const { bus } = usePlatform();
  const { message } = App.useApp();
  useEffect(() => {
    const subscription = bus.on('notify').subscribe((event) => void message.open({ type: event.level, content: event.message }));
    return () => subscription.unsubscribe();
  }, [bus, message]);
  return null;
}
