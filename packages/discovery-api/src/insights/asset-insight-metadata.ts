import {
  listableFaces,
  listableVideoInsights,
  type AssetInsightMetadata,
  type ChartedInsightKey,
  type InsightValueCount,
  type VideoInsightsResponse,
} from '@portal/contracts';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assetFieldValues, metadataFields, metadataFieldValues, type Asset } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import { isVideoAsset } from '../video/video-indexing.js';
import { videoInsightsOf } from '../video/video-insights.js';

/**
 * GET v2/assets/{id}/insights/metadata: the values of one charted insight field (spec §5) of an asset, with counts.
 * Where each field's values come from in the portal's data:
 * - metadata (the asset's selected metadata values, soft-deleted ones left out; each value counts once, as the asset
 *   carries it once): 'brand names' = field `brands`, 'agency clients' = `clients`, 'agency topics' = `topics`,
 *   'agency keywords' = `keywords`, 'organizations' = the fields the site groups under the facet group Organizations
 *   (agencies, clients, brands and partners in the standard set);
 * - Video Indexer (a video asset whose insights come from Azure Video Indexer; the count is the number of
 *   appearances): 'video keywords', 'video topics', 'video locations' (named locations), 'video faces' (named faces
 *   only: 'Unknown #…' is hidden) and 'sentiments', each listed only with at least one appearance (rules/insights.ts);
 * - no source: 'landmarks', 'people', 'age distribution', 'gender distribution' and 'celebrities' — the ingest does
 *   no landmark, face or celebrity recognition — and the video fields of an asset Video Indexer does not answer for
 *   (the local provider finds none). These answer an empty page with source 'none', never invented values.
 */

type MetadataSource = { kind: 'metadata'; codes?: string[]; facetGroup?: string };
type VideoSource = {
  kind: 'video';
  pick: (insights: VideoInsightsResponse['summarizedInsights']) => InsightValueCount[];
};
type Source = MetadataSource | VideoSource | { kind: 'none' };

const byAppearances = (items: readonly { name: string; appearances: readonly unknown[] }[]) =>
  listableVideoInsights(items).map((entry) => ({ name: entry.name, count: entry.appearances.length }));

export const INSIGHT_FIELD_SOURCES: Record<ChartedInsightKey, Source> = {
  organizations: { kind: 'metadata', facetGroup: 'Organizations' },
  'brand names': { kind: 'metadata', codes: ['brands'] },
  'agency clients': { kind: 'metadata', codes: ['clients'] },
  'agency topics': { kind: 'metadata', codes: ['topics'] },
  'agency keywords': { kind: 'metadata', codes: ['keywords'] },
  landmarks: { kind: 'none' },
  people: { kind: 'none' },
  'age distribution': { kind: 'none' },
  'gender distribution': { kind: 'none' },
  celebrities: { kind: 'none' },
  sentiments: {
    kind: 'video',
    pick: (insights) =>
      listableVideoInsights(insights.sentiments).map((entry) => ({
        name: entry.sentimentKey,
        count: entry.appearances.length,
      })),
  },
  'video topics': { kind: 'video', pick: (insights) => byAppearances(insights.topics) },
  'video locations': { kind: 'video', pick: (insights) => byAppearances(insights.namedLocations) },
  'video keywords': { kind: 'video', pick: (insights) => byAppearances(insights.keywords) },
  'video faces': { kind: 'video', pick: (insights) => byAppearances(listableFaces(insights.faces)) },
};

/** Adds up counts of equal names (after trimming), most frequent first, then by name. */
export function tally(values: readonly InsightValueCount[]): InsightValueCount[] {
  const counts = new Map<string, number>();
  for (const { name, count } of values) {
    const key = name.trim();
    if (key !== '' && count > 0) counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

async function metadataValues(app: FastifyInstance, assetId: number, source: MetadataSource) {
  const conditions: SQL[] = [];
  if (source.codes) conditions.push(inArray(metadataFields.code, source.codes));
  if (source.facetGroup) conditions.push(eq(metadataFields.facetGroupName, source.facetGroup));
  const rows = await app.db
    .select({ value: metadataFieldValues.value })
    .from(assetFieldValues)
    .innerJoin(metadataFieldValues, eq(metadataFieldValues.fieldValueId, assetFieldValues.fieldValueId))
    .innerJoin(metadataFields, eq(metadataFields.fieldId, metadataFieldValues.fieldId))
    .where(and(eq(assetFieldValues.assetId, assetId), eq(metadataFieldValues.softDeleted, false), or(...conditions)));
  return rows.map((row) => ({ name: row.value, count: 1 }));
}

/** One page of the field's values of the asset (the caller has checked that the user may open it). */
export async function assetInsightMetadata(
  app: FastifyInstance,
  access: SiteAccess,
  asset: Asset,
  query: { field: ChartedInsightKey; rowsPerPage: number; page: number },
): Promise<AssetInsightMetadata> {
  const source = INSIGHT_FIELD_SOURCES[query.field];
  let values: InsightValueCount[] = [];
  let answeredBy: AssetInsightMetadata['source'] = 'none';
  if (source.kind === 'metadata') {
    values = await metadataValues(app, asset.assetId, source);
    answeredBy = 'metadata';
  } else if (source.kind === 'video' && isVideoAsset(asset)) {
    const insights = await videoInsightsOf(app, access.site, asset, { summaryOnly: true });
    if (insights.provider === 'videoIndexer') {
      values = source.pick(insights.summarizedInsights);
      answeredBy = 'videoIndexer';
    }
  }
  const all = tally(values);
  const start = (query.page - 1) * query.rowsPerPage;
  return {
    field: query.field,
    source: answeredBy,
    count: all.length,
    currentPage: query.page,
    rows: all.slice(start, start + query.rowsPerPage),
  };
}
