import { Type, type Static } from 'typebox';

/** A notification of the signed-in user (GET v2/notifications rows, PUT v2/notifications/{id}/read, the stream's events). */
export const Notification = Type.Object(
  {
    notificationId: Type.Integer(),
    title: Type.String(),
    message: Type.String(),
    subject: Type.String(),
    read: Type.Boolean(),
    date: Type.String({ format: 'date-time' }),
    relatedEntity: Type.Union([Type.Object({ entityType: Type.String(), entityId: Type.String() }), Type.Null()], {
      description: 'The entity the notification is about (e.g. a collection shared with the user), when there is one.',
    }),
  },
  { title: 'Notification' },
);
export type Notification = Static<typeof Notification>;

/**
 * GET v2/notifications/stream query: EventSource cannot send headers, so a browser opens the stream with a one-use
 * ticket (POST v2/notifications/streamTicket). A bearer token is never taken in the address.
 */
export const NotificationStreamQuery = Type.Object(
  { ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) },
  { title: 'NotificationStreamQuery' },
);
export type NotificationStreamQuery = Static<typeof NotificationStreamQuery>;

/** POST v2/notifications/streamTicket answer: the ticket (shown once) and when it stops opening a stream. */
export const NotificationStreamTicket = Type.Object(
  {
    ticket: Type.String({ description: 'Opens one stream: GET v2/notifications/stream?ticket=…' }),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { title: 'NotificationStreamTicket', additionalProperties: false },
);
export type NotificationStreamTicket = Static<typeof NotificationStreamTicket>;

/** GET v2/notifications query. */
export const NotificationPageQuery = Type.Object(
  { page: Type.Integer({ minimum: 1, default: 1 }) },
  { title: 'NotificationPageQuery' },
);
export type NotificationPageQuery = Static<typeof NotificationPageQuery>;

/** GET v2/notifications?page= answer: newest first, PAGE_SIZES.notifications per page. */
export const NotificationPage = Type.Object(
  { rows: Type.Array(Notification), count: Type.Integer(), unreadCount: Type.Integer() },
  { title: 'NotificationPage' },
);
export type NotificationPage = Static<typeof NotificationPage>;

/** GET v2/notifications/unreadCount answer. */
export const UnreadCount = Type.Object({ unreadCount: Type.Integer() }, { title: 'UnreadCount' });
export type UnreadCount = Static<typeof UnreadCount>;

/** PUT v2/notifications/readAll answer. */
export const AllNotificationsRead = Type.Object(
  { updated: Type.Integer(), unreadCount: Type.Integer() },
  { title: 'AllNotificationsRead' },
);
export type AllNotificationsRead = Static<typeof AllNotificationsRead>;
