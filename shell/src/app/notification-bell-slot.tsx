import { usePlatform } from '@portal/platform';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useNotificationFeed } from '../features/notifications/hooks/use-notification-feed';
import { useApplyUserPreferences } from '../features/preferences/hooks/use-apply-user-preferences';

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
