import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useGetNotificationsQuery, useMarkAllNotificationsReadMutation } from '@portal/api-client';
import { PAGE_SIZES } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import type { ShellOverlayComponent } from '../../../lib/shell-overlay';
import { NotificationPageRows } from './notification-page-rows';

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * The right-hand 'notifications' panel (spec §2.6): the user's notifications newest first, 15 per
 * fetch with 'Load more' while more exist; choosing an unread one marks it read; 'Mark all as read'.
 */
export const NotificationsPanel: ShellOverlayComponent = () => {
  const { t } = useTranslation('notifications');
  const platform = usePlatform();
  const headingId = useId();
  const [loadedPages, setLoadedPages] = useState(1);
  const firstPage = useGetNotificationsQuery(1);
  const lastPage = useGetNotificationsQuery(loadedPages);
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();

  const total = firstPage.data?.count ?? 0;
  const unreadCount = firstPage.data?.unreadCount ?? 0;
  const lastPageFailed = loadedPages > 1 && lastPage.isError;
  const hasMore = loadedPages * PAGE_SIZES.notifications < total;

  const onMarkAllRead = async () => {
    const result = await markAllRead();
    if (result.error) platform.notify(t('markAllReadFailed', { message: errorMessage(result.error, '') }), 'error');
  };

  let body;
  if (firstPage.isLoading) {
    body = (
      <Flex role="status" align="center" gap="small">
        <Spin size="small" />
        {t('loading')}
      </Flex>
    );
  } else if (firstPage.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={errorMessage(firstPage.error, '')}
        action={<Button onClick={() => void firstPage.refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (total === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  } else {
    body = (
      <>
        <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <NotificationPageRows page={1} lastPage={loadedPages} shownIds={NO_IDS} />
        </ul>
        {lastPageFailed ? (
          <Alert
            type="error"
            showIcon
            title={t('loadMoreFailed')}
            description={errorMessage(lastPage.error, '')}
            action={<Button onClick={() => void lastPage.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          hasMore && (
            <Button
              block
              loading={lastPage.isFetching && lastPage.currentData === undefined}
              onClick={() => setLoadedPages((pages) => pages + 1)}
            >
              {t('loadMore')}
            </Button>
          )
        )}
      </>
    );
  }

  return (
    <Flex vertical gap="middle">
      <Flex align="center" justify="space-between" gap="small" wrap>
        <Typography.Title level={2} className="visually-hidden" id={headingId} style={{ margin: 0, fontSize: 20 }}>
          {t('title')}
        </Typography.Title>
        <Button disabled={unreadCount === 0} loading={markingAll.isLoading} onClick={() => void onMarkAllRead()}>
          {t('markAllRead')}
        </Button>
      </Flex>
      {body}
    </Flex>
  );
};
