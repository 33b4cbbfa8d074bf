import { Suspense, type ReactNode } from 'react';
import { useGetCurrentUserQuery } from '@portal/api-client';
import { lazyThemed } from '../../../components/lazy-themed';
import { RequireSignIn } from './require-sign-in';

const AdministratorsOnlyPage = lazyThemed(
  async () => (await import('./administrators-only-page')).AdministratorsOnlyPage,
);

/**
 * The administration area is for administrators, not for every signed-in user: "Administrators manage
 * users and deployments" (spec §1). Who reaches /admin, from GET v2/users/me:
 * - a portal administrator (isAdministrator): all of it;
 * - a site administrator (managedSiteIds not empty: the sites whose user groups they manage, the role
 *   table's manageMembers): its users and user groups, scoped to those sites (the admin remote offers
 *   them nothing else);
 * - anyone else: a 403 page at the same address instead of the admin remote, which is then not even
 *   downloaded.
 * The API refuses on its own whatever each may not do; this spares the others a screen whose every call
 * would fail.
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
  if (data?.isAdministrator === true || (data?.managedSiteIds.length ?? 0) > 0) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <AdministratorsOnlyPage />
    </Suspense>
  );
}
