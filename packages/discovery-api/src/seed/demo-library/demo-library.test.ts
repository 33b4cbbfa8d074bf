import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCESS_MESSAGES, BI_DASHBOARD_PAGES, BUILTIN_DASHBOARD_NAMES, DATE_FILTERS } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import {
  assetContacts,
  assets,
  assetUserGroups,
  confidentialAssetUsers,
  metadataEdges,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema/index.js';
import { rankSite } from '../../search/rank-site.js';
import { databaseSnapshot } from '../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../test/demo-site-context.js';
import { DEMO_LIBRARY_SITES, demoLibraryOf, KIND_SETTINGS, type DemoLibraryAsset } from './demo-library.js';
import { builtinDashboardUrl } from '../../bi/builtin-dashboards.js';
import { biDashboardPageUrl } from '../../bi/bi-dashboard-pages.js';
import { DASHBOARD_VIEWERS_GROUP, demoDashboardViewers } from '../demo-sites.js';
import { demoLibraryEnabled } from './demo-library-setting.js';
import { demoLibraryProgress, seedDemoLibrary, type DemoLibrarySummary } from './seed-demo-library.js';
import { DEMO_ASSET_KINDS } from './vocabulary.js';
import { AWARDS_EDITOR, AWARDS_VIEWER, PORTAL_ADMIN, SITE_ADMIN } from '../../test/cast.js';

const NOW = new Date();
const SITE = 'Northwind Awards';
const FORMATS = ['pdf', 'docx', 'pptx', 'xlsx', 'csv', 'png', 'jpg', 'html', 'txt', 'md', 'avi'];

/** The words of a text, lower-cased. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
const textOf = (asset: DemoLibraryAsset) =>
  [asset.title, asset.description, ...asset.paragraphs, ...Object.values(asset.metadata).flat()].join(' ');

describe('the demo library (generated)', () => {
  test('is the same every time, about 300 assets: 120 on Northwind Discovery, 50 to 60 on each other site', () => {
    const sizes = DEMO_LIBRARY_SITES.map((site) => demoLibraryOf(site, NOW).length);
    assert.equal(sizes[0], 120);
    for (const size of sizes.slice(1)) assert.ok(size >= 50 && size <= 60, `${size}`);
    assert.equal(
      sizes.reduce((a, b) => a + b, 0),
      299,
    );
    assert.deepEqual(demoLibraryOf(SITE, NOW), demoLibraryOf(SITE, NOW));
    const docIds = DEMO_LIBRARY_SITES.flatMap((site) => demoLibraryOf(site, NOW).map((asset) => asset.docId));
    assert.equal(new Set(docIds).size, docIds.length, 'doc ids are unique');
    assert.deepEqual(
      demoLibraryOf(SITE, new Date('2030-01-01')).map((asset) => asset.docId),
      demoLibraryOf(SITE, NOW).map((asset) => asset.docId),
      'doc ids do not depend on the date',
    );
  });

  test('every site has every kind, distinct titles, private assets someone may open and confidential ones', () => {
    for (const site of DEMO_LIBRARY_SITES) {
      const library = demoLibraryOf(site, NOW);
      assert.deepEqual([...new Set(library.map((asset) => asset.kind))].sort(), [...DEMO_ASSET_KINDS].sort(), site);
      assert.equal(
        new Set(library.map((asset) => asset.title.toLowerCase())).size,
        library.length,
        `${site}: titles are distinct`,
      );
      // The shares of private and confidential assets are the generated library's (the awards site's BI pages are
      // public dashboards added after it).
      const generated = library.filter((asset) => !(asset.externalUrl && 'biPage' in asset.externalUrl));
      const privates = library.filter((asset) => asset.visibility === 'Private');
      assert.ok(
        privates.length >= generated.length * 0.08 && privates.length <= generated.length * 0.12,
        `${site}: ${privates.length} private`,
      );
      assert.ok(
        privates.every((asset) => asset.members.length > 0 && !asset.members.includes(asset.createdBy)),
        `${site}: private assets are assigned to someone`,
      );
      const confidential = library.filter((asset) => asset.confidential);
      assert.ok(
        confidential.length >= generated.length * 0.18 && confidential.length <= generated.length * 0.22,
        `${site}: ${confidential.length} confidential`,
      );
      assert.ok(
        library.every(
          (asset) =>
            asset.contacts.some((contact) => contact.role === 'Key Contact') &&
            asset.contributors.filter((c) => c.primary).length === 1,
        ),
      );
      const dashboards = library.filter((asset) => asset.kind === 'dashboard');
      assert.ok(
        dashboards.every(
          (asset) => asset.externalUrl?.action === 'embed' && asset.metadata.content_types?.[0] === 'Dashboards',
        ),
      );
      // The site's dashboards embed its built-in dashboards in turn (every one of them where there are three or more);
      // the awards site's BI pages are dashboards of their own, one per page.
      const bi = dashboards.flatMap((asset) =>
        asset.externalUrl && 'biPage' in asset.externalUrl ? [asset.externalUrl.biPage] : [],
      );
      assert.deepEqual(
        bi.sort(),
        site === 'Northwind Awards' ? Object.keys(BI_DASHBOARD_PAGES).sort() : [],
        `${site}: the BI pages' dashboards`,
      );
      const embedded = dashboards.flatMap((asset) =>
        asset.externalUrl && 'dashboard' in asset.externalUrl ? [asset.externalUrl.dashboard] : [],
      );
      assert.deepEqual(
        [...new Set(embedded)].sort(),
        [...BUILTIN_DASHBOARD_NAMES].slice(0, Math.min(3, embedded.length)).sort(),
        `${site}: ${embedded.join(', ')}`,
      );
      assert.ok(
        library.every((asset) => (asset.kind === 'dashboard') === (asset.externalUrl !== undefined)),
        `${site}: only dashboards have an external URL`,
      );
    }
    const formats = new Set(
      DEMO_LIBRARY_SITES.flatMap((site) => demoLibraryOf(site, NOW).map((asset) => asset.format)),
    );
    assert.deepEqual([...formats].sort(), [...FORMATS].sort());
  });

  test('texts read like documents: several paragraphs with figures, and a project name no other document of the site uses', () => {
    const library = demoLibraryOf('Northwind Discovery', NOW);
    const caseStudy = library.find((asset) => asset.kind === 'caseStudy') as DemoLibraryAsset;
    assert.ok(caseStudy.paragraphs.length >= 6);
    assert.ok(caseStudy.paragraphs.join(' ').split(/\s+/).length > 250, 'a case study runs to a few hundred words');
    assert.match(
      caseStudy.paragraphs.join(' '),
      /\d+\.\d (points|million)|\d+(\.\d)?%/,
      'it gives its results in figures',
    );
    // Sentences of eight words or more (the one-line footers naming agency and group repeat, as in any library).
    const sentences = library
      .flatMap((asset) => asset.paragraphs.join(' ').split(/(?<=\.) /))
      .filter((sentence) => sentence.split(' ').length >= 8);
    assert.ok(
      new Set(sentences).size > sentences.length * 0.9,
      `sentences hardly ever repeat word for word (${new Set(sentences).size} distinct of ${sentences.length})`,
    );
    const projects = library
      .filter((candidate) => candidate.kind !== 'video')
      .map((asset) => {
        const named = /[Pp]roject ([A-Z]\w+)/.exec(asset.paragraphs.join(' '));
        assert.ok(named, `${asset.title} names its project`);
        return named[1];
      });
    assert.equal(new Set(projects).size, projects.length, 'no two documents share a project name');
  });
});

describe('the demo library (seeded into a server)', () => {
  let context: DemoSiteContext;
  let siteId: number;
  let first: DemoLibrarySummary;
  let library: DemoLibraryAsset[];
  const search = (as: string, body: Record<string, unknown>) =>
    context.request('POST', '/api/v2/search?fetchVisibility=true', {
      as,
      payload: { indexId: siteId, documentsPerPage: 200, ...body },
    });

  before(async () => {
    context = await sharedDemoSite();
    assert.equal(demoLibraryEnabled(), false, 'test servers start without the demo library');
    siteId = await context.siteId(SITE);
    library = demoLibraryOf(SITE, NOW);
    first = await seedDemoLibrary(context.server.app, { sites: [SITE], now: NOW });
    // The ingest worker of the server indexes the queued files.
    const deadline = Date.now() + 420_000;
    while ((await demoLibraryProgress(context.server.app.db, first.docIds)).waiting > 0) {
      if (Date.now() > deadline) throw new Error('The worker did not index the demo library in time.');
      await sleep(1_000);
    }
  });

  test('every asset is created, stored and indexed by the worker, none fails', async () => {
    assert.deepEqual(
      { created: first.created, stored: first.stored, queued: first.queued },
      { created: 59, stored: 59, queued: 59 },
    );
    assert.deepEqual(await demoLibraryProgress(context.server.app.db, first.docIds), {
      waiting: 0,
      indexed: 59,
      failed: 0,
    });
  });

  test('every supported type is there: the worker recognised each file by its bytes', async () => {
    const rows = await context.server.app.db
      .select({ extension: assets.fileExtension, mimeType: assets.mimeType, blobName: assets.blobName })
      .from(assets)
      .where(eq(assets.deploymentIndexId, siteId));
    assert.deepEqual([...new Set(rows.map((row) => row.extension))].sort(), [...FORMATS].sort());
    assert.ok(rows.some((row) => row.mimeType === 'video/vnd.avi' && row.blobName?.startsWith('Videos/')));
    const response = await search(PORTAL_ADMIN, { q: '' });
    assert.equal(response.statusCode, 200, response.body);
    const contentTypes = response.json().facets.find((facet: { name: string }) => facet.name === 'content_types');
    const names = contentTypes.values.map((value: { name: string }) => value.name);
    for (const kind of DEMO_ASSET_KINDS)
      assert.ok(names.includes(KIND_SETTINGS[kind].contentType), `${KIND_SETTINGS[kind].contentType} in ${names}`);
  });

  test('the facets have several values each, countries sit under their regions, and every date filter selects something', async () => {
    const result = (await search(PORTAL_ADMIN, { q: '', facetValuesCount: 100 })).json();
    assert.equal(result.totalRecords, 59);
    for (const name of [
      'agencies',
      'capabilities',
      'topics',
      'regions',
      'countries',
      'clients',
      'brands',
      'industries',
      'target_markets',
      'keywords',
      'campaigns',
    ]) {
      const facet = result.facets.find((candidate: { name: string }) => candidate.name === name);
      assert.ok(facet && facet.values.length >= 3, `${name}: ${facet?.values.length ?? 0} values`);
    }
    const [france] = await context.server.app.db
      .select()
      .from(metadataEdges)
      .where(
        and(
          eq(metadataEdges.deploymentIndexId, siteId),
          eq(metadataEdges.fieldCode, 'countries'),
          eq(metadataEdges.fieldValue, 'France'),
        ),
      );
    assert.equal(france?.parentFieldValue, 'Europe');
    let previous = 0;
    for (const filter of [...DATE_FILTERS].reverse()) {
      const total = (await search(AWARDS_VIEWER, { q: '', filters: `published_date_${filter.label}` })).json()
        .totalRecords;
      assert.ok(total > previous, `${filter.label}: ${total} documents (the shorter period before it had ${previous})`);
      previous = total;
    }
    assert.ok(previous < 55, 'some documents are older than three years');
  });

  test('some assets are private (the viewer opens those assigned to him only) and some confidential', async () => {
    const db = context.server.app.db;
    const stored = await db
      .select({ docId: assets.docId, visibility: assets.assetVisibility, confidential: assets.isConfidential })
      .from(assets)
      .where(eq(assets.deploymentIndexId, siteId));
    assert.equal(
      stored.filter((row) => row.visibility === 'Private').length,
      library.filter((asset) => asset.visibility === 'Private').length,
    );
    assert.equal(stored.filter((row) => row.confidential).length, library.filter((asset) => asset.confidential).length);
    const cleared = await db
      .select()
      .from(confidentialAssetUsers)
      .innerJoin(assets, eq(assets.assetId, confidentialAssetUsers.assetId))
      .where(eq(assets.deploymentIndexId, siteId));
    assert.ok(cleared.length > 0);

    const documents: { doc_id: string; isAccessible: boolean }[] = (await search(AWARDS_VIEWER, { q: '' })).json()
      .documents;
    const closed = documents
      .filter((doc) => !doc.isAccessible)
      .map((doc) => doc.doc_id)
      .sort();
    const expected = library
      .filter(
        (asset) =>
          asset.visibility === 'Private' && !asset.members.includes(AWARDS_VIEWER) && asset.createdBy !== AWARDS_VIEWER,
      )
      .map((asset) => asset.docId)
      .sort();
    assert.ok(
      expected.length > 0 && expected.length < library.filter((asset) => asset.visibility === 'Private').length,
      'the viewer is assigned some private assets, not all',
    );
    assert.deepEqual(closed, expected);
    assert.ok(
      (await search(PORTAL_ADMIN, { q: '' }))
        .json()
        .documents.every((doc: { isAccessible: boolean }) => doc.isAccessible),
      'the administrator opens everything',
    );
  });

  test('a keyword search finds a document by a word only its text uses', async () => {
    const frequency = new Map<string, number>();
    for (const asset of library)
      for (const word of new Set(words(textOf(asset)))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    const target = library.find(
      (asset) => asset.kind === 'report' && asset.visibility === 'Public',
    ) as DemoLibraryAsset;
    const word = words(target.paragraphs.join(' ')).find(
      (candidate) =>
        candidate.length >= 6 && frequency.get(candidate) === 1 && !words(target.title).includes(candidate),
    );
    assert.ok(word, `${target.title} has a word of its own`);
    const [row] = await context.server.app.db
      .select({ assetId: assets.assetId })
      .from(assets)
      .where(eq(assets.docId, target.docId));
    const { documents } = await rankSite(context.server.app.searchEngine, {
      siteId,
      text: word,
      mode: 'keyword',
      limit: 5,
    });
    assert.deepEqual(
      documents.map((doc) => doc.assetId),
      [row?.assetId],
      `'${word}' finds ${target.title}`,
    );
  });

  test('the site has its master metadata set, and the people on the assets are the demo users of the site', async () => {
    const generated = await context.request('POST', '/api/v2/deployments/generateAssetMetadataSets', {
      as: PORTAL_ADMIN,
      payload: { IndexId: siteId },
    });
    assert.equal(generated.statusCode, 409, generated.body);
    assert.match(generated.json().error, /Northwind Awards master set/);
    const people = await context.server.app.db
      .selectDistinct({ email: users.email, role: assetContacts.contactRole })
      .from(assetContacts)
      .innerJoin(users, eq(users.userId, assetContacts.userId))
      .innerJoin(assets, eq(assets.assetId, assetContacts.assetId))
      .where(eq(assets.deploymentIndexId, siteId));
    const emails = new Set(people.map((person) => person.email));
    assert.deepEqual(
      [...emails].filter((email) => ![SITE_ADMIN, AWARDS_EDITOR, AWARDS_VIEWER, PORTAL_ADMIN].includes(email)),
      [],
    );
    assert.ok(
      people.some((person) => person.role === 'Key Contact') &&
        people.some((person) => person.role === ACCESS_MESSAGES.dashboardAccessTitle),
    );
  });

  test("the dashboards embed the site's built-in dashboards, open to its 'Dashboard viewers' user group", async () => {
    const db = context.server.app.db;
    const stored = await db
      .select({ docId: assets.docId, url: assets.externalUrl, action: assets.externalUrlAction })
      .from(assets)
      .where(eq(assets.deploymentIndexId, siteId));
    const dashboards = library.filter((asset) => asset.kind === 'dashboard');
    assert.ok(dashboards.length >= 2);
    for (const asset of dashboards) {
      const row = stored.find((candidate) => candidate.docId === asset.docId);
      assert.deepEqual(row, {
        docId: asset.docId,
        url:
          asset.externalUrl && 'biPage' in asset.externalUrl
            ? biDashboardPageUrl(context.server.config.publicUrl, siteId, asset.externalUrl.biPage)
            : builtinDashboardUrl(context.server.config.publicUrl, siteId, asset.externalUrl!.dashboard),
        action: 'embed',
      });
    }
    const members = await db
      .select({ email: users.email })
      .from(userGroupMembers)
      .innerJoin(userGroups, eq(userGroups.userGroupId, userGroupMembers.userGroupId))
      .innerJoin(users, eq(users.userId, userGroupMembers.userId))
      .where(and(eq(userGroups.deploymentIndexId, siteId), eq(userGroups.name, DASHBOARD_VIEWERS_GROUP.name)));
    assert.deepEqual(members.map((member) => member.email).sort(), [...demoDashboardViewers[SITE]].sort());
    const granted = await db
      .select({ docId: assets.docId })
      .from(assetUserGroups)
      .innerJoin(userGroups, eq(userGroups.userGroupId, assetUserGroups.userGroupId))
      .innerJoin(assets, eq(assets.assetId, assetUserGroups.assetId))
      .where(and(eq(userGroups.deploymentIndexId, siteId), eq(userGroups.name, DASHBOARD_VIEWERS_GROUP.name)));
    assert.deepEqual(granted.map((row) => row.docId).sort(), dashboards.map((asset) => asset.docId).sort());

    // The group's members have dashboard access; the site's viewer, outside it, meets the Dashboard Access dialog.
    const docIds = dashboards.map((asset) => asset.docId);
    const access = async (as: string) => {
      const response = await context.request('POST', '/api/v2/assets/listDetails', { as, payload: { docIds } });
      assert.equal(response.statusCode, 200, response.body);
      const details = response.json<Record<string, { hasUserGroupAccess: boolean }>>();
      return docIds.map((docId) => details[docId]?.hasUserGroupAccess);
    };
    assert.ok(!demoDashboardViewers[SITE].includes(AWARDS_VIEWER));
    assert.ok((await access(AWARDS_EDITOR)).every(Boolean));
    assert.ok((await access(AWARDS_VIEWER)).every((granted) => granted === false));

    // The built-in dashboards' data follows: the group's members read it, the viewer outside it does not.
    const engagement = (as: string) =>
      context.request('GET', `/api/v2/dashboards/builtin/engagement?indexId=${siteId}`, { as });
    const read = await engagement(AWARDS_EDITOR);
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().siteName, SITE);
    const refused = await engagement(AWARDS_VIEWER);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().error, ACCESS_MESSAGES.builtinDashboardDenied);
  });

  test('a second seeding adds and changes nothing', async () => {
    const before = await databaseSnapshot(context.server.app);
    const again = await seedDemoLibrary(context.server.app, { sites: [SITE], now: NOW });
    assert.deepEqual(
      { created: again.created, stored: again.stored, queued: again.queued },
      { created: 0, stored: 0, queued: 0 },
    );
    assert.deepEqual(await databaseSnapshot(context.server.app), before);
    const names: string[] = [];
    for await (const blob of context.server.app.blobs.getContainerClient('northwind-awards-assets').listBlobsFlat())
      names.push(blob.name);
    assert.equal(names.length, 59, 'one file per asset in the site container');
  });
});
