import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A message box in the theme's warning or error colours, announced to screen readers (role alert). The search
 * remote draws its own instead of antd's Alert to stay within its first-load budget (see search-page.tsx).
 */
export function Notice({ kind, title, children }: { kind: 'warning' | 'error'; title: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  const colors =
    kind === 'error'
      ? { bg: token.colorErrorBg, border: token.colorErrorBorder }
      : { bg: token.colorWarningBg, border: token.colorWarningBorder };
  return (
    <div
      role="alert"
      style={{
        background: colors.bg,
        border: `1px solid ${colors.border}`,
        borderRadius: token.borderRadiusLG,
        padding: '8px 12px',
      }}
    >
      <strong>{title}</strong>
      {children && <div style={{ marginTop: 4 }}>{children}</div>}
    </div>
  );
}
