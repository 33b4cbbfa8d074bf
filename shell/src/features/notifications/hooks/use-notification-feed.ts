import { useEffect, useEffectEvent, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { notificationsApi, useGetUnreadCountQuery, type AppStore } from '@portal/api-client';
import { usePlatform, useStream } from '@portal/platform';
import { openNotificationStream } from '../api/notification-stream';
import { playNotificationSound, type SoundPlayer } from '../components/notification-sound';

export interface NotificationFeedOptions {
  /** Plays the notification sound (a fake in tests). */
  playSound?: SoundPlayer;
}

export interface NotificationFeed {
  /** The signed-in user's unread notifications; 0 when signed out or not loaded yet. */
  unreadCount: number;
}

/**
 * The live notification feed behind the top bar's bell; call it once, where the bell is. While a user
 * is signed in it keeps the event stream open: each new notification refetches the list and the count
 * and plays the sound (spec §4 "a sound plays on add"). The first unread count above 0 seen after
 * sign-in dings once too ("the first unread triggers a ding"), unless a new notification already did.
 */
export function useNotificationFeed({
  playSound = playNotificationSound,
}: NotificationFeedOptions = {}): NotificationFeed {
  const platform = usePlatform();
  const dispatch = useDispatch<AppStore['dispatch']>();
  const userId = useStream(platform.user$)?.userId ?? null;
  const { data } = useGetUnreadCountQuery(undefined, { skip: userId === null });
  const unreadCount = userId === null ? 0 : (data?.unreadCount ?? 0);
  const hasDinged = useRef(false);

  const ding = useEffectEvent(() => {
    hasDinged.current = true;
    playSound();
  });

  useEffect(() => {
    if (userId === null) return;
    hasDinged.current = false;
    const refetch = () => dispatch(notificationsApi.util.invalidateTags(['Notification']));
    return openNotificationStream({
      // A one-use ticket for each connection: the bearer token never goes into an address.
      streamUrl: async () => {
        const { ticket } = await dispatch(
          notificationsApi.endpoints.createNotificationStreamTicket.initiate(),
        ).unwrap();
        return `${platform.apiBase}/v2/notifications/stream?ticket=${encodeURIComponent(ticket)}`;
      },
      onNotification: () => {
        refetch();
        ding();
      },
      onReconnected: refetch,
    });
  }, [platform, dispatch, userId]);

  useEffect(() => {
    if (userId !== null && unreadCount > 0 && !hasDinged.current) ding();
  }, [userId, unreadCount]);

  return { unreadCount };
}
