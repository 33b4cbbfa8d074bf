import { act, screen, waitFor } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { createAppStore, notificationsApi } from '@portal/api-client';
import type { UserProfile } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, testUser } from '@portal/test-utils';
import { WithShellI18n } from '../../../testing/with-shell-i18n';
import { FakeEventSource, installFakeEventSource } from '../../../testing/fake-event-source';
import { NotificationBell } from '../components/notification-bell';
import { playNotificationSound, type SoundPlayer } from '../components/notification-sound';
import { fakeNotificationApi, testNotification } from '../../../testing/fake-notification-api';
import { useNotificationFeed } from './use-notification-feed';

const server = createMswServer();
installFakeEventSource();

function TopBarBell({ playSound }: { playSound: SoundPlayer }) {
  const { unreadCount } = useNotificationFeed({ playSound });
  return <NotificationBell unreadCount={unreadCount} onClick={() => undefined} />;
}

function renderBell(api: ReturnType<typeof fakeNotificationApi>, user: UserProfile | null = testUser) {
  server.use(...api.handlers);
  const user$ = new BehaviorSubject<UserProfile | null>(user);
  const platform = createTestPlatform({
    user$,
    auth: { ...createTestPlatform().auth, getToken: async () => 'token with/slash' },
  });
  const store = createAppStore(platform);
  const playSound = jest.fn();
  renderWithPlatform(
    <WithShellI18n>
      <TopBarBell playSound={playSound} />
    </WithShellI18n>,
    { platform, store },
  );
  return { user$, store, playSound };
}

describe('useNotificationFeed', () => {
  it('shows the unread count and dings once for the first unread seen', async () => {
    const api = fakeNotificationApi([testNotification(2, 1), testNotification(1, 2)]);
    const { store, playSound } = renderBell(api);

    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(playSound).toHaveBeenCalledTimes(1);

    api.state.notifications[0]!.read = true;
    act(() => void store.dispatch(notificationsApi.util.invalidateTags(['Notification'])));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('does not ding while nothing is unread', async () => {
    const api = fakeNotificationApi([testNotification(1, 2, { read: true })]);
    const { playSound } = renderBell(api);
    await waitFor(() => expect(api.state.unreadCountRequests).toBe(1));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(playSound).not.toHaveBeenCalled();
  });

  it('opens the event stream with a one-use ticket (never the token), and refetches and plays the sound on each new notification', async () => {
    const api = fakeNotificationApi([]);
    const { playSound } = renderBell(api);
    await waitFor(() => expect(FakeEventSource.connections).toHaveLength(1));
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('https://portal.test/api/v2/notifications/stream?ticket=ticket-1%2Fx');
    expect(stream.url).not.toContain('token');
    await waitFor(() => expect(api.state.unreadCountRequests).toBe(1));
    act(() => stream.emit('ready', { userId: testUser.userId }));

    const arrived = testNotification(9, 0, { title: 'Your upload is indexed' });
    api.add(arrived);
    act(() => stream.emit('notification', arrived));

    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(api.state.unreadCountRequests).toBe(2);
    // One sound for the new notification; the first unread it made does not ding again.
    expect(playSound).toHaveBeenCalledTimes(1);

    const another = testNotification(10, 0);
    api.add(another);
    act(() => stream.emit('notification', another));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(playSound).toHaveBeenCalledTimes(2);
  });

  it('neither streams nor counts while signed out, and closes the stream on sign-out', async () => {
    const api = fakeNotificationApi([testNotification(1, 1)]);
    const { user$ } = renderBell(api, null);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(FakeEventSource.connections).toHaveLength(0);

    act(() => user$.next(testUser));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.connections).toHaveLength(1));

    act(() => user$.next(null));
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});

/** Node's process (the shell's types are the browser's): it reports promises rejected with no handler. */
const nodeProcess = (
  globalThis as unknown as {
    process: { on(event: string, listener: () => void): void; off(event: string, listener: () => void): void };
  }
).process;

describe('playNotificationSound', () => {
  it('plays /sounds/ding.mp3 and ignores a refused playback (autoplay policy)', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      expect(this.src).toMatch(/\/sounds\/ding\.mp3$/);
      return Promise.reject(
        new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'),
      );
    });
    const unhandled = jest.fn();
    nodeProcess.on('unhandledRejection', unhandled);

    expect(() => playNotificationSound()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));

    nodeProcess.off('unhandledRejection', unhandled);
    expect(play).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
    play.mockRestore();
  });
});
