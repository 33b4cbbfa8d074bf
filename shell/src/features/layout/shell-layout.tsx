import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { APP_VERSION } from '@portal/contracts';
import { resolveThemeColors, themeCssVariables } from '@portal/ui/theme-tokens';
import { useShell } from '../auth/shell-context';
import { BusyOverlay } from '../overlays/busy-overlay';
import { DialogHost } from '../overlays/dialog-host';
import { PanelHost } from '../overlays/panel-host';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { SiteSessionProvider, useOptionalSiteSession } from '../sites/site-session';
import { MaintenanceNotice } from './maintenance-notice';
import { RotateNotice } from './rotate-notice';
import { SystemMessageBar } from './system-message-bar';
import { TopBar } from './top-bar';

/** The current site's colours as CSS variables on the whole shell: switching site re-themes at once. */
function Themed({ children }: { children: ReactNode }) {
  const session = useOptionalSiteSession();
  const theme = session?.current?.site.theme ?? null;
  const style = useMemo(() => themeCssVariables(resolveThemeColors(theme)) as CSSProperties, [theme]);
  return (
    <div className="shell" style={style} data-site={session?.current?.site.deploymentIndexId}>
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
  const content = (
    <Themed>
      <TopBar />
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
          <PanelHost />
          <DialogHost />
        </>
      )}
      <BusyOverlay />
      <RotateNotice />
      <footer className="shell-footer">{t('layout.footer', { version: APP_VERSION, release: config.releaseId })}</footer>
    </Themed>
  );
  return signedIn ? <SiteSessionProvider>{content}</SiteSessionProvider> : content;
}
