import { Navigate } from 'react-router-dom';
import { Button, Result } from 'antd';
import { HOME_PATH, WELCOME_PATH } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { signInDestination } from '../state/return-path';
import { useShell } from '../../../hooks/use-shell';

/** /implicit/callback: the sign-in return, titled Loading... (spec §2.1). */
export function SignInCallbackPage() {
  usePageTitle('Loading...');
  const { auth } = useShell();
  if (auth.signInError) {
    return (
      <Result
        status="error"
        title="Sign-in did not complete"
        subTitle={auth.signInError}
        extra={<Button href={WELCOME_PATH}>Back to sign-in</Button>}
      />
    );
  }
  if (!auth.isSignedIn()) return <Navigate to={WELCOME_PATH} replace />;
  return <Navigate to={signInDestination(auth.returnPath, HOME_PATH)} replace />;
}
