export { DEFAULT_THEME_COLORS, resolveThemeColors, themeConfig, themeCssVariables } from './theme-tokens';
export { PortalThemeProvider } from './portal-theme-provider';
export { TitledPage, usePageTitle } from './titled-page';
export { CapabilityLinkList, type CapabilityLink } from './capability-links/capability-link-list';
export { NewCapabilityLink, type MadeCapabilityLink } from './capability-links/new-capability-link';
export { usePhone } from './use-phone';
export { useReducedMotion } from './use-reduced-motion';
export { FilterChips, type FilterChip } from './filter-chips';
export { LoadFailure } from './load-failure';
