import type { ReactNode } from 'react';
import { Button, Tag, theme } from 'antd';
import { Link, NavLink } from 'react-router-dom';
import { errorMessage, type PortalQueryError } from '@portal/api-client';
import type { Theme } from '@portal/contracts';
import type { DetailsPage } from '../../../lib/routes';
import { Notice } from '../../../components/notice';
import { ThemeImage } from '../../../components/theme-image';

/** An action of the header: shown only when the server's answer says the user may (the caller decides). */
export interface HeaderAction {
  label: string;
  onClick: () => void;
  danger?: boolean;
}

/**
 * The header of a collection's or group's details (spec §2.3): the theme's hero image and colours, the name, a
 * role badge and the Confidential / Featured / Related tags, the description, the user's toggles and the actions the
 * user may take, then the settings its editors change in place (a collection's related flag). On a phone the hero is
 * lower and the actions wrap under the name.
 */
export function DetailsHeader({
  theme: entityTheme,
  name,
  description,
  role,
  confidential,
  featured,
  related = false,
  toggles,
  actions,
  settings,
  phone,
}: {
  theme: Theme;
  name: string;
  description: string;
  role: string;
  confidential: boolean;
  featured: boolean;
  /** A collection flagged related (spec §4); groups have no such flag. */
  related?: boolean;
  toggles: ReactNode;
  actions: HeaderAction[];
  settings?: ReactNode;
  phone: boolean;
}) {
  const { token } = theme.useToken();
  const accent = entityTheme.themeColor ?? token.colorPrimary;
  return (
    <header
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderTop: `4px solid ${accent}`,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
        background: token.colorBgContainer,
      }}
    >
      <ThemeImage path={entityTheme.heroUrl} colors={entityTheme} height={phone ? 96 : 180} />
      <div style={{ display: 'grid', gap: 8, padding: phone ? 12 : 16 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <h3 style={{ margin: 0, fontSize: phone ? 18 : 22, overflowWrap: 'anywhere' }}>{name}</h3>
          <Tag color="blue" aria-label={`Your role: ${role}`}>
            {role}
          </Tag>
          {confidential && <Tag variant="outlined">Confidential</Tag>}
          {featured && <Tag color="processing">Featured</Tag>}
          {related && <Tag color="gold">Related</Tag>}
        </div>
        {description && (
          <p style={{ margin: 0, color: token.colorTextSecondary, whiteSpace: 'pre-line' }}>{description}</p>
        )}
        <div role="toolbar" aria-label="Actions" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {toggles}
          {actions.map((action) => (
            <Button key={action.label} size="small" danger={action.danger} onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
        </div>
        {settings}
      </div>
    </header>
  );
}

/** The tabs of a details page, each a route of its own (spec §2.3: home, assets or collections, members). */
export function DetailsTabs({
  label,
  pages,
  current,
  pathOf,
}: {
  label: string;
  pages: readonly DetailsPage[];
  current: DetailsPage;
  pathOf: (page: string) => string;
}) {
  const { token } = theme.useToken();
  return (
    <nav aria-label={label} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0, overflowX: 'auto' }}>
        {pages.map((page) => {
          const active = page.page === current.page;
          return (
            <li key={page.page}>
              <NavLink
                to={pathOf(page.page)}
                end
                aria-current={active ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  padding: '8px 14px',
                  textDecoration: 'none',
                  whiteSpace: 'nowrap',
                  color: token.colorText,
                  borderBottom: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
                  fontWeight: active ? 600 : 400,
                }}
              >
                {page.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * What a details page shows when its collection or group cannot be read: for a 404 (unknown, of another site, or
 * confidential and not shared with the user: the server answers them alike) the server's message and a way back
 * to the lists; for anything else the server's message.
 */
export function LoadProblem({
  error,
  listsPath,
  listsLabel,
}: {
  error: unknown;
  listsPath: string;
  listsLabel: string;
}) {
  const status = (error as Partial<PortalQueryError> | undefined)?.status;
  if (status === 404)
    return (
      <Notice kind="warning" title={errorMessage(error)}>
        It may have been deleted, or it was not shared with you. <Link to={listsPath}>{listsLabel}</Link>
      </Notice>
    );
  return (
    <Notice kind="error" title="This page could not be loaded.">
      {errorMessage(error)} <Link to={listsPath}>{listsLabel}</Link>
    </Notice>
  );
}
