/**
 * Which rate limit a call counts against, by its method and route (the paths below /api/v2 as the routes write them).
 * Reads (GET, and the calls that read with a POST body: search, lists, insights) count against none; the AI calls
 * count in ai/ai-calls.ts as each one starts, and views in assets/asset-interactions.ts (a view counts once). Every
 * other call that changes something is a write.
 */
const SHARES = new Set(['/assets/:id/share', '/collections/:id/share', '/groups/:id/share', '/forms/:formKind']);

const INTERACTIONS = new Set([
  '/assets/:id/insights/likes',
  '/assets/:id/insights/views',
  '/assets/:id/insights/shares',
  '/document/markAsDownloaded',
]);

const EXPORTS = new Set([
  '/audit/export',
  '/collections/collection/:id/assets/dataForExport',
  '/groups/collection/:id/assets/dataForExport',
  '/deploymentIndexes/:indexId/reports/:reportName/export',
  '/document/downloadSelected',
  '/reponseGenerator/export',
  '/awards/reports/export',
  '/powerbi/export',
]);

/** Calls that send a POST body to read, or that count themselves. */
const NOT_WRITES = new Set([
  '/search',
  '/search/describe/:id',
  '/assets/insights',
  '/assets/listDetails',
  '/assets/thumbnails',
  '/assetStreams/:indexId/:code/assets',
  '/dashboards/:id',
  '/deploymentIndexes/:id/checkPermissions',
  '/deploymentIndexes/:id/insights',
  '/deploymentIndexes/:id/insights/engagement',
  '/deploymentIndexes/:id/insights/searches',
  '/deploymentIndexes/:id/insights/patterns',
  '/insights/assetsWithDocIds',
  '/insights/get/:id',
  '/powerbi/embedToken',
  '/powerbi/exportStatus',
  '/collections/shareLinks/:token/open',
  '/awards/getFilteredAwardsData',
  '/awards/getFilteredAwardsLeaderboard',
  '/awards/showcase',
  '/awards/insights',
  // The AI calls count each call as it starts (ai/ai-calls.ts).
  '/assistant/ask',
  '/assistant/rag',
  '/reponseGenerator/getResponses',
]);

const V2 = '/api/v2';

/** The limits a call is counted against by its route (the others are counted where their work is). */
export type RouteLimitKind = 'writes' | 'interactions' | 'shares' | 'exports';

/** The kind of limit a call counts against, or undefined (reads, and what is counted elsewhere). */
export function requestKind(method: string, routeUrl: string | undefined): RouteLimitKind | undefined {
  if (!routeUrl?.startsWith(`${V2}/`)) return undefined;
  const path = routeUrl.slice(V2.length);
  if (EXPORTS.has(path)) return 'exports';
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined;
  if (SHARES.has(path)) return 'shares';
  if (INTERACTIONS.has(path)) return 'interactions';
  if (NOT_WRITES.has(path)) return undefined;
  return 'writes';
}
