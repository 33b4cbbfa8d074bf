import type { BiExportStatus } from '../entities/media.js';

/** POST v2/powerbi/embedToken body. */
export interface PowerBiEmbedTokenRequest {
  reportUrl: string;
  docId: string;
}

/** POST v2/powerbi/exportStatus body and answer; NotStarted/Running poll every 2 s. */
export interface PowerBiExportStatusRequest {
  reportUrl: string;
  exportId: string;
}
export interface PowerBiExportStatusResponse {
  status: BiExportStatus;
  exportId: string;
}

/** GET getAwardsData query; POST getFilteredAwardsData / getFilteredAwardsLeaderboard bodies. */
export interface AwardsDataQuery {
  deploymentIndexId: number;
  awardResultType: 'office' | 'region' | 'category' | 'winner';
}
export interface FilteredAwardsRequest {
  currentFilterValues: { fieldCode: string; fieldValue: string }[];
  selectedLeaderboardLeague?: string;
}
