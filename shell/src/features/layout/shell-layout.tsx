import type { CSSProperties } from 'react';
import { Outlet } from 'react-router-dom';
import { APP_VERSION } from '@portal/contracts';
import { resolveThemeColors, themeCssVariables } from '@portal/ui/theme-tokens';
import { useShell } from '../auth/shell-context';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { TopBar } from './top-bar';

const themeVariables = themeCssVariables(resolveThemeColors(null)) as CSSProperties;

/** Header, the routed content (shell pages or a remote) and the footer version string. */
export function ShellLayout() {
  const { config, auth } = useShell();
  return (
    <div className="shell" style={themeVariables}>
      <TopBar />
      <main className="shell-main">
        <Outlet />
      </main>
      {/* The upload console host: the uploader remote stays mounted across every screen. */}
      {auth.isSignedIn() && (
        <aside aria-label="Uploads" className="shell-uploads">
          <RemoteOutlet remote="mfe_uploader" variant="widget" />
        </aside>
      )}
      <footer className="shell-footer">
        Discovery Portal {APP_VERSION} · release {config.releaseId}
      </footer>
    </div>
  );
}
