import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A message box in the theme's colours (errors as an alert, the rest as a status) — a plain element rather than
 * antd's Alert, which would add its own dependencies to the remote's first load (bundle budget).
 */
export function Notice({
  kind,
  title,
  children,
}: {
  kind: 'info' | 'warning' | 'error';
  title: string;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  const colours = {
    info: [token.colorInfoBg, token.colorInfoBorder],
    warning: [token.colorWarningBg, token.colorWarningBorder],
    error: [token.colorErrorBg, token.colorErrorBorder],
  }[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      style={{
        background: colours[0],
        border: `1px solid ${colours[1]}`,
        borderRadius: token.borderRadiusLG,
        padding: '12px 16px',
        display: 'grid',
        gap: 4,
      }}
    >
      <strong>{title}</strong>
      {children && <div>{children}</div>}
    </div>
  );
}
