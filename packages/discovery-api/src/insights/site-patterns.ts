import {
  longestCodesFirst,
  PATTERN_FIELDS,
  PATTERN_METRICS,
  PATTERN_TOP,
  splitFacetKey,
  type PatternMetric,
  type SitePatterns,
  type SitePatternsRequest,
} from '@portal/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import type { Database } from '../db/database.js';
import { sqlRows } from '../db/sql-rows.js';
import { selectionConditions } from '../search/facet-query.js';
import type { SiteAccess } from '../sites/site-access.js';
import { readInsightSearch, type InsightSearch } from './insight-search.js';
import { interactionTotals, searchesAndActiveUsers } from './site-activity.js';

type ValueChange = SitePatterns['fields'][number]['rising'][number];

/**
 * POST v2/deploymentIndexes/{indexId}/insights/patterns: Pattern Analysis, the period of the search parameters (their
 * date filter, as every insight reads it) against the period of the same length just before it, in one answer.
 *
 * - The figures (PATTERN_METRICS) of both periods, counted as the site's metrics count them (site-activity.ts): the
 *   interactions with the selected assets, the searches of the search page, the people behind them; and the uploads,
 *   the selected assets added (indexed) in the period.
 * - For each of PATTERN_FIELDS the site has, the activity of its values in both periods: the interactions with the
 *   assets holding the value plus the assets added with it. The values most risen (active in both periods), most
 *   fallen, and new (active now, not before), `top` of each.
 *
 * A value names an asset's metadata, so it counts an asset only for who may open it (asset-visibility.ts), except its
 * content type, which search lists for every asset; the figures are totals and name nothing. Who may ask is who may
 * read the other insights of the site: any of its users (routes/api/v2/deployment-indexes/site-insights.ts).
 */
export async function sitePatterns(
  app: FastifyInstance,
  access: SiteAccess,
  request: SitePatternsRequest,
  now = new Date(),
): Promise<SitePatterns> {
  const top = request.top ?? PATTERN_TOP;
  const current = await readInsightSearch(app.searchEngine, access, request.searchParameters, now);
  const previous = periodBefore(current);
  const figuresNow = await periodFigures(app.db, access, current);
  const figuresBefore = await periodFigures(app.db, access, previous);
  const codes = new Set(current.fields.map((field) => field.code));
  const fields = current.fields.filter((field) => (PATTERN_FIELDS as readonly string[]).includes(field.code));
  const activity = await valueActivity(app.db, access, current, previous, [...codes]);
  return {
    period: current.period,
    previousPeriod: { from: previous.from.toISOString(), to: previous.to.toISOString() },
    metrics: PATTERN_METRICS.map((metric) => ({
      metric,
      current: figuresNow[metric],
      previous: figuresBefore[metric],
    })),
    fields: PATTERN_FIELDS.flatMap((code) => {
      const field = fields.find((candidate) => candidate.code === code);
      if (!field) return [];
      return [{ field: code, displayName: field.name, ...changesOf(activity.get(code) ?? [], top) }];
    }),
  };
}

/** The search over the period of the same length ending just before the search's period starts. */
function periodBefore(search: InsightSearch): InsightSearch {
  const length = search.to.getTime() - search.from.getTime();
  return { ...search, from: new Date(search.from.getTime() - length), to: new Date(search.from.getTime() - 1) };
}

/** Every figure of one period. */
async function periodFigures(
  db: Database,
  access: SiteAccess,
  search: InsightSearch,
): Promise<Record<PatternMetric, number>> {
  const interactions = await interactionTotals(db, access, search);
  const { searches, activeUsers } = await searchesAndActiveUsers(db, access, search);
  const [uploads] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from search_documents d where ${addedIn(access, search, search.from)}`,
  );
  return { ...interactions, searches, uploads: Number(uploads?.n ?? 0), activeUsers };
}

/** The site's selected documents (alias d) added from `from` to the end of the search's period. */
const addedIn = (access: SiteAccess, search: InsightSearch, from: Date): SQL =>
  and(
    sql`d.deployment_index_id = ${access.site.deploymentIndexId}`,
    sql`d.created >= ${from.toISOString()}::timestamptz and d.created <= ${search.to.toISOString()}::timestamptz`,
    ...selectionConditions({ fields: search.selection.fields }),
  ) as SQL;

/**
 * The activity of every value of the pattern fields in both periods, by field code: one row per value active in
 * either. An event is an interaction with a selected asset or a selected asset added; each counts once for every
 * pattern value its asset holds.
 */
async function valueActivity(
  db: Database,
  access: SiteAccess,
  current: InsightSearch,
  previous: InsightSearch,
  siteCodes: string[],
): Promise<Map<string, ValueChange[]>> {
  const start = current.from.toISOString();
  const prefixes = PATTERN_FIELDS.map((code) => `${code.replaceAll('_', '\\_')}\\_%`);
  const rows = await sqlRows<{ item: string; current: number; previous: number }>(
    db,
    sql`with events as (
          select i.asset_id, i.created from asset_interactions i
          where i.created >= ${previous.from.toISOString()}::timestamptz
            and i.created <= ${current.to.toISOString()}::timestamptz
          union all
          select d.asset_id, d.created from search_documents d where ${addedIn(access, current, previous.from)}
        )
        select f.item, (count(*) filter (where e.created >= ${start}::timestamptz))::int as current,
               (count(*) filter (where e.created < ${start}::timestamptz))::int as previous
        from events e
        join search_documents d on d.asset_id = e.asset_id
        cross join lateral unnest(d.facets) as f(item)
        where ${and(
          sql`d.deployment_index_id = ${access.site.deploymentIndexId}`,
          ...selectionConditions({ fields: current.selection.fields }),
        )}
          and f.item like any (${sql.param(prefixes)}::text[])
          and (f.item like 'content\\_types\\_%' or ${contentVisibleCondition(access, 'd')})
        group by f.item`,
  );
  const codes = longestCodesFirst(siteCodes);
  const byField = new Map<string, ValueChange[]>();
  for (const row of rows) {
    const parts = splitFacetKey(row.item, codes);
    if (!parts || !(PATTERN_FIELDS as readonly string[]).includes(parts.code)) continue;
    const change = { value: parts.value, current: Number(row.current), previous: Number(row.previous) };
    byField.set(parts.code, [...(byField.get(parts.code) ?? []), change]);
  }
  return byField;
}

/** The values most risen, most fallen and new, `top` of each; ties by the activity now, then by name. */
function changesOf(
  values: readonly ValueChange[],
  top: number,
): Pick<SitePatterns['fields'][number], 'rising' | 'falling' | 'appeared'> {
  const byName = (a: ValueChange, b: ValueChange) => a.value.localeCompare(b.value);
  const rise = (change: ValueChange) => change.current - change.previous;
  return {
    rising: values
      .filter((change) => change.previous > 0 && change.current > change.previous)
      .sort((a, b) => rise(b) - rise(a) || b.current - a.current || byName(a, b))
      .slice(0, top),
    falling: values
      .filter((change) => change.current < change.previous)
      .sort((a, b) => rise(a) - rise(b) || b.previous - a.previous || byName(a, b))
      .slice(0, top),
    appeared: values
      .filter((change) => change.previous === 0 && change.current > 0)
      .sort((a, b) => b.current - a.current || byName(a, b))
      .slice(0, top),
  };
}
