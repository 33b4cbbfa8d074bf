import {
  CHART_THEMES,
  PAGE_TEMPLATE_CODES,
  type DeploymentIndex,
  type SaveDeploymentIndexRequest,
  type ThemeColors,
} from '@portal/contracts';

export type ThemeColourName = keyof ThemeColors;

/** The site's colours in the order the editor shows them (spec §3 Theme colours). */
export const THEME_COLOUR_NAMES: readonly ThemeColourName[] = [
  'primary',
  'secondary',
  'accent',
  'error',
  'warning',
  'info',
  'success',
  'confidential',
];

/** What the site editor's form holds: text as typed, '' for "not set" (default template, no chart theme, no colour). */
export interface SiteSettingsValues {
  name: string;
  welcomeMessage: string;
  pageTemplateCode: string;
  chartTheme: string;
  theme: Record<ThemeColourName, string>;
}

/** The form's starting values: the site as GET v2/deploymentIndexes/{id}/info answered it. */
export function siteSettingsValues(site: DeploymentIndex): SiteSettingsValues {
  return {
    name: site.name,
    welcomeMessage: site.welcomeMessage,
    pageTemplateCode: site.pageTemplateCode,
    chartTheme: site.chartTheme ?? '',
    theme: Object.fromEntries(THEME_COLOUR_NAMES.map((name) => [name, site.theme?.[name] ?? ''])) as Record<
      ThemeColourName,
      string
    >,
  };
}

/** The templates a site may use: the portal's (PAGE_TEMPLATE_CODES) and, kept as it is, a code of its own. */
export function templateCodes(site: DeploymentIndex): string[] {
  const codes: string[] = [...PAGE_TEMPLATE_CODES];
  return codes.includes(site.pageTemplateCode) ? codes : [...codes, site.pageTemplateCode];
}

const isChartTheme = (value: string): value is (typeof CHART_THEMES)[number] =>
  (CHART_THEMES as readonly string[]).includes(value);

/**
 * The body of PUT v2/dashboards/{id}: only what differs from the site (a missing field keeps its value). A blank
 * welcome message is sent as null, so the site welcomes people with its default again; a cleared colour or chart
 * theme is sent as null. Names are trimmed. Empty when nothing changed.
 */
export function siteSettingsChanges(site: DeploymentIndex, values: SiteSettingsValues): SaveDeploymentIndexRequest {
  const before = siteSettingsValues(site);
  const changes: SaveDeploymentIndexRequest = {};
  const name = values.name.trim();
  if (name !== before.name) changes.name = name;
  if (values.welcomeMessage.trim() !== before.welcomeMessage.trim())
    changes.welcomeMessage = values.welcomeMessage.trim() === '' ? null : values.welcomeMessage.trim();
  if (values.pageTemplateCode !== before.pageTemplateCode) changes.pageTemplateCode = values.pageTemplateCode;
  if (values.chartTheme !== before.chartTheme)
    changes.chartTheme = isChartTheme(values.chartTheme) ? values.chartTheme : null;
  const colours = THEME_COLOUR_NAMES.filter(
    (colour) => values.theme[colour].toLowerCase() !== before.theme[colour].toLowerCase(),
  );
  if (colours.length > 0)
    changes.theme = Object.fromEntries(colours.map((colour) => [colour, values.theme[colour] || null]));
  return changes;
}
