import { CHART_SETTING_CODES, type SettingValue } from '@portal/contracts';

/** The customization panel types of spec §2.6, by what a property holds. */
export type PanelType = 'Page Elements' | 'CSS Themes' | 'Site Default Imagery';

export const panelTypeOf = (setting: Pick<SettingValue, 'appPropertyType' | 'appPropertyCode'>): PanelType =>
  setting.appPropertyType === 'file'
    ? 'Site Default Imagery'
    : setting.appPropertyType === 'color' ||
        setting.appPropertyCode.startsWith('--') ||
        setting.appPropertyCode === CHART_SETTING_CODES.colors
      ? 'CSS Themes'
      : 'Page Elements';

/** The chart colours as the form shows them ('#1f4e79, #f2a900'); a stored value that is not a JSON list as it is. */
export function chartColorsText(stored: string | null): string {
  if (!stored) return '';
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.map(String).join(', ') : stored;
  } catch {
    return stored;
  }
}

/** The chart colours as stored: a JSON list ('["#1f4e79","#f2a900"]'), or null when none are left. */
export function chartColorsValue(text: string): string | null {
  const colours = text
    .split(',')
    .map((colour) => colour.trim())
    .filter(Boolean);
  return colours.length === 0 ? null : JSON.stringify(colours);
}

/**
 * What a save sends (PUT v2/{type}/{id}/customization): only the settings whose value changed, an emptied one as
 * null (the default applies again).
 */
export function changedSettings(
  stored: ReadonlyMap<string, string>,
  values: Record<string, string | null | undefined>,
): { appPropertyCode: string; value: string | null }[] {
  return Object.entries(values)
    .filter(([code, value]) => (value ?? '') !== (stored.get(code) ?? ''))
    .map(([appPropertyCode, value]) => ({ appPropertyCode, value: value?.trim() ? value : null }));
}
