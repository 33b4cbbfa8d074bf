import {
  ArrowLeftOutlined,
  CloudUploadOutlined,
  HomeOutlined,
  ReloadOutlined,
  RobotOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH, WELCOME_PATH } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { IconButton } from '../../../components/icon-button';
import { lazyThemed } from '../../../components/lazy-themed';
import { useShell } from '../../../hooks/use-shell';
import { useSiteSession } from '../../../hooks/use-site-session';
import { useGetDocumentByIdQuery } from '../api/get-document-by-id';
import { dashboardRefreshSearch, embedPageDocument, topBarRules } from '../state/top-bar-rules';

const ProfileMenu = lazyThemed(async () => (await import('./profile-menu')).ProfileMenu);
const SearchPanel = lazyThemed(async () => (await import('./search-panel')).SearchPanel);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/**
 * The top bar (spec §2.5): global menu, home, back on the embed page, dashboard refresh there when its
 * document has a dashboard, search toggle, assistant, notifications, upload, profile menu. Buttons
 * follow the site's permissions. The global menu and the notifications belong to their own features
 * and are put in place by the app (`menu`, `notifications`); both are for signed-in users only.
 */
export function TopBar({ menu, notifications }: { menu?: ReactNode; notifications?: ReactNode }) {
  const { auth, user } = useShell();
  const platform = usePlatform();
  const session = useSiteSession();
  const { t } = useTranslation();
  const profile = useStream(user);
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  // The search panel belongs to the page it was opened on: a search from it (or any other navigation) closes it.
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const searchOpen = searchOpenAt === location.key;
  const closeSearch = useCallback(() => setSearchOpenAt(null), []);
  const signedIn = auth.isSignedIn();
  // The embed page's document tells whether there is a dashboard to refresh; `currentData` is never an earlier page's.
  const embedded = embedPageDocument(location.pathname, location.search);
  const { currentData: embeddedDocument } = useGetDocumentByIdQuery(signedIn && embedded ? embedded : skipToken);
  const rules = topBarRules(
    location.pathname,
    location.search,
    session.permissions,
    !!session.current,
    embeddedDocument?.document,
  );

  return (
    <>
      <header role="banner" className="shell-header">
        {signedIn && menu}
        {signedIn && rules.showHome && (
          <Link to={HOME_PATH} className="shell-icon-button" aria-label={t('topBar.home')} title={t('topBar.home')}>
            <HomeOutlined />
          </Link>
        )}
        {rules.showBack && (
          <IconButton label={t('topBar.back')} onClick={() => navigate(-1)}>
            <ArrowLeftOutlined />
          </IconButton>
        )}
        {rules.showDashboardRefresh && (
          <IconButton
            label={t('topBar.refreshDashboard')}
            onClick={() => navigate({ search: dashboardRefreshSearch(location.search) }, { replace: true })}
          >
            <ReloadOutlined />
          </IconButton>
        )}
        <Link to={signedIn ? HOME_PATH : WELCOME_PATH} className="shell-brand">
          <span className="shell-brand-name">{t('brand')}</span>
          {session.current && <span className="shell-brand-site">{session.current.site.name}</span>}
        </Link>
        <div className="shell-spacer" />
        {signedIn && (
          <>
            <IconButton
              label={t('topBar.search')}
              pressed={searchOpen}
              onClick={() => setSearchOpenAt(searchOpen ? null : location.key)}
            >
              <SearchOutlined />
            </IconButton>
            {rules.showAssistant && (
              <IconButton label={t('topBar.assistant')} onClick={() => platform.panels.open('askBot')}>
                <RobotOutlined />
              </IconButton>
            )}
            {notifications}
            {rules.showUpload && (
              <IconButton
                label={rules.uploadDisabled ? t('topBar.uploadNeedsSite') : t('topBar.upload')}
                disabled={rules.uploadDisabled}
                onClick={() => platform.panels.open('uploader')}
              >
                <CloudUploadOutlined />
              </IconButton>
            )}
          </>
        )}
        {signedIn ? (
          <div className="shell-profile">
            <button
              type="button"
              className="shell-button"
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="shell-avatar" aria-hidden="true">
                {profile?.picture ? (
                  <img src={profile.picture} alt="" />
                ) : profile ? (
                  initials(profile.name || profile.email)
                ) : (
                  ''
                )}
              </span>
              {/* Named by its content (the visible name, then 'Profile menu' for screen readers), so the name a
                  speech user says and the one assistive technology announces agree. */}
              <span className="profile-name">{profile?.name ?? ''}</span>
              <span className="visually-hidden"> {t('topBar.profileMenu')}</span>
            </button>
            {menuOpen && (
              <Suspense fallback={null}>
                <ProfileMenu onClose={() => setMenuOpen(false)} />
              </Suspense>
            )}
          </div>
        ) : (
          <Link to={WELCOME_PATH} className="shell-button outlined">
            {t('topBar.login')}
          </Link>
        )}
      </header>
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchPanel onClose={closeSearch} />
        </Suspense>
      )}
      {rules.showSearchPrompt && signedIn && (
        <p className="shell-search-prompt">
          <button
            type="button"
            className="shell-link-button"
            onClick={() => platform.dialogs.open('newContentRequest')}
          >
            {t('topBar.cantFind')}
          </button>
        </p>
      )}
    </>
  );
}
