import { errorMessage, portalApi } from '@portal/api-client';
import {
  CHARTED_INSIGHT_KEYS,
  type AssetInsightMetadata,
  type ChartedInsightKey,
  type VideoInsightsResponse,
} from '@portal/contracts';

/** A page of one charted insight field of an asset (GET v2/assets/{id}/insights/metadata). */
export interface InsightMetadataArgs {
  assetId: number;
  field: ChartedInsightKey;
  rowsPerPage: number;
  page: number;
}

/** The first page of every charted insight field of an asset that has values, and the fields that failed. */
export interface ChartedInsights {
  fields: AssetInsightMetadata[];
  failures: { field: ChartedInsightKey; message: string }[];
}

/** How many values of each field the insight charts panel draws. */
export const CHART_PANEL_ROWS = 10;

/**
 * The insight calls of an asset, made only when their dialog or panel opens: one charted field a page at a time
 * (the insight dialog), the first page of each charted field (the insight charts panel: at most one request per
 * charted key, spec §5), and a video's insights (GET v2/videos/{id}/insights).
 */
export const assetInsightsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAssetInsightMetadata: build.query<AssetInsightMetadata, InsightMetadataArgs>({
      query: ({ assetId, field, rowsPerPage, page }) => ({
        url: `v2/assets/${assetId}/insights/metadata`,
        params: { field, rowsPerPage, page },
      }),
      providesTags: (_result, _error, { assetId }) => [{ type: 'Asset', id: `insights-${assetId}` }],
    }),
    getChartedInsights: build.query<ChartedInsights, number>({
      async queryFn(assetId, _api, _options, baseQuery) {
        const answers = await Promise.all(
          CHARTED_INSIGHT_KEYS.map(async (field) => ({
            field,
            answer: await baseQuery({
              url: `v2/assets/${assetId}/insights/metadata`,
              params: { field, rowsPerPage: CHART_PANEL_ROWS, page: 1 },
            }),
          })),
        );
        const result: ChartedInsights = { fields: [], failures: [] };
        for (const { field, answer } of answers) {
          if (answer.error) result.failures.push({ field, message: errorMessage(answer.error) });
          else if ((answer.data as AssetInsightMetadata).rows.length > 0)
            result.fields.push(answer.data as AssetInsightMetadata);
        }
        return { data: result };
      },
      providesTags: (_result, _error, assetId) => [{ type: 'Asset', id: `insights-${assetId}` }],
    }),
    getVideoInsights: build.query<VideoInsightsResponse, number>({
      query: (assetId) => `v2/videos/${assetId}/insights`,
      providesTags: (_result, _error, assetId) => [{ type: 'Asset', id: `insights-${assetId}` }],
    }),
  }),
});

export const { useGetAssetInsightMetadataQuery, useGetChartedInsightsQuery, useGetVideoInsightsQuery } =
  assetInsightsApi;
