import { useGetNotificationsQuery } from '@portal/api-client';
import { NotificationItem } from './notification-item';

/**
 * The rows of page `page`, then those of the following pages up to `lastPage`. Each page is its own
 * cached query, so marking read or a new notification refetches every page shown. A notification
 * that moved to a later page when new ones arrived is shown once, where it first appeared.
 */
export function NotificationPageRows({
  page,
  lastPage,
  shownIds,
}: {
  page: number;
  lastPage: number;
  shownIds: ReadonlySet<number>;
}) {
  const { data } = useGetNotificationsQuery(page);
  const rows = (data?.rows ?? []).filter((notification) => !shownIds.has(notification.notificationId));
  return (
    <>
      {rows.map((notification) => (
        <NotificationItem key={notification.notificationId} notification={notification} />
      ))}
      {page < lastPage && (
        <NotificationPageRows
          page={page + 1}
          lastPage={lastPage}
          shownIds={new Set([...shownIds, ...rows.map((row) => row.notificationId)])}
        />
      )}
    </>
  );
}
