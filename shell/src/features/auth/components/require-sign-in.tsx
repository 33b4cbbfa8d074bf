import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { errorMessage, useGetCurrentUserQuery } from '@portal/api-client';
import { WELCOME_PATH } from '@portal/contracts';
import { lazyThemed } from '../../../components/lazy-themed';
import { LoadingStatus } from '../../../components/loading-status';
import { rememberReturnPath } from '../state/return-path';
import { useShell } from '../../../hooks/use-shell';

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

const ProfileProblem = lazyThemed(async () => (await import('./profile-problem')).ProfileProblem);

function ProfileGate({ children }: { children: ReactNode }) {
  const { user } = useShell();
  const { data, error, isLoading, refetch } = useGetCurrentUserQuery();

  useEffect(() => {
    if (data) user.next(data);
  }, [data, user]);

  if (isLoading) {
    return <LoadingStatus label="Loading your profile…" />;
  }
  if (error) {
    const failure = 'status' in error ? error : { status: 0, message: errorMessage(error, 'Unexpected error.') };
    return (
      <Suspense fallback={null}>
        <ProfileProblem failure={failure} onRetry={() => void refetch()} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
