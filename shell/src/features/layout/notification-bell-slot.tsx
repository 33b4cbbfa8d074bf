import { NotificationBell } from '../notifications/notification-bell';
import { useNotificationFeed } from '../notifications/use-notification-feed';
import { useApplyUserPreferences } from '../preferences/use-apply-user-preferences';

/**
 * The bell in the top bar with its live feed (unread count, event stream, sound). It is also where the
 * signed-in user's saved preferences are applied once, as both need the signed-in user's data.
 */
export function NotificationBellSlot({ onOpen }: { onOpen: () => void }) {
  const { unreadCount } = useNotificationFeed();
  useApplyUserPreferences();
  return <NotificationBell unreadCount={unreadCount} onClick={onOpen} />;
}
