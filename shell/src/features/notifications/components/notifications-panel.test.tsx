import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { createAppStore } from '@portal/api-client';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { WithShellI18n } from '../../../testing/with-shell-i18n';
import { fakeNotificationApi, testNotification } from '../../../testing/fake-notification-api';
import { NotificationsPanel } from './notifications-panel';

const server = createMswServer();

/** Renders the panel over the fake API; `overrides` answer before it. */
function renderPanel(api: ReturnType<typeof fakeNotificationApi>, ...overrides: RequestHandler[]) {
  server.use(...overrides, ...api.handlers);
  const platform = createTestPlatform();
  const close = jest.fn();
  renderWithPlatform(
    <WithShellI18n>
      <NotificationsPanel props={{}} close={close} />
    </WithShellI18n>,
    { platform, store: createAppStore(platform) },
  );
  return { platform, close };
}

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('NotificationsPanel', () => {
  it('lists the notifications newest first with title, message, age and an Unread mark', async () => {
    renderPanel(
      fakeNotificationApi([
        testNotification(3, 5, { title: 'Collection shared with you', message: 'Ava shared "Q3 wins".' }),
        testNotification(2, 60 * 26, { title: 'Upload indexed', message: 'deck.pptx is searchable.', read: true }),
      ]),
    );

    expect(await screen.findByText('Collection shared with you')).toBeInTheDocument();
    const [newest, older] = items();
    expect(newest).toHaveTextContent('Collection shared with you');
    expect(newest).toHaveTextContent('Ava shared "Q3 wins".');
    expect(newest).toHaveTextContent('5 minutes ago');
    expect(within(newest!).getByText('Unread')).toBeInTheDocument();
    expect(older).toHaveTextContent('Upload indexed');
    expect(older).toHaveTextContent('yesterday');
    expect(within(older!).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(older!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there are no notifications', async () => {
    renderPanel(fakeNotificationApi([]));
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it("shows the server's message when the list cannot be loaded, and tries again on request", async () => {
    const unavailable = http.get(
      `${TEST_API_BASE}/v2/notifications`,
      () => HttpResponse.json({ statusCode: 503, error: 'The database is not reachable.' }, { status: 503 }),
      {
        once: true,
      },
    );
    renderPanel(fakeNotificationApi([testNotification(1, 2)]), unavailable);

    expect(await screen.findByText('Your notifications could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is not reachable.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Notification 1')).toBeInTheDocument();
  });

  it('shows 15 at a time and fetches the next page with Load more while more exist', async () => {
    const api = fakeNotificationApi(Array.from({ length: 20 }, (_, index) => testNotification(20 - index, index + 1)));
    renderPanel(api);

    expect(await screen.findByText('Notification 20')).toBeInTheDocument();
    expect(items()).toHaveLength(15);
    expect(screen.queryByText('Notification 5')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Notification 5')).toBeInTheDocument();
    expect(items()).toHaveLength(20);
    expect(items().at(-1)).toHaveTextContent('Notification 1');
    expect(api.state.requestedPages).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks an unread notification read when it is chosen', async () => {
    const api = fakeNotificationApi([
      testNotification(2, 1, { title: 'New comment' }),
      testNotification(1, 3, { title: 'Old news', read: true }),
    ]);
    renderPanel(api);

    const unread = await screen.findByRole('button', { name: /New comment/ });
    expect(unread).toHaveTextContent('Unread');
    await userEvent.click(unread);

    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /New comment/ })).not.toBeInTheDocument();
    expect(items()[0]).toHaveTextContent('New comment');
    expect(api.state.notifications.every((notification) => notification.read)).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks all as read', async () => {
    const api = fakeNotificationApi([
      testNotification(3, 1),
      testNotification(2, 2),
      testNotification(1, 3, { read: true }),
    ]);
    renderPanel(api);

    expect(await screen.findAllByText('Unread')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(items()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('tells the user when a notification cannot be marked read', async () => {
    const { platform } = renderPanel(
      fakeNotificationApi([testNotification(7, 1, { title: 'Gone soon' })]),
      http.put(`${TEST_API_BASE}/v2/notifications/7/read`, () =>
        HttpResponse.json({ statusCode: 404, error: 'No such notification: 7.' }, { status: 404 }),
      ),
    );
    const notices: string[] = [];
    platform.bus.on('notify').subscribe((event) => notices.push(`${event.level}: ${event.message}`));

    await userEvent.click(await screen.findByRole('button', { name: /Gone soon/ }));
    await waitFor(() =>
      expect(notices).toEqual(['error: The notification could not be marked as read. No such notification: 7.']),
    );
  });
});
