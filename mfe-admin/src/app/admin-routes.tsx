import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { AdminNav } from '../components/admin-nav';
import { UsersHomePage } from '../features/users/components/users-home-page';
import { useAdminContext } from '../hooks/use-admin-scope';

// Each page but the home is loaded when first opened: antd is bundled per app, not shared (webpack-config), and the
// tables, forms, trees and pickers of every page together would make the first mount twice its budget.
const UsersListPage = lazy(async () => ({
  default: (await import('../features/users/components/users-list-page')).UsersListPage,
}));
const UserPage = lazy(async () => ({ default: (await import('../features/users/components/user-page')).UserPage }));
const UserGroupsPage = lazy(async () => ({
  default: (await import('../features/user-groups/components/user-groups-page')).UserGroupsPage,
}));
const DeploymentsPage = lazy(async () => ({
  default: (await import('../features/deployments/components/deployments-page')).DeploymentsPage,
}));
const AuditLogPage = lazy(async () => ({
  default: (await import('../features/audit-log/components/audit-log-page')).AuditLogPage,
}));

/** Every admin page under the area's navigation (the sections the signed-in user is offered). */
function AdminLayout() {
  const { scope } = useAdminContext();
  return (
    <>
      <AdminNav sections={scope.sections} />
      <Suspense fallback={<Skeleton active style={{ padding: '24px clamp(16px, 4vw, 32px)' }} />}>
        <Outlet />
      </Suspense>
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
