import { BI_DASHBOARD_PAGES, type AwardRankingDimension } from '@portal/contracts';

/** The BI dashboards pages under `/bidashboards/` (spec §2.1) and their titles: the home, and the contracts' pages. */
export const BI_DASHBOARD_TITLES = {
  home: 'BI Dashboards',
  'brand-rankings': BI_DASHBOARD_PAGES['brand-rankings'].title,
  'holding-companies': BI_DASHBOARD_PAGES['holding-companies'].title,
  'network-companies': BI_DASHBOARD_PAGES['network-companies'].title,
  'brand-rankings-preview': BI_DASHBOARD_PAGES['brand-rankings-preview'].title,
} as const;

export type BiDashboardPage = keyof typeof BI_DASHBOARD_TITLES;

export const biDashboardPath = (page: BiDashboardPage) => `/bidashboards/${page}`;

/** A ranking page: what it ranks, what its names are, and what its card on the BI dashboards home says it shows. */
export interface BiRanking {
  page: 'brand-rankings' | 'holding-companies' | 'network-companies';
  dimension: AwardRankingDimension;
  /** The names' column ('Advertiser'). */
  nameTitle: string;
  /** What the ranking is of, in a sentence ('brand', 'brands'). */
  single: string;
  plural: string;
  shows: string;
}

export const BI_RANKINGS = [
  {
    page: 'brand-rankings',
    dimension: BI_DASHBOARD_PAGES['brand-rankings'].dimension,
    nameTitle: BI_DASHBOARD_PAGES['brand-rankings'].nameTitle,
    single: 'brand',
    plural: 'brands',
    shows: BI_DASHBOARD_PAGES['brand-rankings'].shows,
  },
  {
    page: 'holding-companies',
    dimension: BI_DASHBOARD_PAGES['holding-companies'].dimension,
    nameTitle: BI_DASHBOARD_PAGES['holding-companies'].nameTitle,
    single: 'holding company',
    plural: 'holding companies',
    shows: BI_DASHBOARD_PAGES['holding-companies'].shows,
  },
  {
    page: 'network-companies',
    dimension: BI_DASHBOARD_PAGES['network-companies'].dimension,
    nameTitle: BI_DASHBOARD_PAGES['network-companies'].nameTitle,
    single: 'network',
    plural: 'network companies',
    shows: BI_DASHBOARD_PAGES['network-companies'].shows,
  },
] as const satisfies readonly BiRanking[];

/** What the preview shows, as its card on the BI dashboards home says it. */
export const PREVIEW_SHOWS = BI_DASHBOARD_PAGES['brand-rankings-preview'].shows;

/** How many names a ranking page charts, and the preview lists. */
export const RANKING_SIZE = BI_DASHBOARD_PAGES['brand-rankings'].size;
export const PREVIEW_SIZE = BI_DASHBOARD_PAGES['brand-rankings-preview'].size;
