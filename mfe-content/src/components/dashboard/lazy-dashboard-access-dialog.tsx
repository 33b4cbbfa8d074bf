import { lazy, Suspense } from 'react';
import type { DashboardAccessDialogProps } from './dashboard-access-dialog';

// The dialog loads when it is first opened: most pages never show it.
const DashboardAccessDialog = lazy(async () => ({
  default: (await import('./dashboard-access-dialog')).DashboardAccessDialog,
}));

/** The Dashboard Access dialog (dashboard-access-dialog.tsx), loaded only once it opens. */
export function LazyDashboardAccessDialog(props: DashboardAccessDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DashboardAccessDialog {...props} />
    </Suspense>
  );
}
