import type { NotificationPage, NotificationStreamTicket, UnreadCount } from '@portal/contracts';
import { portalApi } from '../portal-api';

/** The notifications panel and bell (15 per fetch, unread until marked read). */
export const notificationsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET v2/notifications?page= (page 1 is the newest 15). */
    getNotifications: build.query<NotificationPage, number>({
      query: (page) => ({ url: 'v2/notifications', params: { page } }),
      providesTags: ['Notification'],
    }),
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => 'v2/notifications/unreadCount',
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<unknown, number>({
      query: (id) => ({ url: `v2/notifications/${id}/read`, method: 'PUT' }),
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<unknown, void>({
      query: () => ({ url: 'v2/notifications/readAll', method: 'PUT' }),
      invalidatesTags: ['Notification'],
    }),
    /** POST v2/notifications/streamTicket: opens the live stream once (an EventSource sends no bearer token). */
    createNotificationStreamTicket: build.mutation<NotificationStreamTicket, void>({
      query: () => ({ url: 'v2/notifications/streamTicket', method: 'POST' }),
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useGetUnreadCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
