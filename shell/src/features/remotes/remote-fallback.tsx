import { Alert, Button, Result } from 'antd';
import { REMOTES, type RemoteName } from '@portal/contracts';

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
  const title = `${REMOTES[remote].label} is not available right now`;
  if (compact) {
    return (
      <Alert
        type="warning"
        showIcon
        data-remote-fallback={remote}
        title={title}
        description={reason}
        action={<Button size="small" onClick={onRetry}>Try again</Button>}
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
          <span>The rest of the portal keeps working; you can use the menu to go elsewhere.</span>
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
