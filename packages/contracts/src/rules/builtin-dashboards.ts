/**
 * The names of the built-in dashboards and how many weeks they chart (api/bi.ts), in a file without schemas so that
 * the browser bundles that read them do not carry typebox.
 */

/** The built-in dashboards of a site (GET v2/dashboards/builtin/{name}). */
export const BUILTIN_DASHBOARD_NAMES = ['engagement', 'uploads', 'searches'] as const;
export type BuiltinDashboardName = (typeof BUILTIN_DASHBOARD_NAMES)[number];

/** How many weeks the built-in dashboards chart (this week and the ones before it). */
export const BUILTIN_DASHBOARD_WEEKS = 12;
