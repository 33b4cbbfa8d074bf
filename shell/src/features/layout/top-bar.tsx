import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PATH, WELCOME_PATH } from '@portal/contracts';
import { useStream } from '@portal/platform';
import { lazyThemed } from '../../app/lazy-themed';
import { useShell } from '../auth/shell-context';

const ProfileMenu = lazyThemed(async () => (await import('./profile-menu')).ProfileMenu);

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
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header role="banner" className="shell-header">
      <Link to={HOME_PATH} aria-label="Home" className="shell-brand">
        Discovery Portal
      </Link>
      <div className="shell-spacer" />
      {auth.isSignedIn() ? (
        <div style={{ position: 'relative' }}>
          <button
            type="button"
            className="shell-button"
            aria-label="Profile menu"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="shell-avatar" aria-hidden="true">
              {profile?.picture ? <img src={profile.picture} alt="" /> : profile ? initials(profile.name || profile.email) : ''}
            </span>
            <span className="profile-name">{profile?.name ?? ''}</span>
          </button>
          {menuOpen && (
            <Suspense fallback={null}>
              <ProfileMenu onClose={() => setMenuOpen(false)} />
            </Suspense>
          )}
        </div>
      ) : (
        <Link to={WELCOME_PATH} className="shell-button outlined">
          Login
        </Link>
      )}
    </header>
  );
}
