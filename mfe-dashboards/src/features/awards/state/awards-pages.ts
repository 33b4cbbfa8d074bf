import { AWARD_RESULT_VIEWS, type AwardResultView } from '@portal/contracts';

/** The awards pages' titles (spec §2.3), word for word. */
export const AWARDS_TITLES = {
  home: 'Awards',
  leaderboard: 'Cadre Rankings',
  showcase: 'Award Showcase',
  leaderboardandresults: 'Leaderboard and Results',
  cannes: 'Cannes Lions Award Advance Analytics Performance Tracker Dashboard',
} as const;

/** 'Award Results - <view>' (spec §2.3). */
export const resultsTitle = (view: AwardResultView) => `Award Results - ${AWARD_RESULT_VIEWS[view].label}`;

export const RESULT_VIEWS = Object.keys(AWARD_RESULT_VIEWS) as AwardResultView[];

export const isResultView = (view: string | undefined): view is AwardResultView =>
  (RESULT_VIEWS as readonly string[]).includes(view ?? '');

/** An awards page, as its path below `awards/` names it. */
export type AwardsPage =
  'home' | 'leaderboard' | 'showcase' | 'leaderboardandresults' | 'insights/cannes' | `results/${AwardResultView}`;

/**
 * Where an awards page is: under the site's own path when the page was opened there (`/sites/{id}/awards/…`),
 * else under the current site's `/awards/…` (spec §2.1 non-site variants).
 */
export function awardsPath(site: { siteId: number | null; prefixed: boolean }, page: AwardsPage): string {
  return site.prefixed && site.siteId !== null ? `/sites/${site.siteId}/awards/${page}` : `/awards/${page}`;
}

/** The anchor of the import on the awards home, where the empty states send a site administrator. */
export const IMPORT_ANCHOR = 'import-results';
