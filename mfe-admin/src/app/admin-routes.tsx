import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { AdminNav } from '../components/admin-nav';
import { AuditLogPage } from '../features/audit-log/components/audit-log-page';
import { DeploymentsPage } from '../features/deployments/components/deployments-page';
import { UserGroupsPage } from '../features/user-groups/components/user-groups-page';
import { UserPage } from '../features/users/components/user-page';
import { UsersHomePage } from '../features/users/components/users-home-page';
import { UsersListPage } from '../features/users/components/users-list-page';
import { useAdminContext } from '../hooks/use-admin-scope';

/** Every admin page under the area's navigation (the sections the signed-in user is offered). */
function AdminLayout() {
  const { scope } = useAdminContext();
  return (
    <>
      <AdminNav sections={scope.sections} />
      <Outlet />
    </>
  );
}

/**
 * The administration area: /admin with child users — users-home and users/list (spec §2.1) — a user's page, the user
 * groups of a site, and for portal administrators deployments and sites and the audit log. The shell opens it for
 * portal and site administrators only; what each is offered is `lib/admin-scope.ts`.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<Navigate to="/admin/users" replace />} />
      <Route element={<AdminLayout />}>
        <Route path="/admin/users" element={<UsersHomePage />} />
        <Route path="/admin/users/list" element={<UsersListPage />} />
        <Route path="/admin/users/list/:userId" element={<UserPage />} />
        <Route path="/admin/user-groups" element={<UserGroupsPage />} />
        <Route path="/admin/deployments" element={<DeploymentsPage />} />
        <Route path="/admin/audit" element={<AuditLogPage />} />
      </Route>
    </Routes>
  );
}
