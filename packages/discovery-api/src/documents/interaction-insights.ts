import { Type, type Static } from '@fastify/type-provider-typebox';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { assetInteractions } from '../db/schema/index.js';

/** Spec §3 "Interaction insight": id (the asset id), likes, liked (by the signed-in user), views, downloads, shares. */
export const InteractionInsight = Type.Object(
  {
    id: Type.Integer({ description: 'The asset id.' }),
    likes: Type.Integer(),
    liked: Type.Boolean({ description: 'Whether the signed-in user likes it.' }),
    views: Type.Integer(),
    downloads: Type.Integer(),
    shares: Type.Integer(),
  },
  { title: 'InteractionInsight' },
);
export type InteractionInsight = Static<typeof InteractionInsight>;

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
