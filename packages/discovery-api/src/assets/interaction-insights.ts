import type { InteractionInsight } from '@portal/contracts';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assetInteractions } from '../db/schema/index.js';

const KIND_FIELD = { like: 'likes', view: 'views', download: 'downloads', share: 'shares' } as const;

/** The interaction counts of assets (every asset id gets an entry, zeros when nobody interacted), in one query. */
export async function loadInteractionInsights(
  db: Database,
  assetIds: readonly number[],
  userId: number,
): Promise<Map<number, InteractionInsight>> {
  const insights = new Map<number, InteractionInsight>(
    assetIds.map((id) => [id, { id, likes: 0, liked: false, views: 0, downloads: 0, shares: 0 }]),
  );
  if (assetIds.length === 0) return insights;
  const rows = await db
    .select({
      assetId: assetInteractions.assetId,
      kind: assetInteractions.kind,
      total: count(),
      mine: sql<boolean>`bool_or(${assetInteractions.userId} = ${userId})`,
    })
    .from(assetInteractions)
    .where(inArray(assetInteractions.assetId, [...assetIds]))
    .groupBy(assetInteractions.assetId, assetInteractions.kind);
  for (const row of rows) {
    const insight = insights.get(row.assetId);
    if (!insight) continue;
    insight[KIND_FIELD[row.kind]] = Number(row.total);
    if (row.kind === 'like') insight.liked = Boolean(row.mine);
  }
  return insights;
}

/** One asset's insight. */
export async function interactionInsightOf(db: Database, assetId: number, userId: number): Promise<InteractionInsight> {
  return (await loadInteractionInsights(db, [assetId], userId)).get(assetId) as InteractionInsight;
}
