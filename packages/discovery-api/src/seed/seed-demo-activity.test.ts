// wire pass: the bulk insert from one JSON parameter (json_to_recordset) through the pg driver.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REPORT_ROWS_HEADER } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordAssetInteraction } from '../assets/asset-interactions.js';
import { canSeeAssetContent } from '../assets/asset-visibility.js';
import { assets, users } from '../db/schema/index.js';
import { sqlRows } from '../db/sql-rows.js';
import type { DemoSiteName } from '../identity/demo-accounts.js';
import { loadSitePermissions } from '../sites/site-permissions.js';
import { databaseSnapshot } from '../test/database-snapshot.js';
import { startDemoSiteContext, type DemoSiteContext } from '../test/demo-site-context.js';
import { AWARDS_VIEWER, PORTAL_ADMIN } from '../test/cast.js';
import { DEMO_LIBRARY_SITES, demoLibraryOf, sitePeople } from './demo-library/demo-library.js';
import { seedDemoLibrary } from './demo-library/seed-demo-library.js';
import { seedDemoActivity, type DemoActivitySummary } from './seed-demo-activity.js';

const NOW = new Date();
const DAY = 24 * 60 * 60 * 1000;
/** The site whose users were already active before the seeding: it gets no demo activity. */
const ACTIVE_SITE: DemoSiteName = 'Meridian Creative';
const SEEDED_SITES = DEMO_LIBRARY_SITES.filter((site) => site !== ACTIVE_SITE);

/**
 * The demo activity (seed-demo-activity.ts) on a server of its own, whose database holds the demo library's asset
 * rows (seedDemoLibrary stopped before the files, which the activity does not need): what it writes on each site,
 * how it is spread, who sees what, and that a second seeding adds nothing.
 */
describe('demo activity seed', () => {
  let context: DemoSiteContext;
  let summaries: DemoActivitySummary[];
  let milliseconds: number;
  const siteIdOf = new Map<DemoSiteName, number>();
  const rows = <Row>(query: ReturnType<typeof sql>) => sqlRows<Row>(context.server.app.db, query);

  before(async () => {
    context = await startDemoSiteContext();
    const app = context.server.app;
    const controller = new AbortController();
    // The rows only: the hook runs once they exist, and stopping there leaves the files ungenerated.
    await seedDemoLibrary(app, { now: NOW, signal: controller.signal, onAssetRows: async () => controller.abort() });
    for (const site of DEMO_LIBRARY_SITES) siteIdOf.set(site, await context.siteId(site));
    // A user of one site viewed an asset before any seeding: that site has activity of its own already.
    const [asset] = await app.db
      .select()
      .from(assets)
      .where(eq(assets.docId, demoLibraryOf(ACTIVE_SITE, NOW)[0]!.docId));
    const [chloe] = await app.db.select().from(users).where(eq(users.email, 'chloe.martin@demo.portal'));
    await recordAssetInteraction(app.db, asset!.assetId, chloe!.userId, 'view');
    const started = performance.now();
    summaries = await seedDemoActivity(app.db, { now: NOW });
    milliseconds = performance.now() - started;
  });
  after(async () => context?.close());

  const onSite = (site: DemoSiteName) => sql`a.deployment_index_id = ${siteIdOf.get(site)!}`;

  test('every demo site with a library and no activity gets views, likes, downloads, shares and searches, quickly', async () => {
    assert.deepEqual(
      summaries.map((summary) => summary.site),
      SEEDED_SITES,
    );
    for (const summary of summaries) {
      const { site, ...counts } = summary;
      for (const [kind, value] of Object.entries(counts)) assert.ok(value > 5, `${site}: ${value} ${kind}`);
    }
    const written = await rows<{ count: number }>(
      sql`select (select count(*) from asset_interactions)::int + (select count(*) from asset_report_events)::int
            + (select count(*) from search_report_events)::int as count`,
    );
    const total = written[0]!.count;
    assert.ok(total > 2000 && total < 15_000, `${total} rows`);
    console.log(`demo activity: ${total} rows in ${milliseconds.toFixed(0)} ms`);
    // Generous for a shared 2-core machine; the start-up log reports the real time (a few hundred ms here).
    assert.ok(milliseconds < 10_000, `${milliseconds} ms`);
  });

  test('it spans the last six months, by several users, and leaves alone the site that had activity', async () => {
    for (const site of SEEDED_SITES) {
      const [span] = await rows<{ first: string; last: string; users: number; months: number }>(
        sql`select min(i.created)::text as first, max(i.created)::text as last, count(distinct i.user_id)::int as users,
                   count(distinct date_trunc('month', i.created))::int as months
            from asset_interactions i join assets a on a.asset_id = i.asset_id where ${onSite(site)}`,
      );
      assert.ok(NOW.getTime() - Date.parse(span!.first) > 150 * DAY, `${site} starts ${span!.first}`);
      assert.ok(NOW.getTime() - Date.parse(span!.last) < 7 * DAY, `${site} ends ${span!.last}`);
      assert.ok(Date.parse(span!.last) <= NOW.getTime(), 'nothing in the future');
      assert.ok(span!.months >= 6, `${site}: ${span!.months} months`);
      assert.equal(span!.users, sitePeople(site).length, `${site}: every demo user of the site`);
    }
    const [active] = await rows<{ count: number }>(
      sql`select count(*)::int as count from asset_interactions i join assets a on a.asset_id = i.asset_id
          where ${onSite(ACTIVE_SITE)}`,
    );
    assert.equal(active!.count, 1, 'only the view that was there');
  });

  test('each view, download and share is written as recordAssetInteraction writes it; likes are one per user and asset', async () => {
    const unmatched = await rows<{ kind: string; count: number }>(
      sql`select kind::text, count(*)::int as count from (
            (select i.asset_id, i.user_id, i.created, case i.kind when 'view' then 'views' when 'download' then 'downloads'
                    else 'shares' end as kind
             from asset_interactions i join assets a on a.asset_id = i.asset_id
             where i.kind <> 'like' and a.deployment_index_id <> ${siteIdOf.get(ACTIVE_SITE)!}
             except all
             select e.asset_id, e.user_id, e.created, e.report_name from asset_report_events e)
            union all
            (select e.asset_id, e.user_id, e.created, e.report_name from asset_report_events e
               join assets a on a.asset_id = e.asset_id where a.deployment_index_id <> ${siteIdOf.get(ACTIVE_SITE)!}
             except all
             select i.asset_id, i.user_id, i.created, case i.kind when 'view' then 'views' when 'download' then 'downloads'
                    else 'shares' end
             from asset_interactions i where i.kind <> 'like')) unmatched group by kind`,
    );
    assert.deepEqual(unmatched, []);
    const [likes] = await rows<{ likes: number; pairs: number; unviewed: number }>(
      sql`select count(*)::int as likes, count(distinct (asset_id, user_id))::int as pairs,
                 count(*) filter (where not exists (select 1 from asset_interactions v where v.kind = 'view'
                   and v.asset_id = l.asset_id and v.user_id = l.user_id and v.created <= l.created))::int as unviewed
          from asset_interactions l where kind = 'like'`,
    );
    assert.ok(likes!.likes > 20);
    assert.equal(likes!.pairs, likes!.likes);
    assert.equal(likes!.unviewed, 0, 'a user likes what they viewed, after viewing it');
    const [early] = await rows<{ count: number }>(
      sql`select count(*)::int as count from asset_interactions i join assets a on a.asset_id = i.asset_id
          where i.created < a.created`,
    );
    assert.equal(early!.count, 0, 'nothing happens to an asset before it was published');
  });

  test('nobody views, likes, downloads or shares a private asset they may not open', async () => {
    const app = context.server.app;
    const pairs = await rows<{ asset_id: number; user_id: number; site_id: number }>(
      sql`select distinct i.asset_id, i.user_id, a.deployment_index_id as site_id
          from asset_interactions i join assets a on a.asset_id = i.asset_id where a.asset_visibility = 'Private'`,
    );
    assert.ok(pairs.length >= 5, `${pairs.length} private asset pairs: the check below is not empty`);
    for (const pair of pairs) {
      const [user] = await app.db.select().from(users).where(eq(users.userId, pair.user_id));
      const [asset] = await app.db.select().from(assets).where(eq(assets.assetId, pair.asset_id));
      const [site] = await rows<{ name: string }>(
        sql`select name from deployment_indexes where deployment_index_id = ${pair.site_id}`,
      );
      const permissions = await loadSitePermissions(app.db, user!, pair.site_id);
      const access = {
        user: user!,
        site: { deploymentIndexId: pair.site_id, name: site!.name } as never,
        ...permissions,
      };
      assert.ok(await canSeeAssetContent(app.db, access, asset!), `${user!.email} may open ${asset!.title}`);
    }
    // Some users of a site may not open some of its private assets, so the rule was applied, not idle.
    const closed = await rows<{ count: number }>(
      sql`select count(*)::int as count from assets a where a.asset_visibility = 'Private' and ${onSite('Northwind Awards')}
          and not exists (select 1 from asset_members m join users u on u.user_id = m.user_id
                          where m.asset_id = a.asset_id and u.email = ${AWARDS_VIEWER})
          and a.created_by_user_id <> (select user_id from users where email = ${AWARDS_VIEWER})`,
    );
    assert.ok(closed[0]!.count > 0);
    const [seen] = await rows<{ count: number }>(
      sql`select count(*)::int as count from asset_interactions i join assets a on a.asset_id = i.asset_id
          join users u on u.user_id = i.user_id
          where u.email = ${AWARDS_VIEWER} and a.asset_visibility = 'Private'
          and not exists (select 1 from asset_members m where m.asset_id = a.asset_id and m.user_id = u.user_id)`,
    );
    assert.equal(seen!.count, 0);
  });

  test('it looks like real use: a few popular assets, busy weekdays, growth over the months', async () => {
    const site = 'Northwind Discovery';
    const perAsset = await rows<{ views: number }>(
      sql`select count(*)::int as views from asset_interactions i join assets a on a.asset_id = i.asset_id
          where i.kind = 'view' and ${onSite(site)} group by i.asset_id order by views desc`,
    );
    const median = perAsset[Math.floor(perAsset.length / 2)]!.views;
    assert.ok(perAsset[0]!.views >= 5 * median, `top ${perAsset[0]!.views} views, median ${median}`);
    const [rhythm] = await rows<{ weekday: number; weekend: number; early: number; late: number }>(
      sql`select count(*) filter (where extract(isodow from i.created) < 6)::float / 5 as weekday,
                 count(*) filter (where extract(isodow from i.created) >= 6)::float / 2 as weekend,
                 count(*) filter (where i.created < ${new Date(NOW.getTime() - 120 * DAY)})::int as early,
                 count(*) filter (where i.created >= ${new Date(NOW.getTime() - 60 * DAY)})::int as late
          from asset_interactions i join assets a on a.asset_id = i.asset_id where ${onSite(site)}`,
    );
    assert.ok(
      rhythm!.weekday > 2.5 * rhythm!.weekend,
      `per weekday ${rhythm!.weekday}, per weekend day ${rhythm!.weekend}`,
    );
    assert.ok(rhythm!.late > 1.3 * rhythm!.early, `last two months ${rhythm!.late}, first two ${rhythm!.early}`);
  });

  test('searches: keyword, semantic and hybrid, some finding nothing, and the searches that led to a content page', async () => {
    const site = siteIdOf.get('Northwind Discovery')!;
    const byKind = await rows<{ type: string; page: string; searches: number; empty: number; users: number }>(
      sql`select type, page, count(*)::int as searches, count(*) filter (where result_count = 0)::int as empty,
                 count(distinct user_id)::int as users
          from search_report_events where deployment_index_id = ${site} group by type, page order by type, page`,
    );
    const find = (type: string, page: string) => byKind.find((row) => row.type === type && row.page === page);
    for (const type of ['full', 'semantic', 'hybrid']) assert.ok(find(type, 'Search Results')?.searches, type);
    assert.ok(find('full', 'Search Results')!.empty > 0, 'some keyword searches find nothing');
    assert.ok(find('full', 'content')!.searches > 0 && find('full', 'content')!.empty === 0);
    assert.ok(find('full', 'Search Results')!.users >= 3);
    const [led] = await rows<{ count: number }>(
      sql`select count(*)::int as count from search_report_events s where s.deployment_index_id = ${site}
          and (s.asset_id is null) <> (s.page <> 'content')`,
    );
    assert.equal(led!.count, 0, 'exactly the content-page searches name their asset');
  });

  test('the API shows it: an asset has insights, the site report exports rows', async () => {
    const site = siteIdOf.get('Northwind Discovery')!;
    const [popular] = await rows<{ asset_id: number; views: number }>(
      sql`select i.asset_id, count(*)::int as views from asset_interactions i join assets a on a.asset_id = i.asset_id
          where i.kind = 'view' and a.asset_visibility = 'Public' and a.deployment_index_id = ${site}
          group by i.asset_id order by views desc limit 1`,
    );
    const insights = await context.request('GET', `/api/v2/assets/${popular!.asset_id}/insights`, { as: PORTAL_ADMIN });
    assert.equal(insights.statusCode, 200, insights.body);
    assert.equal(insights.json<{ views: number }>().views, popular!.views);
    const exported = await context.request('GET', `/api/v2/deploymentIndexes/${site}/reports/searches/export`, {
      as: PORTAL_ADMIN,
    });
    assert.equal(exported.statusCode, 200, exported.body);
    assert.ok(Number(exported.headers[REPORT_ROWS_HEADER.toLowerCase()]) > 100);
  });

  test('a second seeding adds and changes nothing', async () => {
    const before = await databaseSnapshot(context.server.app);
    assert.deepEqual(await seedDemoActivity(context.server.app.db, { now: new Date() }), []);
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
    const [libraryAssets] = await context.server.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(assets)
      .where(and(eq(assets.deploymentIndexId, siteIdOf.get('Northwind Awards')!)));
    assert.equal(libraryAssets!.count, demoLibraryOf('Northwind Awards', NOW).length);
  });
});
