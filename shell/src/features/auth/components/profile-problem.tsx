import { Button, Result } from 'antd';
import { useLocation } from 'react-router-dom';
import type { PortalQueryError } from '@portal/api-client';
import { useShell } from '../../../hooks/use-shell';

/** Why the signed-in user's profile could not be loaded, and the way out. */
export function ProfileProblem({ failure, onRetry }: { failure: PortalQueryError; onRetry: () => void }) {
  const { auth } = useShell();
  const location = useLocation();
  if (failure.status === 401) {
    return (
      <Result
        status="info"
        title="Please sign in again"
        subTitle={failure.message}
        extra={
          <Button type="primary" onClick={() => void auth.signIn(`${location.pathname}${location.search}`)}>
            Sign in
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="error"
      title="Your profile could not be loaded"
      subTitle={failure.message}
      extra={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
