import { http, HttpResponse } from 'msw';
import { PAGE_SIZES, type Notification } from '@portal/contracts';
import { TEST_API_BASE } from '@portal/test-utils';

/** A notification created `minutesAgo` minutes before now, for tests. */
export function testNotification(
  notificationId: number,
  minutesAgo: number,
  overrides: Partial<Notification> = {},
): Notification {
  return {
    notificationId,
    title: `Notification ${notificationId}`,
    message: `Message ${notificationId}`,
    read: false,
    date: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    subject: 'collectionShared',
    relatedEntity: null,
    ...overrides,
  };
}

/**
 * An in-memory stand-in for the notification calls (MSW handlers over a list kept newest first), with
 * a log of the pages asked for.
 */
export function fakeNotificationApi(initial: Notification[]) {
  const state = {
    notifications: [...initial],
    requestedPages: [] as number[],
    unreadCountRequests: 0,
    /** The stream tickets handed out, in order (each opens one connection). */
    tickets: [] as string[],
  };
  const unreadCount = () => state.notifications.filter((notification) => !notification.read).length;
  const handlers = [
    http.get(`${TEST_API_BASE}/v2/notifications`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      state.requestedPages.push(page);
      const size = PAGE_SIZES.notifications;
      return HttpResponse.json({
        rows: state.notifications.slice((page - 1) * size, page * size),
        count: state.notifications.length,
        unreadCount: unreadCount(),
      });
    }),
    http.get(`${TEST_API_BASE}/v2/notifications/unreadCount`, () => {
      state.unreadCountRequests += 1;
      return HttpResponse.json({ unreadCount: unreadCount() });
    }),
    http.post(`${TEST_API_BASE}/v2/notifications/streamTicket`, () => {
      const ticket = `ticket-${state.tickets.length + 1}/x`;
      state.tickets.push(ticket);
      return HttpResponse.json({ ticket, expiresAt: new Date(Date.now() + 60_000).toISOString() }, { status: 201 });
    }),
    http.put(`${TEST_API_BASE}/v2/notifications/readAll`, () => {
      state.notifications = state.notifications.map((notification) => ({ ...notification, read: true }));
      return HttpResponse.json({ updated: 0, unreadCount: 0 });
    }),
    http.put(`${TEST_API_BASE}/v2/notifications/:id/read`, ({ params }) => {
      const id = Number(params.id);
      state.notifications = state.notifications.map((notification) =>
        notification.notificationId === id ? { ...notification, read: true } : notification,
      );
      return HttpResponse.json(state.notifications.find((notification) => notification.notificationId === id));
    }),
  ];
  return { state, handlers, add: (notification: Notification) => state.notifications.unshift(notification) };
}
