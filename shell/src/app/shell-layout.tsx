import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { APP_VERSION } from '@portal/contracts';
import { resolveThemeColors, themeCssVariables } from '@portal/ui/theme-tokens';
import { MaintenanceNotice } from '../features/layout/components/maintenance-notice';
import { RotateNotice } from '../features/layout/components/rotate-notice';
import { SystemMessageBar } from '../features/layout/components/system-message-bar';
import { TopBar } from '../features/layout/components/top-bar';
import { NavigationMenu } from '../features/navigation/components/navigation-menu';
import { BusyOverlay } from '../features/overlays/components/busy-overlay';
import { DialogHost } from '../features/overlays/components/dialog-host';
import { PanelHost } from '../features/overlays/components/panel-host';
import { findRemoteRoute } from '../features/remotes/state/find-remote-route';
import { RemoteOutlet } from '../features/remotes/components/remote-outlet';
import { useShell } from '../hooks/use-shell';
import { useSiteSession } from '../hooks/use-site-session';
import { NotificationBellSlot } from './notification-bell-slot';
import { SHELL_DIALOGS, SHELL_PANELS } from './shell-overlays';

/** The current site's colours as CSS variables on the whole shell: switching site re-themes at once. */
function Themed({ children }: { children: ReactNode }) {
  const { current } = useSiteSession();
  const theme = current?.site.theme ?? null;
  const style = useMemo(() => themeCssVariables(resolveThemeColors(theme)) as CSSProperties, [theme]);
  return (
    <div className="shell" style={style} data-site={current?.site.deploymentIndexId}>
      {children}
    </div>
  );
}

/**
 * Header, notices, the routed content (shell pages or a remote), the overlay hosts (panels, dialogs,
 * busy, upload console) and the footer version string.
 */
export function ShellLayout() {
  const { config, auth } = useShell();
  const { t } = useTranslation();
  const signedIn = auth.isSignedIn();
  const { pathname } = useLocation();
  // Pages made to be embedded (route flag hideHeader) show only themselves and the overlays.
  const bare = findRemoteRoute(pathname)?.hideHeader === true;
  if (bare)
    return (
      <Themed>
        <main className="shell-main shell-main-bare">
          <Outlet />
        </main>
        {signedIn && (
          <>
            <PanelHost panels={SHELL_PANELS} />
            <DialogHost dialogs={SHELL_DIALOGS} />
          </>
        )}
        <BusyOverlay />
      </Themed>
    );
  return (
    <Themed>
      <TopBar menu={<NavigationMenu />} notifications={<NotificationBellSlot />} />
      {signedIn && <SystemMessageBar />}
      <main className="shell-main">
        {signedIn && <MaintenanceNotice />}
        <Outlet />
      </main>
      {signedIn && (
        <>
          {/* The upload console host: the uploader remote stays mounted across every screen. */}
          <aside aria-label={t('layout.uploads')} className="shell-uploads">
            <RemoteOutlet remote="mfe_uploader" variant="widget" />
          </aside>
          <PanelHost panels={SHELL_PANELS} />
          <DialogHost dialogs={SHELL_DIALOGS} />
        </>
      )}
      <BusyOverlay />
      <RotateNotice />
      <footer className="shell-footer">
        {t('layout.footer', { version: APP_VERSION, release: config.releaseId })}
        {config.environment && config.environment !== 'production' && (
          <strong className="shell-footer-environment">
            {' '}
            · {t('layout.environment', { environment: config.environment })}
          </strong>
        )}
      </footer>
    </Themed>
  );
}
