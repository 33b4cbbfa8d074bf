import { Suspense, type ReactNode } from 'react';
import { useGetCurrentUserQuery } from '@portal/api-client';
import { lazyThemed } from '../../../components/lazy-themed';
import { RequireSignIn } from './require-sign-in';

const AdministratorsOnlyPage = lazyThemed(
  async () => (await import('./administrators-only-page')).AdministratorsOnlyPage,
);

/**
 * The administration area is for portal administrators (GET v2/users/me isAdministrator), not for
 * every signed-in user: "Administrators manage users and deployments" (spec §1), and /admin is not
 * under a site, so a site's own administrators do not count. Anyone else gets a 403 page at the same
 * address instead of the admin remote, which is then not even downloaded. The API refuses such users
 * on its own; this spares them a screen whose every call would fail.
 */
export function RequireAdministrator({ children }: { children: ReactNode }) {
  return (
    <RequireSignIn>
      <AdministratorGate>{children}</AdministratorGate>
    </RequireSignIn>
  );
}

/** Inside RequireSignIn, so the profile is loaded. */
function AdministratorGate({ children }: { children: ReactNode }) {
  const { data } = useGetCurrentUserQuery();
  if (data?.isAdministrator === true) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <AdministratorsOnlyPage />
    </Suspense>
  );
}
