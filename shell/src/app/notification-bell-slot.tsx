import { usePlatform } from '@portal/platform';
import { NotificationBell } from '../features/notifications/notification-bell';
import { useNotificationFeed } from '../features/notifications/use-notification-feed';
import { useApplyUserPreferences } from '../features/preferences/use-apply-user-preferences';

/**
 * The bell in the top bar with its live feed (unread count, event stream, sound); it opens the
 * notifications panel. It is also where the signed-in user's saved preferences are applied once, as
 * both need the signed-in user's data.
 */
export function NotificationBellSlot() {
  const platform = usePlatform();
  const { unreadCount } = useNotificationFeed();
  useApplyUserPreferences();
  return <NotificationBell unreadCount={unreadCount} onClick={() => platform.panels.open('notifications')} />;
}
