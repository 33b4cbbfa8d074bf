import { PAGE_SIZES, type SearchQuestion } from '@portal/contracts';
import { and, count, countDistinct, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { searchReportEvents } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';
import type { SearchMode } from './rank-site.js';

/** The site-wide questions shown to analysts: each asked by at least this many distinct users. */
const MIN_ASKERS = 2;
/** Questions are those asked in this many last days. */
const QUESTION_DAYS = 90;

/** One search as the search report lists it (query as typed, its type: full is a keyword search). */
export interface SearchReportEntry {
  access: SiteAccess;
  query: string;
  mode: SearchMode;
  source: string | null;
  page: string | null;
  resultCount: number;
}

export async function recordSearch(db: Database, entry: SearchReportEntry): Promise<void> {
  await db.insert(searchReportEvents).values({
    query: entry.query,
    type: entry.mode === 'keyword' ? 'full' : entry.mode,
    source: entry.source,
    page: entry.page,
    resultCount: entry.resultCount,
    userId: entry.access.user.userId,
    deploymentIndexId: entry.access.site.deploymentIndexId,
  });
}

/**
 * Up to 8 semantic questions asked most in the last 90 days (with results, longer than two characters). The
 * questions are what people typed, and may name a person or a confidential matter, so only users who may see
 * search insights (analyzeInsights; administrators hold every permission) get the site's: the ones asked most,
 * each asked by at least MIN_ASKERS distinct users so that no single person's wording is shown (a question of one
 * person is not a question "people ask"). Everyone else gets the questions they asked themselves, most asked
 * first: suggestions that still help them, without another user's words.
 */
export async function askedQuestions(db: Database, access: SiteAccess, now = new Date()): Promise<SearchQuestion[]> {
  const siteWide = access.permissions.analyzeInsights;
  const since = new Date(now.getTime() - QUESTION_DAYS * 86_400_000);
  const question = sql<string>`lower(trim(${searchReportEvents.query}))`;
  const rows = await db
    .select({ question, count: count(), asked: sql<string>`min(${searchReportEvents.query})` })
    .from(searchReportEvents)
    .where(
      and(
        eq(searchReportEvents.deploymentIndexId, access.site.deploymentIndexId),
        eq(searchReportEvents.type, 'semantic'),
        // The searches that led to a content page (asset-reports.ts) are not new questions.
        isNull(searchReportEvents.assetId),
        gte(searchReportEvents.created, since),
        sql`${searchReportEvents.resultCount} > 0 and length(trim(${searchReportEvents.query})) > 2`,
        siteWide ? undefined : eq(searchReportEvents.userId, access.user.userId),
      ),
    )
    .groupBy(question)
    .having(siteWide ? gte(countDistinct(searchReportEvents.userId), MIN_ASKERS) : undefined)
    .orderBy(desc(count()), question)
    .limit(PAGE_SIZES.suggestions);
  return rows.map((row) => ({ question: row.asked.trim(), count: row.count }));
}
