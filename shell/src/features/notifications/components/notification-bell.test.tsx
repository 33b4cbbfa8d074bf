import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithShellI18n } from '../../../testing/with-shell-i18n';
import { NotificationBell } from './notification-bell';

function renderBell(unreadCount: number) {
  const onClick = jest.fn();
  render(
    <WithShellI18n>
      <NotificationBell unreadCount={unreadCount} onClick={onClick} />
    </WithShellI18n>,
  );
  return { onClick };
}

describe('NotificationBell', () => {
  it('is a plain Notifications button without a badge when nothing is unread', () => {
    renderBell(0);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
  });

  it('names and shows the unread count', () => {
    renderBell(7);
    expect(screen.getByRole('button', { name: 'Notifications, 7 unread' })).toHaveTextContent('7');
  });

  it('caps the badge at 99+ but keeps the exact count in its name', () => {
    renderBell(150);
    expect(screen.getByRole('button', { name: 'Notifications, 150 unread' })).toHaveTextContent('99+');
  });

  it('calls onClick (the top bar opens the panel)', async () => {
    const { onClick } = renderBell(1);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
