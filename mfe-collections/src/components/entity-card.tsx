import type { ReactNode } from 'react';
import { Tag, theme } from 'antd';
import { Link } from 'react-router-dom';
import { ThemeImage } from './theme-image';

export interface EntityCardProps {
  /** The details page it opens. */
  href: string;
  name: string;
  description: string;
  /** e.g. '12 assets' or '3 collections'. */
  count: string;
  confidential: boolean;
  featured?: boolean;
  /** A collection flagged related (spec §4): first on the content pages of its assets. */
  related?: boolean;
  thumbnailUrl: string | null;
  colors: { themeColor: string | null; secondaryThemeColor: string | null };
  /** Toggles and other actions, at the foot of the card. */
  actions?: ReactNode;
}

/**
 * One collection or group of a card grid (lists, a group's pinboard): the theme's thumbnail, the name linking to
 * its details, Confidential, Featured and Related tags, the description (three lines) and its count, actions at the foot.
 */
export function EntityCard({
  href,
  name,
  description,
  count,
  confidential,
  featured,
  related,
  thumbnailUrl,
  colors,
  actions,
}: EntityCardProps) {
  const { token } = theme.useToken();
  return (
    <article
      aria-label={name}
      style={{
        display: 'flex',
        flexDirection: 'column',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        overflow: 'hidden',
        // Every card fills its cell, whatever the length of its text.
        flex: 1,
        minWidth: 0,
      }}
    >
      <ThemeImage path={thumbnailUrl} colors={colors} height={120} />
      <div style={{ display: 'grid', gap: 6, padding: 12, flex: 1, alignContent: 'start' }}>
        <h3 style={{ margin: 0, fontSize: 16, lineHeight: 1.4, fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Link to={href} style={{ color: token.colorLink, textDecoration: 'none' }}>
            {name}
          </Link>
        </h3>
        {(confidential || featured || related) && (
          <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
            {confidential && <Tag variant="outlined">Confidential</Tag>}
            {featured && <Tag color="processing">Featured</Tag>}
            {related && <Tag color="gold">Related</Tag>}
          </div>
        )}
        {description && (
          <p
            style={{
              margin: 0,
              color: token.colorTextSecondary,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {description}
          </p>
        )}
        <span style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>{count}</span>
      </div>
      {actions && (
        <div
          style={{
            display: 'flex',
            gap: 4,
            flexWrap: 'wrap',
            padding: '8px 12px',
            borderTop: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          {actions}
        </div>
      )}
    </article>
  );
}

/** The grid of cards: as many 260 px columns as fit, one column on a phone (spec §9: phone is under 768). */
export function CardGrid({ label, phone, children }: { label: string; phone: boolean; children: ReactNode }) {
  return (
    <div
      role="list"
      aria-label={label}
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: phone ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {children}
    </div>
  );
}

/** A cell of CardGrid. */
export function CardCell({ children }: { children: ReactNode }) {
  return (
    <div role="listitem" style={{ display: 'flex', minWidth: 0 }}>
      <div style={{ flex: 1, display: 'flex', minWidth: 0 }}>{children}</div>
    </div>
  );
}

/** A count with its noun: '1 asset', '12 assets'. */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
