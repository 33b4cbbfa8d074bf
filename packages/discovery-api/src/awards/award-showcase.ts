import { AWARDS_SHOWCASE_ITEMS, type AwardFilterValues, type AwardsShowcase } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import { thumbnailUrl } from '../assets/thumbnail-url.js';
import type { Db } from '../db/database.js';
import { sqlRows } from '../db/sql-rows.js';
import type { SiteAccess } from '../sites/site-access.js';
import { filterForm, resultsCondition } from './award-filters.js';
import { sitePointLevels } from './award-points.js';
import { IS_WIN, scoredResults, toAwardResult } from './award-results.js';

type ScoredRow = Parameters<typeof toAwardResult>[0];

/**
 * The showcase ('Award Showcase'): the winning work under the filters (every level but a shortlist), the highest
 * level first, newest first, at most AWARDS_SHOWCASE_ITEMS; beside each, the site's asset of that work where the
 * site holds one the user may open. An asset is the work's when its title holds the result's title and it names the
 * advertiser, as its client (the clients field) or in its title; among several, the latest published. The search
 * index's words narrow the candidates first (GIN index), so matching costs a lookup per result, not a scan.
 */
export async function awardsShowcase(
  db: Db,
  access: SiteAccess,
  currentFilterValues: AwardFilterValues,
): Promise<AwardsShowcase> {
  const siteId = access.site.deploymentIndexId;
  const levels = await sitePointLevels(db, siteId);
  const scored = scoredResults(levels, resultsCondition(siteId, currentFilterValues));
  const rows = await sqlRows<ScoredRow & { doc_id: string | null; asset_title: string | null; wins: number }>(
    db,
    sql`select winners.*, match.doc_id, match.title as asset_title from (
        select scored.*, count(*) over () as wins from ${scored}
        where ${IS_WIN}
        order by priority, year desc, score desc, title, award_result_id
        limit ${AWARDS_SHOWCASE_ITEMS}) as winners
      left join lateral (
        select d.doc_id, d.title from search_documents d
        where d.deployment_index_id = ${siteId}
          and d.tsv @@ plainto_tsquery('public.portal_en'::regconfig, winners.title)
          and position(lower(winners.title) in lower(d.title)) > 0
          and (('clients_' || winners.advertiser) = any(d.facets)
            or position(lower(winners.advertiser) in lower(d.title)) > 0)
          and ${contentVisibleCondition(access, 'd')}
        order by d.published_date desc nulls last, d.asset_id
        limit 1) as match on true
      order by winners.priority, winners.year desc, winners.score desc, winners.title, winners.award_result_id`,
  );
  return {
    items: rows.map((row) => ({
      result: toAwardResult(row),
      asset: row.doc_id
        ? { docId: row.doc_id, title: row.asset_title ?? '', thumbnailUrl: thumbnailUrl(row.doc_id) }
        : null,
    })),
    totalWins: Number(rows[0]?.wins ?? 0),
    filterForm: await filterForm(db, siteId, currentFilterValues),
    currentFilterValues,
  };
}
