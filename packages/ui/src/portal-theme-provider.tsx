import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { ThemeColors } from '@portal/contracts';
import { resolveThemeColors, themeConfig, themeCssVariables } from './theme-tokens';

/** Every app renders inside this: antd configured from the current site's theme colours. */
export function PortalThemeProvider({
  colors,
  children,
}: {
  colors?: Partial<ThemeColors> | null;
  children: ReactNode;
}) {
  const resolved = useMemo(() => resolveThemeColors(colors), [colors]);
  const config = useMemo(() => themeConfig(resolved), [resolved]);
  return (
    <ConfigProvider theme={config}>
      <div style={themeCssVariables(resolved) as CSSProperties}>{children}</div>
    </ConfigProvider>
  );
}
