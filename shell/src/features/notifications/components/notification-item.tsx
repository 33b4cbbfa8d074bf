import { Tag, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useMarkNotificationReadMutation } from '@portal/api-client';
import type { Notification } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { formatFullDate, formatRelativeDate } from '../state/relative-date';

/**
 * One notification of the panel: title, message and how long ago. An unread one is tinted and tagged
 * 'Unread', and is a button: choosing it marks it read.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  const { token } = theme.useToken();
  const platform = usePlatform();
  const [markRead, { isLoading }] = useMarkNotificationReadMutation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const date = new Date(notification.date);
  const unread = !notification.read;

  const onMarkRead = async () => {
    const result = await markRead(notification.notificationId);
    if (result.error) platform.notify(t('markReadFailed', { message: errorMessage(result.error, '') }), 'error');
  };

  const bodyStyle: CSSProperties = {
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    width: '100%',
    padding: `${token.paddingSM}px ${token.padding}px`,
    border: 0,
    borderInlineStart: `3px solid ${unread ? token.colorPrimary : 'transparent'}`,
    background: unread ? token.colorPrimaryBg : 'transparent',
    color: token.colorText,
    font: 'inherit',
    textAlign: 'start',
  };
  const content = (
    <>
      <span style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, justifyContent: 'space-between' }}>
        <strong>{notification.title}</strong>
        {unread && (
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {t('unread')}
          </Tag>
        )}
      </span>
      <span>{notification.message}</span>
      <time
        dateTime={notification.date}
        title={formatFullDate(date, language)}
        style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}
      >
        {formatRelativeDate(date, new Date(), language)}
      </time>
    </>
  );

  return (
    <li style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      {unread ? (
        <button
          type="button"
          title={t('markRead')}
          disabled={isLoading}
          onClick={() => void onMarkRead()}
          style={{ ...bodyStyle, cursor: 'pointer' }}
        >
          {content}
        </button>
      ) : (
        <div style={bodyStyle}>{content}</div>
      )}
    </li>
  );
}
