import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import {
  assetInteractions,
  assets,
  deploymentIndexes,
  searchReportEvents,
  users,
  type DeploymentIndex,
  type NewAssetInteraction,
  type NewAssetReportEvent,
  type NewSearchReportEvent,
} from '../db/schema/index.js';
import { REPEATED_INTERACTIONS, type RepeatedInteraction } from '../assets/asset-interactions.js';
import { visibleAssetIds } from '../assets/asset-visibility.js';
import type { DemoSiteName } from '../identity/demo-accounts.js';
import { loadSitePermissions } from '../sites/site-permissions.js';
import {
  DEMO_LIBRARY_SITES,
  demoLibraryOf,
  KIND_SETTINGS,
  sitePeople,
  type DemoLibraryAsset,
} from './demo-library/demo-library.js';
import { Random } from './demo-library/random.js';
import { CAPABILITIES, SITE_PROFILES, TOPICS } from './demo-library/vocabulary.js';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** How far back the activity goes. */
const SPAN_DAYS = 182;
/** Views per library asset over the span (a popular asset gets many, the long tail a few). */
const VIEWS_PER_ASSET = 7;
/** Of the views: the share followed by a download, by a share, and the share that came from a search. */
const DOWNLOAD_RATE = 0.18;
const SHARE_RATE = 0.05;
const FROM_SEARCH_RATE = 0.3;
/** Chance that a user who viewed an asset likes it. */
const LIKE_RATE = 0.3;
/** Searches on the search page per view. */
const SEARCHES_PER_VIEW = 0.6;

/** What the front end sends with a search (mfe-search search-request.ts), and the page recordAssetView names. */
const SEARCH_SOURCE = 'mfe-search';
const SEARCH_PAGE = 'Search Results';
const CONTENT_PAGE = 'content';

export interface SeedDemoActivityOptions {
  /** The sites to seed (default: every demo site with a library). */
  sites?: readonly DemoSiteName[];
  /** The activity ends at it (default: now). */
  now?: Date;
}

export interface DemoActivitySummary {
  site: DemoSiteName;
  views: number;
  likes: number;
  downloads: number;
  shares: number;
  searches: number;
}

interface SiteAsset {
  assetId: number;
  created: Date;
  featured: boolean;
  library: DemoLibraryAsset;
}

interface SiteUser {
  userId: number;
  /** How active the user is, relative to the others of the site. */
  weight: number;
  /** The assets the user may open (the private-asset rule of assets/asset-visibility.ts). */
  canOpen: ReadonlySet<number>;
}

interface Activity {
  interactions: NewAssetInteraction[];
  reportEvents: NewAssetReportEvent[];
  searches: NewSearchReportEvent[];
  summary: DemoActivitySummary;
}

/**
 * Realistic activity on the demo sites, so that every chart, stream and report shows something true on first start:
 * views, likes, downloads and shares of the library's assets, and searches, by the demo accounts of each site over
 * the last six months. Deterministic (src/seed/demo-library/random.ts, seeded by the site's name) and skewed as real
 * use is: a few popular assets and a long tail, busier weekdays and office hours, use growing over the months; no
 * event before the asset was published. Every user views only what they may open (the private-asset rule applied by
 * assets/asset-visibility.ts), and likes, downloads and shares only what they viewed, one like per user and asset.
 * Each view, download and share is written as recordAssetInteraction writes it (an asset_interactions row and an
 * asset_report_events row at the same time); a view that came from a search also records that search for the asset's
 * searches report, as recordAssetView does; searches on the search page are search_report_events of the site.
 * Collections and groups get no views: the demo ones are made at the first start, and views before they existed
 * would be false.
 *
 * Written in bulk (a few thousand rows per site, one transaction per site). Idempotent: a site that has any activity
 * already (its users', or an earlier seeding's) gets none.
 */
export async function seedDemoActivity(
  db: Database,
  options: SeedDemoActivityOptions = {},
): Promise<DemoActivitySummary[]> {
  const now = options.now ?? new Date();
  const summaries: DemoActivitySummary[] = [];
  for (const siteName of options.sites ?? DEMO_LIBRARY_SITES) {
    const [site] = await db.select().from(deploymentIndexes).where(eq(deploymentIndexes.name, siteName));
    if (!site || (await hasActivity(db, site.deploymentIndexId))) continue;
    const siteAssets = await libraryAssets(db, site, siteName, now);
    if (siteAssets.length === 0) continue;
    const people = await siteUsers(db, site, siteName, siteAssets);
    if (people.length === 0) continue;
    const activity = generateActivity(siteName, siteAssets, people, site.deploymentIndexId, now);
    await db.transaction(async (tx) => {
      await insertAll(tx, activity);
    });
    summaries.push(activity.summary);
  }
  return summaries;
}

async function hasActivity(db: Database, siteId: number): Promise<boolean> {
  const onSite = db.select({ assetId: assets.assetId }).from(assets).where(eq(assets.deploymentIndexId, siteId));
  const [row] = await db
    .select({ id: deploymentIndexes.deploymentIndexId })
    .from(deploymentIndexes)
    .where(
      and(
        eq(deploymentIndexes.deploymentIndexId, siteId),
        or(
          exists(
            db
              .select({ id: assetInteractions.assetInteractionId })
              .from(assetInteractions)
              .where(inArray(assetInteractions.assetId, onSite)),
          ),
          exists(
            db
              .select({ id: searchReportEvents.searchReportEventId })
              .from(searchReportEvents)
              .where(eq(searchReportEvents.deploymentIndexId, siteId)),
          ),
        ),
      ),
    );
  return Boolean(row);
}

/** The site's demo library assets that are stored (by doc id), in library order. */
async function libraryAssets(
  db: Database,
  site: DeploymentIndex,
  siteName: DemoSiteName,
  now: Date,
): Promise<SiteAsset[]> {
  const library = demoLibraryOf(siteName, now);
  const byDocId = new Map(library.map((asset, position) => [asset.docId, { asset, position }]));
  const rows = await db
    .select({ assetId: assets.assetId, docId: assets.docId, created: assets.created, featured: assets.isFeatured })
    .from(assets)
    .where(and(eq(assets.deploymentIndexId, site.deploymentIndexId), inArray(assets.docId, [...byDocId.keys()])));
  return rows
    .map((row) => ({ row, entry: byDocId.get(row.docId)! }))
    .sort((a, b) => a.entry.position - b.entry.position)
    .map(({ row, entry }) => ({
      assetId: row.assetId,
      created: row.created,
      featured: row.featured,
      library: entry.asset,
    }));
}

/** The site's demo accounts with what each may open, in the order of the demo accounts. */
async function siteUsers(
  db: Database,
  site: DeploymentIndex,
  siteName: DemoSiteName,
  siteAssets: readonly SiteAsset[],
): Promise<SiteUser[]> {
  const emails = sitePeople(siteName).map((person) => person.email);
  if (emails.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.email, emails));
  const rng = new Random(`demo-activity-users:${siteName}`);
  const assetIds = siteAssets.map((asset) => asset.assetId);
  const people: SiteUser[] = [];
  for (const email of emails) {
    const user = rows.find((row) => row.email === email);
    if (!user) continue;
    const { hasAccess, permissions, abilities } = await loadSitePermissions(db, user, site.deploymentIndexId);
    if (!hasAccess) continue;
    const canOpen = await visibleAssetIds(db, { user, site, permissions, abilities }, assetIds);
    // Some people use the portal every day, others now and then.
    people.push({ userId: user.userId, weight: rng.decimal(0.4, 2.5, 2), canOpen });
  }
  return people;
}

/** Picks an index by weight from cumulative weights. */
function pickWeighted(rng: Random, cumulative: readonly number[], from = 0): number {
  const low = from === 0 ? 0 : cumulative[from - 1]!;
  const target = low + rng.next() * (cumulative[cumulative.length - 1]! - low);
  let lo = from;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const cumulativeOf = (weights: readonly number[]) => {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
};

/** Weekday peaks (Tuesday to Thursday busiest), quiet weekends; Sunday first as getUTCDay counts. */
const WEEKDAY_WEIGHTS = [0.18, 1, 1.12, 1.15, 1.08, 0.82, 0.22];
/** Office hours (UTC, the groups being European first), from 0 to 23. */
const HOUR_WEIGHTS = [
  0, 0, 0, 0, 0, 0, 0.1, 0.4, 1, 1.4, 1.5, 1.3, 0.9, 1.2, 1.4, 1.3, 1, 0.6, 0.3, 0.15, 0.1, 0.05, 0, 0,
];

function generateActivity(
  siteName: DemoSiteName,
  siteAssets: readonly SiteAsset[],
  people: readonly SiteUser[],
  siteId: number,
  now: Date,
): Activity {
  const rng = new Random(`demo-activity:${siteName}`);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - SPAN_DAYS * DAY);
  // Use grows over the months (adoption), with the week's rhythm on top.
  const dayCumulative = cumulativeOf(
    Array.from({ length: SPAN_DAYS }, (_, day) => {
      const weekday = new Date(start.getTime() + day * DAY).getUTCDay();
      return (0.45 + 0.75 * (day / SPAN_DAYS)) * WEEKDAY_WEIGHTS[weekday]!;
    }),
  );
  const hourCumulative = cumulativeOf(HOUR_WEIGHTS);
  /** A time on or after `notBefore` (and before now), following the day and hour rhythm. */
  const timeFrom = (notBefore: Date): Date | undefined => {
    const firstDay = Math.max(0, Math.ceil((notBefore.getTime() - start.getTime()) / DAY));
    if (firstDay >= SPAN_DAYS) return undefined;
    const day = pickWeighted(rng, dayCumulative, firstDay);
    const hour = pickWeighted(rng, hourCumulative);
    const at = new Date(
      start.getTime() + day * DAY + hour * 60 * MINUTE + rng.int(0, 59) * MINUTE + rng.int(0, 59) * 1000,
    );
    return at < now ? at : undefined;
  };

  // A few popular assets and a long tail (Zipf), featured ones more so.
  const popularity = rng.shuffle(siteAssets).map((asset, rank) => ({
    asset,
    weight: (asset.featured ? 2 : 1) / (rank + 1) ** 0.85,
  }));
  const assetCumulative = cumulativeOf(popularity.map((entry) => entry.weight));
  const userCumulative = cumulativeOf(people.map((person) => person.weight));

  const activity: Activity = {
    interactions: [],
    reportEvents: [],
    searches: [],
    summary: { site: siteName, views: 0, likes: 0, downloads: 0, shares: 0, searches: 0 },
  };
  const record = (kind: RepeatedInteraction, assetId: number, userId: number, created: Date) => {
    activity.interactions.push({ assetId, userId, kind, created });
    activity.reportEvents.push({ assetId, userId, reportName: REPEATED_INTERACTIONS[kind], created });
  };
  const liked = new Set<string>();
  const vocabulary = siteVocabulary(siteName, siteAssets);

  const viewCount = siteAssets.length * VIEWS_PER_ASSET;
  for (let made = 0, tries = 0; made < viewCount && tries < viewCount * 4; tries += 1) {
    const person = people[pickWeighted(rng, userCumulative)]!;
    const { asset } = popularity[pickWeighted(rng, assetCumulative)]!;
    if (!person.canOpen.has(asset.assetId)) continue;
    const at = timeFrom(new Date(asset.created.getTime() + 60 * MINUTE));
    if (!at) continue;
    made += 1;
    record('view', asset.assetId, person.userId, at);
    activity.summary.views += 1;
    if (rng.chance(FROM_SEARCH_RATE)) {
      const query = rng.pick(assetTerms(asset.library));
      const semantic = rng.chance(0.25);
      activity.searches.push({
        query: semantic ? `${rng.pick(QUESTION_STARTS)} ${query}` : query,
        type: semantic ? 'semantic' : 'full',
        source: SEARCH_SOURCE,
        page: CONTENT_PAGE,
        resultCount: 1,
        userId: person.userId,
        deploymentIndexId: siteId,
        assetId: asset.assetId,
        created: new Date(at.getTime() - rng.int(5, 90) * 1000),
      });
    }
    // What a user does after opening an asset comes a few minutes later (never after now).
    const later = () => {
      const time = at.getTime() + rng.int(1, 25) * MINUTE;
      return new Date(time < now.getTime() ? time : at.getTime());
    };
    if (rng.chance(DOWNLOAD_RATE * (asset.library.kind === 'dashboard' ? 0.2 : 1))) {
      record('download', asset.assetId, person.userId, later());
      activity.summary.downloads += 1;
    }
    if (rng.chance(SHARE_RATE)) {
      record('share', asset.assetId, person.userId, later());
      activity.summary.shares += 1;
    }
    const key = `${person.userId}:${asset.assetId}`;
    if (!liked.has(key) && rng.chance(LIKE_RATE)) {
      liked.add(key);
      activity.interactions.push({ assetId: asset.assetId, userId: person.userId, kind: 'like', created: later() });
      activity.summary.likes += 1;
    }
  }

  const searchCount = Math.round(viewCount * SEARCHES_PER_VIEW);
  for (let made = 0; made < searchCount; made += 1) {
    const person = people[pickWeighted(rng, userCumulative)]!;
    const at = timeFrom(start);
    if (!at) continue;
    const search = vocabulary.search(rng);
    activity.searches.push({
      ...search,
      source: SEARCH_SOURCE,
      page: SEARCH_PAGE,
      userId: person.userId,
      deploymentIndexId: siteId,
      created: at,
    });
  }
  activity.summary.searches = activity.searches.length;
  return activity;
}

const QUESTION_STARTS = ['examples of', 'what worked for', 'results of', 'how we used'];

/** Words a user would type to find the asset: its keywords, client, brand, campaign, topic. */
function assetTerms(asset: DemoLibraryAsset): string[] {
  const { keywords = [], clients = [], brands = [], campaigns = [], topics = [] } = asset.metadata;
  const terms = [...keywords, ...clients, ...brands, ...campaigns, ...topics.map((topic) => topic.toLowerCase())];
  return terms.length > 0 ? terms : [asset.title.toLowerCase()];
}

/**
 * The searches people make on a site's search page, from the words of its library (vocabulary.ts): topic phrases,
 * clients, capabilities and content types as keywords, combined as hybrid queries, and questions in semantic mode.
 * A keyword search's result count is how many of the site's library assets carry the words; one in twenty has a
 * typo and finds nothing (what search insights should show).
 */
function siteVocabulary(siteName: DemoSiteName, siteAssets: readonly SiteAsset[]) {
  const profile = SITE_PROFILES.find((candidate) => candidate.site === siteName)!;
  const texts = siteAssets.map((asset) =>
    [asset.library.title, ...Object.values(asset.library.metadata).flat()].join(' ').toLowerCase(),
  );
  const matches = (term: string) => texts.filter((text) => text.includes(term.toLowerCase())).length;
  const phrases = TOPICS.flatMap((topic) => topic.phrases);
  const contentTypes = [...new Set(siteAssets.map((asset) => KIND_SETTINGS[asset.library.kind].contentType))];
  const typo = (word: string, rng: Random) => {
    const at = rng.int(1, Math.max(1, word.length - 2));
    return `${word.slice(0, at)}${word[at + 1] ?? ''}${word[at] ?? ''}${word.slice(at + 2)}`;
  };
  return {
    search(rng: Random): Pick<NewSearchReportEvent, 'query' | 'type' | 'resultCount'> {
      const roll = rng.next();
      if (roll < 0.6) {
        const query = rng.pick([
          rng.pick(phrases),
          rng.pick(profile.clients),
          `${rng.pick(profile.clients)} ${rng.pick(contentTypes).toLowerCase()}`,
          rng.pick(CAPABILITIES),
          `${rng.pick(phrases)} case study`,
        ]);
        if (rng.chance(0.05)) return { query: typo(query, rng), type: 'full', resultCount: 0 };
        const words = query.toLowerCase().split(' ');
        const found = Math.max(
          matches(query),
          ...words.filter((word) => word.length > 3).map((word) => Math.round(matches(word) / 2)),
        );
        return { query, type: 'full', resultCount: found };
      }
      if (roll < 0.85) {
        const query = rng.pick([
          `How did ${rng.pick(profile.clients)} use ${rng.pick(phrases)}?`,
          `Which campaigns improved ${rng.pick(phrases)}?`,
          `Examples of ${rng.pick(phrases)} for ${rng.pick(profile.clients)}`,
          `What did we learn about ${rng.pick(TOPICS).name.toLowerCase()}?`,
        ]);
        return { query, type: 'semantic', resultCount: rng.int(8, Math.min(25, siteAssets.length)) };
      }
      const query = `${rng.pick(phrases)} ${rng.pick(profile.clients)}`;
      return {
        query,
        type: 'hybrid',
        resultCount: Math.min(siteAssets.length, matches(query.split(' ')[0]!) + rng.int(5, 15)),
      };
    },
  };
}

/**
 * Inserts the rows of one table in a single statement that reads them from one JSON parameter
 * (json_to_recordset): a few thousand rows cost one round trip and no per-value parameters, a fraction of the time
 * multi-row VALUES take, on PGlite and PostgreSQL alike.
 */
async function insertJson(tx: Transaction, table: string, columns: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns
    .split(',')
    .map((column) => column.trim().split(' ')[0])
    .join(', ');
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${sql.raw(names)})
        select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(columns)})`,
  );
}

async function insertAll(tx: Transaction, activity: Activity): Promise<void> {
  const at = (created: Date | undefined) => created?.toISOString();
  await insertJson(
    tx,
    'asset_interactions',
    'asset_id int, user_id int, kind interaction_kind, created timestamptz',
    activity.interactions.map((row) => ({
      asset_id: row.assetId,
      user_id: row.userId,
      kind: row.kind,
      created: at(row.created),
    })),
  );
  await insertJson(
    tx,
    'asset_report_events',
    'asset_id int, user_id int, report_name text, created timestamptz',
    activity.reportEvents.map((row) => ({
      asset_id: row.assetId,
      user_id: row.userId,
      report_name: row.reportName,
      created: at(row.created),
    })),
  );
  await insertJson(
    tx,
    'search_report_events',
    'query text, type text, source text, page text, result_count int, user_id int, deployment_index_id int, asset_id int, created timestamptz',
    activity.searches.map((row) => ({
      query: row.query,
      type: row.type,
      source: row.source,
      page: row.page,
      result_count: row.resultCount,
      user_id: row.userId,
      deployment_index_id: row.deploymentIndexId,
      asset_id: row.assetId ?? null,
      created: at(row.created),
    })),
  );
}
