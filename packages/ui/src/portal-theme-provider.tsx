import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { ThemeColors } from '@portal/contracts';
import { resolveThemeColors, themeConfig, themeCssVariables } from './theme-tokens';

/** Every app renders inside this: antd configured from the current site's theme colours. */
export function PortalThemeProvider({
  colors,
  scope,
  children,
}: {
  colors?: Partial<ThemeColors> | null;
  /** The app (a remote's name) whose antd renders inside: its CSS variables are its own (themeConfig). */
  scope?: string;
  children: ReactNode;
}) {
  const resolved = useMemo(() => resolveThemeColors(colors), [colors]);
  const config = useMemo(() => themeConfig(resolved, scope), [resolved, scope]);
  return (
    <ConfigProvider theme={config}>
      <div style={themeCssVariables(resolved) as CSSProperties}>{children}</div>
    </ConfigProvider>
  );
}
