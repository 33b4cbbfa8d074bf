import { useId, type ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A titled part of an insights page (h3 under the page's h2). While new figures load for changed filters the old
 * ones stay, dimmed and marked busy, so the page does not jump.
 */
export function InsightsSection({
  title,
  extra,
  busy = false,
  children,
}: {
  title: string;
  /** Beside the title: a short note such as the period. */
  extra?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <section aria-labelledby={id} aria-busy={busy} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 12px' }}>
        <h3
          id={id}
          style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: 600, color: token.colorTextHeading }}
        >
          {title}
        </h3>
        {extra && <span style={{ color: token.colorTextSecondary }}>{extra}</span>}
      </div>
      <div style={{ display: 'grid', gap: 16, minWidth: 0, opacity: busy ? 0.6 : 1 }}>{children}</div>
    </section>
  );
}

/** The cards of a section side by side: one column on phones, as many as fit otherwise. */
export function CardGrid({ phone, wide = false, children }: { phone: boolean; wide?: boolean; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: phone
          ? 'minmax(0, 1fr)'
          : `repeat(auto-fit, minmax(min(100%, ${wide ? 480 : 360}px), 1fr))`,
      }}
    >
      {children}
    </div>
  );
}
