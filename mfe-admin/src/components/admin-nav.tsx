import { theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_SECTIONS, type AdminSection } from '../lib/admin-scope';

/** The section an address belongs to (a user's page is under Users). */
const sectionAt = (pathname: string, sections: readonly AdminSection[]) =>
  sections.find((section) => pathname.startsWith(ADMIN_SECTIONS[section].path));

/**
 * The administration area's navigation, above each of its pages: the sections the signed-in user is offered
 * (Users and User groups; Deployments and sites and Audit log for portal administrators only). Plain links that wrap
 * on a narrow screen: antd's horizontal Menu hides what does not fit behind items that are aria-hidden yet
 * focusable, which screen readers and axe rightly refuse.
 */
export function AdminNav({ sections }: { sections: readonly AdminSection[] }) {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  if (sections.length === 0) return null;
  const current = sectionAt(pathname, sections);
  return (
    <nav
      aria-label="Administration"
      style={{ padding: '0 clamp(16px, 4vw, 32px)', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0 24px', listStyle: 'none', margin: 0, padding: 0 }}>
        {sections.map((section) => {
          const selected = section === current;
          return (
            <li key={section}>
              <Link
                to={ADMIN_SECTIONS[section].path}
                aria-current={selected ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  padding: '12px 0 10px',
                  color: selected ? token.colorPrimaryText : token.colorText,
                  fontWeight: selected ? 600 : 400,
                  borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
                }}
              >
                {ADMIN_SECTIONS[section].label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
