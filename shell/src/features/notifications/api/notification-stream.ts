import type { Notification } from '@portal/contracts';

export const RECONNECT_DELAY_MS = { first: 1_000, max: 30_000 } as const;

export interface NotificationStreamOptions {
  /** The stream's address with a fresh one-use ticket; a rejection counts as a dropped connection. */
  streamUrl(): Promise<string>;
  onNotification(notification: Notification): void;
  /** The stream is open again after a drop: notifications sent meanwhile were missed. */
  onReconnected(): void;
}

/** The wait before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_DELAY_MS.max, RECONNECT_DELAY_MS.first * 2 ** attempt);
}

/**
 * Listens to the server-sent notification events of the signed-in user until the returned function
 * is called. The browser's own EventSource retry would reuse the first address and its ticket, which
 * opens one stream only, so every drop closes the connection and a new one is opened with a fresh
 * ticket after a growing delay; a `ready` event resets the delay.
 */
export function openNotificationStream(options: NotificationStreamOptions): () => void {
  // Without EventSource (a test DOM, a very old browser) there is no live feed; counts still load.
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let hasConnected = false;
  let closed = false;

  const scheduleReconnect = () => {
    if (closed) return;
    retryTimer = setTimeout(connect, reconnectDelay(attempt));
    attempt += 1;
  };

  async function connect() {
    let url: string;
    try {
      url = await options.streamUrl();
    } catch {
      scheduleReconnect();
      return;
    }
    if (closed) return;
    const current = new EventSource(url);
    source = current;
    current.addEventListener('ready', () => {
      attempt = 0;
      if (hasConnected) options.onReconnected();
      hasConnected = true;
    });
    current.addEventListener('notification', (event) => {
      let notification: Notification;
      try {
        notification = JSON.parse((event as MessageEvent<string>).data) as Notification;
      } catch {
        return; // not a notification: ignored, the next refetch shows the truth anyway
      }
      options.onNotification(notification);
    });
    current.onerror = () => {
      current.close();
      if (source === current) source = null;
      scheduleReconnect();
    };
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };
}
