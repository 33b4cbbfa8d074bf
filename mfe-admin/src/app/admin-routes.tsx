import { Navigate, Route, Routes } from 'react-router-dom';
import { TitledPage } from '@portal/ui';

/** The admin area: /admin with child users — users-home and users/list (spec §2.1). */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<Navigate to="/admin/users" replace />} />
      <Route path="/admin/users" element={<TitledPage title="Manage Users" />} />
      <Route path="/admin/users/list" element={<TitledPage title="Users" />} />
    </Routes>
  );
}
