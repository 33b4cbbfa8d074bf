import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { useGetCurrentUserQuery } from '@portal/api-client';
import { WELCOME_PATH } from '@portal/contracts';
import { rememberReturnPath } from './return-path';
import { useShell } from './shell-context';

/**
 * Sign-in is required unless a route says otherwise; signed in means the profile is loaded (spec §6).
 * A signed-out user goes to the login page and the full path is remembered.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { auth } = useShell();
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const signedIn = auth.isSignedIn();

  useEffect(() => {
    if (!signedIn) rememberReturnPath(fullPath);
  }, [signedIn, fullPath]);

  if (!signedIn) return <Navigate to={WELCOME_PATH} replace />;
  return <ProfileGate>{children}</ProfileGate>;
}

function ProfileGate({ children }: { children: ReactNode }) {
  const { user, auth } = useShell();
  const location = useLocation();
  const { data, error, isLoading, refetch } = useGetCurrentUserQuery();

  useEffect(() => {
    if (data) user.next(data);
  }, [data, user]);

  if (isLoading) {
    return (
      <div role="status" style={{ padding: 64, textAlign: 'center' }}>
        <Spin /> <div style={{ marginTop: 12 }}>Loading your profile…</div>
      </div>
    );
  }
  if (error) {
    const failure = 'status' in error ? error : { status: 0, message: error.message ?? 'Unexpected error.' };
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
        extra={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  return <>{children}</>;
}
