import { DEFAULT_AWARD_POINTS, type AwardPointLevel, type AwardPointScheme } from '@portal/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import { awardPointLevels, awardResults } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import type { SiteAccess } from '../sites/site-access.js';
import { visibleResults } from './award-filters.js';

/** Where the default points come from (shown beside the scheme; rules/awards.ts gives the reference). */
export const DEFAULT_POINTS_SOURCE =
  'Cannes Lions points for its points-based special awards: Grand Prix 10, Gold 7, Silver 5, Bronze 3, Shortlist 1.';

/** A site's points per award level, highest priority first: its own, or the published default. */
export async function sitePointLevels(db: Db, siteId: number): Promise<AwardPointLevel[]> {
  const rows = await db
    .select({ level: awardPointLevels.level, points: awardPointLevels.points })
    .from(awardPointLevels)
    .where(eq(awardPointLevels.deploymentIndexId, siteId))
    .orderBy(asc(awardPointLevels.priority));
  return rows.length > 0 ? rows : [...DEFAULT_AWARD_POINTS];
}

export async function sitePointScheme(db: Database, access: SiteAccess): Promise<AwardPointScheme> {
  const levels = await sitePointLevels(db, access.site.deploymentIndexId);
  return {
    levels,
    isDefault: sameLevels(levels, DEFAULT_AWARD_POINTS),
    source: DEFAULT_POINTS_SOURCE,
    canManage: access.abilities.site.has('manageAwards'),
  };
}

const sameLevels = (a: readonly AwardPointLevel[], b: readonly AwardPointLevel[]) =>
  a.length === b.length && a.every((level, i) => level.level === b[i]?.level && level.points === b[i]?.points);

/** A level's name as compared: case and spacing do not matter ("grand  prix" is "Grand Prix"). */
export const levelKey = (level: string) => level.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Replaces a site's scheme. Level names must differ (case and spacing aside); a level that results of the site
 * still use cannot be removed (400 naming it and how many use it): the results would be worth nothing.
 */
export async function saveSitePointScheme(db: Database, siteId: number, levels: readonly AwardPointLevel[]) {
  const cleaned = levels.map((entry) => ({ level: entry.level.trim().replace(/\s+/g, ' '), points: entry.points }));
  const seen = new Set<string>();
  for (const entry of cleaned) {
    if (entry.level === '') throw new HttpError(400, 'Give every award level a name.');
    const key = levelKey(entry.level);
    if (seen.has(key)) throw new HttpError(400, `The award level '${entry.level}' is listed twice.`);
    seen.add(key);
  }
  await db.transaction(async (tx) => {
    const used = await tx
      .select({ level: sql<string>`lower(${awardResults.awardLevel})`, count: sql<number>`count(*)::int` })
      .from(awardResults)
      .where(and(eq(awardResults.deploymentIndexId, siteId), visibleResults))
      .groupBy(sql`lower(${awardResults.awardLevel})`);
    const missing = used.filter((row) => !seen.has(levelKey(row.level)));
    if (missing.length > 0) {
      const first = missing[0]!;
      throw new HttpError(
        400,
        `The award level '${first.level}' is used by ${first.count} result${first.count === 1 ? '' : 's'}: keep it, or import those years again without it.`,
      );
    }
    await tx.delete(awardPointLevels).where(eq(awardPointLevels.deploymentIndexId, siteId));
    await tx
      .insert(awardPointLevels)
      .values(cleaned.map((entry, priority) => ({ deploymentIndexId: siteId, ...entry, priority })));
  });
}

/**
 * The scheme as an SQL relation `levels(level_key, points, priority)`, for joining results to their level's points
 * and priority (a level the scheme does not hold sorts last and is worth 0 unless the row has its own points).
 */
export function levelsRelation(levels: readonly AwardPointLevel[]): SQL {
  const rows = levels.map(
    (entry, priority) => sql`(${levelKey(entry.level)}::text, ${entry.points}::numeric, ${priority}::int)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as levels(level_key, points, priority)`;
}
