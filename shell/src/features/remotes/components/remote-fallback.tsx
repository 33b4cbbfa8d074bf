import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@portal/contracts';

/** What a person sees in place of a remote that failed to load or crashed. */
export function RemoteFallback({
  remote,
  reason,
  onRetry,
  compact = false,
}: {
  remote: RemoteName;
  reason: string;
  onRetry: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const title = t('remoteStatus.unavailable', { remote: t(`remotes.${remote}`) });
  if (compact) {
    return (
      <Alert
        type="warning"
        showIcon
        data-remote-fallback={remote}
        title={title}
        description={reason}
        action={
          <Button size="small" onClick={onRetry}>
            {t('remoteStatus.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="warning"
      data-remote-fallback={remote}
      title={title}
      subTitle={
        <>
          <span>{reason}</span>
          <br />
          <span>{t('remoteStatus.keepsWorking')}</span>
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('remoteStatus.retry')}
        </Button>
      }
    />
  );
}
