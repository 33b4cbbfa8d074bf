import { openNotificationStream, reconnectDelay } from './notification-stream';
import { FakeEventSource, installFakeEventSource } from '../../../testing/fake-event-source';
import { testNotification } from '../../../testing/fake-notification-api';

installFakeEventSource();

describe('openNotificationStream', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function open() {
    const received: number[] = [];
    const onReconnected = jest.fn();
    let token = 0;
    const close = openNotificationStream({
      streamUrl: async () => `/api/v2/notifications/stream?ticket=ticket-${(token += 1)}`,
      onNotification: (notification) => received.push(notification.notificationId),
      onReconnected,
    });
    return { received, onReconnected, close };
  }

  it('passes each notification event on', async () => {
    const { received } = open();
    await jest.advanceTimersByTimeAsync(0);
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/v2/notifications/stream?ticket=ticket-1');
    source.emit('ready', { userId: 1 });
    source.emit('notification', testNotification(4, 0));
    source.emit('notification', testNotification(5, 0));
    expect(received).toEqual([4, 5]);
  });

  it('reconnects with a fresh token after a growing delay, and catches up once open again', async () => {
    const { onReconnected } = open();
    await jest.advanceTimersByTimeAsync(0);
    FakeEventSource.latest().emit('ready', { userId: 1 });

    FakeEventSource.latest().fail();
    expect(FakeEventSource.connections[0]!.closed).toBe(true);
    await jest.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.connections).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.connections).toHaveLength(2);
    expect(FakeEventSource.latest().url).toBe('/api/v2/notifications/stream?ticket=ticket-2');

    FakeEventSource.latest().fail();
    await jest.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.connections).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.connections).toHaveLength(3);

    expect(onReconnected).not.toHaveBeenCalled();
    FakeEventSource.latest().emit('ready', { userId: 1 });
    expect(onReconnected).toHaveBeenCalledTimes(1);

    // 'ready' started the delays over.
    FakeEventSource.latest().fail();
    await jest.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.connections).toHaveLength(4);
  });

  it('stops for good when closed, even while waiting to reconnect', async () => {
    const { close } = open();
    await jest.advanceTimersByTimeAsync(0);
    FakeEventSource.latest().fail();
    close();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.connections).toHaveLength(1);
  });

  it('closes the open connection when closed', async () => {
    const { close } = open();
    await jest.advanceTimersByTimeAsync(0);
    close();
    expect(FakeEventSource.latest().closed).toBe(true);
  });

  it('caps the delay at 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
