import type { FilterForm } from './search.js';

export type AwardResultType = 'office' | 'region' | 'category' | 'winner';

export interface AwardResult {
  Category: string;
  Title: string;
  Product: string;
  Advertiser: string;
  City: string;
  Awards: string;
}

export interface AwardTotals {
  totalNumberAwards: number;
  totalNumberPoints: number;
  numberAdvertisers: number;
  numberAgencies: number;
  peopleCredits: number;
  numberShows: number;
  /** Keys prefixed total_. */
  dynamicAwardTally: Record<`total_${string}`, number>;
}

export interface AwardsData {
  awardsData: AwardResult[];
  resultTotals: AwardTotals;
  awardResultType: AwardResultType;
  awardNamesByPriority: string[];
  filterForm: FilterForm;
}

export interface LeaderboardLeague {
  leagueName: string;
  startIndex: number;
  endIndex: number;
}

export interface LeaderboardRow {
  agencyName: string;
  currentYearPoints: number;
  previousYearPoints: number;
  currentYearLabel: string;
  previousYearLabel: string;
  currentYearIndex: number;
  previousYearIndex: number;
}

export interface Leaderboard {
  leaderboardLeagues: LeaderboardLeague[];
  selectedLeaderboardLeague: LeaderboardLeague | null;
  leaderboardData: LeaderboardRow[];
}
