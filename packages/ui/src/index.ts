export { DEFAULT_THEME_COLORS, resolveThemeColors, themeConfig, themeCssVariables } from './theme-tokens';
export { PortalThemeProvider } from './portal-theme-provider';
export { TitledPage, usePageTitle } from './titled-page';
