import { Avatar, Button, Dropdown, Layout, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { HOME_PATH, WELCOME_PATH } from '@portal/contracts';
import { useStream } from '@portal/platform';
import { useShell } from '../auth/shell-context';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The top bar. The full bar (drawer, search, assistant, notifications, upload) grows in the shell issue. */
export function TopBar() {
  const { auth, user } = useShell();
  const profile = useStream(user);
  return (
    <Layout.Header
      role="banner"
      style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 20, background: 'var(--portal-primary)' }}
    >
      <Link to={HOME_PATH} aria-label="Home" style={{ color: '#fff', display: 'flex', alignItems: 'center', gap: 10 }}>
        <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
          Discovery Portal
        </Typography.Text>
      </Link>
      <div style={{ flex: 1 }} />
      {auth.isSignedIn() ? (
        <Dropdown
          trigger={['click']}
          menu={{ items: [{ key: 'logout', label: 'Logout', onClick: () => void auth.signOut() }] }}
        >
          <Button type="text" aria-label="Profile menu" style={{ color: '#fff', display: 'flex', alignItems: 'center', gap: 8 }}>
            <Avatar size="small" src={profile?.picture ?? undefined} style={{ background: 'var(--portal-accent)' }}>
              {profile ? initials(profile.name || profile.email) : ''}
            </Avatar>
            <span className="profile-name">{profile?.name ?? ''}</span>
          </Button>
        </Dropdown>
      ) : (
        <Link to={WELCOME_PATH}>
          <Button>Login</Button>
        </Link>
      )}
    </Layout.Header>
  );
}
