import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { ThemeColors } from '@portal/contracts';
import { resolveThemeColors, themeConfig, themeCssVariables } from './theme-tokens';
import { useReducedMotion } from './use-reduced-motion';

/** Every app renders inside this: antd configured from the current site's theme colours and the user's motion setting. */
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
  const reducedMotion = useReducedMotion();
  const config = useMemo(() => themeConfig(resolved, scope, reducedMotion), [resolved, scope, reducedMotion]);
  return (
    <ConfigProvider theme={config}>
      <div style={themeCssVariables(resolved) as CSSProperties}>{children}</div>
    </ConfigProvider>
  );
}
