import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';

/** The cards of the dashboards' pages (insights, awards): quiet borders on the container colour. */
export const cardStyle = (token: GlobalToken): CSSProperties => ({
  padding: 16,
  borderRadius: token.borderRadiusLG,
  border: `1px solid ${token.colorBorderSecondary}`,
  background: token.colorBgContainer,
});
