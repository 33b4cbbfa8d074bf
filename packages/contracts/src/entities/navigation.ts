export interface NavigationPage {
  pageId: number;
  name: string;
  /** An http(s) path is external and opens in a new tab; {{name}} placeholders are filled from configuration. */
  path: string;
  code: string;
  iconValue: string | null;
}

export interface NavigationPageGroup {
  pageGroupingId: number;
  name: string;
  code: string;
  order: number;
  pages: NavigationPage[];
}

/** GET v2/acl/portal/navigationItems/{indexId}/localPages entry: a page of the site outside the menu. */
export interface LocalPage {
  localPageId: number;
  name: string;
  path: string;
  code: string;
  iconValue: string | null;
  order: number;
}

export interface PageAction {
  pageElementId: number;
  name: string;
  code: string;
  hasToggle: boolean;
  iconValue: string | null;
}

/** Action bit flags (calls doc §9). */
export const ACTION_FLAGS = {
  like: 2,
  share: 4,
  addToCollection: 8,
  fullscreen: 16,
  download: 32,
  analyze: 64,
  interact: 128,
  reset: 256,
  refresh: 512,
} as const;
export type ActionFlag = keyof typeof ACTION_FLAGS;
