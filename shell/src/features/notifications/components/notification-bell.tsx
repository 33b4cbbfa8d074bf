import { useTranslation } from 'react-i18next';

/** Badges show at most this; the accessible name keeps the exact count. */
const BADGE_CAP = 99;

export interface NotificationBellProps {
  unreadCount: number;
  /** Opens the notifications panel. */
  onClick(): void;
}

/** The top bar's bell with the unread badge (spec §2.5). Plain HTML: the top bar loads no antd. */
export function NotificationBell({ unreadCount, onClick }: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const label = unreadCount > 0 ? t('bell.labelWithUnread', { count: unreadCount }) : t('bell.label');
  return (
    <button
      type="button"
      className="shell-icon-button notification-bell"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <svg
        className="notification-bell-icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unreadCount > 0 && (
        <span className="notification-bell-badge" aria-hidden="true">
          {unreadCount > BADGE_CAP ? `${BADGE_CAP}+` : unreadCount}
        </span>
      )}
    </button>
  );
}
