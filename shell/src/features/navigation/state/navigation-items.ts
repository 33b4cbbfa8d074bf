import type { NavigationPage } from '@portal/contracts';

/** Menu items that get a 'New' chip (spec §2.5). */
export const NEW_CHIP_NAMES = [
  'Awards Results',
  'Awards Leaderboard',
  'BI Dashboards',
  'Business Intelligence',
  'Dashboards',
] as const;

export const hasNewChip = (name: string): boolean => (NEW_CHIP_NAMES as readonly string[]).includes(name.trim());

/** A path starting with http or https is external and opens in a new tab. */
export const isExternalPath = (path: string): boolean => /^https?:\/\//i.test(path.trim());

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/**
 * Replaces `{{name}}` placeholders with configured values. A placeholder without a value stays, and
 * the result says so: such an item cannot be followed.
 */
export function fillPlaceholders(
  path: string,
  values: Readonly<Record<string, string | null | undefined>>,
): { path: string; unresolved: string[] } {
  const unresolved: string[] = [];
  const filled = path.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value.trim() === '') {
      unresolved.push(name);
      return whole;
    }
    return value.trim();
  });
  return { path: filled, unresolved };
}

export interface MenuLink {
  page: NavigationPage;
  /** Where the item goes: a portal path, or an external address (new tab). */
  href: string;
  external: boolean;
  isNew: boolean;
  /** The form to open instead, for a form item whose address is not configured. */
  formDialog: 'requestAccess' | null;
}

/**
 * What a menu item does. A placeholder that stays unfilled hides the item, except the request-access
 * item: without a configured address it opens the portal's own Request Access form.
 */
export function toMenuLink(
  page: NavigationPage,
  values: Readonly<Record<string, string | null | undefined>>,
): MenuLink | null {
  const { path, unresolved } = fillPlaceholders(page.path, values);
  if (unresolved.length > 0) {
    return page.code === 'requestAccess'
      ? { page, href: '', external: false, isNew: hasNewChip(page.name), formDialog: 'requestAccess' }
      : null;
  }
  const external = isExternalPath(path);
  return {
    page,
    href: external ? path : path.startsWith('/') ? path : `/${path}`,
    external,
    isNew: hasNewChip(page.name),
    formDialog: null,
  };
}
