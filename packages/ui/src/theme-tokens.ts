import type { ThemeConfig } from 'antd';
import type { ThemeColors } from '@portal/contracts';

/** The portal's colours when a site sets none. */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  primary: '#1f3a93',
  secondary: '#5c6b8a',
  accent: '#e4572e',
  error: '#c62828',
  warning: '#b26a00',
  info: '#1565c0',
  success: '#2e7d32',
  confidential: '#8e24aa',
};

export function resolveThemeColors(site: Partial<ThemeColors> | null | undefined): ThemeColors {
  const colors = { ...DEFAULT_THEME_COLORS };
  for (const [name, value] of Object.entries(site ?? {})) {
    if (typeof value === 'string' && value.trim() !== '') colors[name as keyof ThemeColors] = value;
  }
  return colors;
}

/**
 * antd tokens from the site theme colours; secondary, accent and confidential become CSS variables. `scope` names the
 * app (a remote) whose antd this is: each remote bundles its own antd, and antd removes a theme's CSS-variable style
 * when the last tree using it unmounts. Under one shared key, closing another remote's panel removed the variables
 * the page still used (its buttons lost their borders and backgrounds); one key per app keeps them apart.
 */
/** antd's theme for a site's colours; `reducedMotion` (the user's system setting) turns antd's motion off. */
export function themeConfig(colors: ThemeColors, scope?: string, reducedMotion = false): ThemeConfig {
  return {
    cssVar: { key: scope ? `portal-${scope}` : 'portal' },
    token: {
      motion: !reducedMotion,
      colorPrimary: colors.primary,
      colorLink: colors.primary,
      colorError: colors.error,
      colorWarning: colors.warning,
      colorInfo: colors.info,
      colorSuccess: colors.success,
      // antd's descriptions and placeholders (45% black, 3.4:1 on white) miss WCAG AA's 4.5:1; 62% gives 5.9:1.
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      borderRadius: 6,
      fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  };
}

export function themeCssVariables(colors: ThemeColors): Record<`--portal-${string}`, string> {
  return {
    '--portal-primary': colors.primary,
    '--portal-secondary': colors.secondary,
    '--portal-accent': colors.accent,
    '--portal-confidential': colors.confidential,
  };
}
