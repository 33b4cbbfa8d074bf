import type { NavigationPageGroup, QuickLink } from '@portal/contracts';

/** One entry of the launcher: a screen of the site's navigation or one link of a quick link. */
export interface Shortcut {
  key: string;
  name: string;
  /** The navigation group or quick link the entry belongs to. */
  group: string;
  /** A portal path, or an address outside the portal. */
  href: string;
  external: boolean;
  /** External web addresses open in a new tab (spec §2.5); mail links do not. */
  newTab: boolean;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;
const WEB_ADDRESS = /^https?:\/\//i;

/**
 * A navigation path with its `{{name}}` placeholders filled from the site's values (spec §2.5), or null when one of
 * them has no value: such an item cannot be followed.
 */
export function fillPath(path: string, values: Readonly<Record<string, string | null | undefined>>): string | null {
  let complete = true;
  const filled = path.trim().replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name]?.trim();
    if (!value) complete = false;
    return value || whole;
  });
  return complete ? filled : null;
}

/** The screens of the site's navigation the user may open (the server lists only those), groups in their order. */
export function navigationShortcuts(
  groups: readonly NavigationPageGroup[],
  values: Readonly<Record<string, string | null | undefined>>,
): Shortcut[] {
  return [...groups]
    .sort((a, b) => a.order - b.order)
    .flatMap((group) =>
      group.pages.flatMap((page): Shortcut[] => {
        const path = fillPath(page.path, values);
        if (path === null) return [];
        const external = WEB_ADDRESS.test(path);
        return [
          {
            key: `page-${page.pageId}`,
            name: page.name,
            group: group.name,
            href: external || path.startsWith('/') ? path : `/${path}`,
            external,
            newTab: external,
          },
        ];
      }),
    );
}

/** Every link of the site's quick links (absolute http, https or mailto addresses, spec §5), under its quick link. */
export function quickLinkShortcuts(quickLinks: readonly QuickLink[]): Shortcut[] {
  return quickLinks.flatMap((quickLink) =>
    quickLink.quickLinkValues.map((link) => ({
      key: `link-${link.quickLinkValueId}`,
      name: link.name,
      group: quickLink.name,
      href: link.value,
      external: true,
      newTab: WEB_ADDRESS.test(link.value),
    })),
  );
}

/** The navigation's screens, then the quick links; an address listed twice is kept once, where it first appears. */
export function shortcutsOf(
  groups: readonly NavigationPageGroup[],
  quickLinks: readonly QuickLink[],
  values: Readonly<Record<string, string | null | undefined>>,
): Shortcut[] {
  const seen = new Set<string>();
  return [...navigationShortcuts(groups, values), ...quickLinkShortcuts(quickLinks)].filter((shortcut) => {
    if (seen.has(shortcut.href)) return false;
    seen.add(shortcut.href);
    return true;
  });
}

/** The shortcuts whose name or group holds every word of the filter, whatever the case; all of them for none. */
export function matchShortcuts(shortcuts: readonly Shortcut[], filter: string): Shortcut[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  return shortcuts.filter((shortcut) => {
    const text = `${shortcut.name} ${shortcut.group}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
