import { Alert, Button } from 'antd';

/** A read that failed: what could not be loaded, the reason (the server's message), and "Try again". */
export function LoadFailure({ title, reason, onRetry }: { title: string; reason: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={reason}
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
