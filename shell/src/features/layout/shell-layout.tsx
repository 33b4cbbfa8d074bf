import { Layout, Typography } from 'antd';
import { Outlet } from 'react-router-dom';
import { APP_VERSION } from '@portal/contracts';
import { useShell } from '../auth/shell-context';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { TopBar } from './top-bar';

/** Header, the routed content (shell pages or a remote) and the footer version string. */
export function ShellLayout() {
  const { config, auth } = useShell();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar />
      <Layout.Content role="main" style={{ background: '#fff' }}>
        <Outlet />
      </Layout.Content>
      {/* The upload console host: the uploader remote stays mounted across every screen. */}
      {auth.isSignedIn() && (
        <aside aria-label="Uploads" style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 900 }}>
          <RemoteOutlet remote="mfe_uploader" variant="widget" />
        </aside>
      )}
      <Layout.Footer style={{ textAlign: 'center', padding: '12px 24px' }}>
        <Typography.Text type="secondary">
          Discovery Portal {APP_VERSION} · release {config.releaseId}
        </Typography.Text>
      </Layout.Footer>
    </Layout>
  );
}
