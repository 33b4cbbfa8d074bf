import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { addDashboard } from '../../../../test/dashboard-fixtures.js';
import { ensureFieldValues, selectValues } from '../../../../test/insights-fixtures.js';
import {
  assetMembers,
  assets,
  assetUserGroups,
  roles,
  userGroupMembers,
  userGroups,
} from '../../../../db/schema/index.js';
import type { Asset } from '../../../../db/schema/index.js';
import { ASSET_STATUS_ID } from '../../../../assets/asset-status.js';
import { processAsset } from '../../../../workers/process-asset.js';
import { databaseSnapshot } from '../../../../test/database-snapshot.js';
import { sharedDemoSite, type DemoSiteContext } from '../../../../test/demo-site-context.js';
import { addDocument, siteNamed, userIdOf } from '../../../../test/document-fixtures.js';
import { AI_USER, MERIDIAN_EDITOR, SECOND_VIEWER, SITE_ADMIN, SITE_VIEWER, UPLOADER } from '../../../../test/cast.js';

/**
 * Issue 20's authorisation matrix: every content call of the content page × the six roles of the cast, for a PRIVATE
 * and a PUBLIC asset of Northwind Discovery (and, for the dashboard call, a private and a public dashboard asset that
 * the readers' user group is given access to). The expected statuses are the table below; each answer is also checked:
 * a caller who may not open the asset gets none of its content (no description, text, keyword, SAS URL or file byte)
 * and a refused write changes nothing; a caller who may open it gets what the call serves.
 */

const ROLES = ['uploader', 'siteAdmin', 'member', 'groupMember', 'viewer', 'otherSite'] as const;
type Role = (typeof ROLES)[number];
const EMAIL: Record<Role, string> = {
  uploader: UPLOADER, // content uploader; uploaded all four assets
  siteAdmin: SITE_ADMIN,
  member: SECOND_VIEWER, // site member, assigned to the private assets as assetMember
  groupMember: AI_USER, // AI user, in the readers' user group given access
  viewer: SITE_VIEWER, // site member with no access to the private assets
  otherSite: MERIDIAN_EDITOR, // site editor of Meridian Insights only
};
/** Who may open (see the content of) each asset: the private-asset rule (assets/asset-visibility.ts). */
const MAY_OPEN: Record<'private' | 'public', readonly Role[]> = {
  private: ['uploader', 'siteAdmin', 'member', 'groupMember'],
  public: ['uploader', 'siteAdmin', 'member', 'groupMember', 'viewer'],
};
const TARGETS = ['private', 'public'] as const;
type Target = (typeof TARGETS)[number];

const REPORT_URL =
  'https://app.powerbi.com/groups/0f8fad5b-d9cb-469f-a165-70867728950e/reports/7c9e6679-7425-40de-944b-e07fc1f90ae7/ReportSection';

/** One asset of the matrix, with what must never reach a caller who may not open it. */
interface Subject {
  asset: Asset;
  dashboard: Asset;
  fileText: string;
  /** Strings only the asset's content carries: its file's word, description and keyword. */
  secrets: string[];
  keyword: string;
  assignedMembers: string[];
  assignedGroups: number[];
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}

interface Check {
  role: Role;
  target: Target;
  subject: Subject;
  /** Whether the caller may open the asset the call is about. */
  mayOpen: boolean;
  /** Whether the caller may open the private asset (nothing of it may reach them otherwise, whatever the call). */
  mayOpenPrivate: boolean;
}

type Statuses = readonly [number, number, number, number, number, number];

interface Row {
  call: string;
  /** Expected status per role (uploader, site admin, member, group member, viewer, other site). */
  expected: Record<Target, Statuses>;
  request: (subject: Subject) => Call;
  /** Checks of a 2xx answer. */
  answer?: (response: LightMyRequestResponse, check: Check) => void;
}

const ALL_SITE: Statuses = [200, 200, 200, 200, 200, 404];
const OPENERS: Statuses = [200, 200, 200, 200, 403, 404];
const MANAGERS: Statuses = [200, 200, 403, 403, 403, 404];
const open = (statuses: Statuses = OPENERS) => ({ private: statuses, public: ALL_SITE });
const both = (statuses: Statuses) => ({ private: statuses, public: statuses });

describe('content authorisation matrix: each content call × uploader, site admin, member, group member, viewer, other site', () => {
  let context: DemoSiteContext;
  let siteId: number;
  let readersGroupId: number;
  const ids = new Map<Role, number>();
  const subjects = {} as Record<Target, Subject>;

  const json = <T>(response: LightMyRequestResponse) => response.json<T>();
  const insight = (response: LightMyRequestResponse, { subject }: Check) => {
    const body = json<{ id: number; likes: number; views: number; shares: number; liked: boolean }>(response);
    assert.equal(body.id, subject.asset.assetId);
    return body;
  };
  const isSas = (url: string) => new URL(url).searchParams.has('sig');

  /** The table: rows = calls, columns = roles; `private` and `public` are the asset the call is about. */
  const rows: Row[] = [
    // Interactions (asset-insights.ts): users who may open the asset.
    {
      call: 'GET v2/assets/{id}/insights',
      expected: open(),
      request: (s) => ({ method: 'GET', url: `/api/v2/assets/${s.asset.assetId}/insights` }),
      answer: insight,
    },
    {
      call: 'POST v2/assets/{id}/insights/likes',
      expected: open(),
      request: (s) => ({ method: 'POST', url: `/api/v2/assets/${s.asset.assetId}/insights/likes` }),
      answer: (response, check) => assert.equal(insight(response, check).liked, true),
    },
    {
      call: 'DELETE v2/assets/{id}/insights/likes',
      expected: open(),
      request: (s) => ({ method: 'DELETE', url: `/api/v2/assets/${s.asset.assetId}/insights/likes` }),
      answer: (response, check) => assert.equal(insight(response, check).liked, false),
    },
    {
      call: 'POST v2/assets/{id}/insights/views',
      expected: open(),
      request: (s) => ({
        method: 'POST',
        url: `/api/v2/assets/${s.asset.assetId}/insights/views`,
        payload: { query: 'harbour merger' },
      }),
      answer: (response, check) => assert.ok(insight(response, check).views >= 1),
    },
    {
      call: 'POST v2/assets/{id}/insights/shares',
      expected: open(),
      request: (s) => ({ method: 'POST', url: `/api/v2/assets/${s.asset.assetId}/insights/shares` }),
      answer: (response, check) => assert.ok(insight(response, check).shares >= 1),
    },
    // Access (asset-access.ts): the check and who to ask for every user of the site; assignments for managers.
    {
      call: 'GET v2/assets/{id}/info/uploader',
      expected: both(ALL_SITE),
      request: (s) => ({ method: 'GET', url: `/api/v2/assets/${s.asset.assetId}/info/uploader` }),
      answer: (response) =>
        assert.equal(json<{ uploader: { email: string } }>(response).uploader.email, EMAIL.uploader),
    },
    {
      call: 'GET v2/assets/{id}/info/contentAccessRequestInfo',
      expected: both(ALL_SITE),
      request: (s) => ({ method: 'GET', url: `/api/v2/assets/${s.asset.assetId}/info/contentAccessRequestInfo` }),
      answer: (response) => {
        const body = json<{ uploader: { email: string }; siteAdministrators: { email: string }[] }>(response);
        assert.equal(body.uploader.email, EMAIL.uploader);
        assert.deepEqual(
          body.siteAdministrators.map((user) => user.email),
          [EMAIL.siteAdmin],
        );
      },
    },
    {
      call: 'GET v2/assets/{id}/acl/checkPermission/accessPrivateAsset',
      expected: both(ALL_SITE),
      request: (s) => ({
        method: 'GET',
        url: `/api/v2/assets/${s.asset.assetId}/acl/checkPermission/accessPrivateAsset`,
      }),
      answer: (response, { mayOpen }) =>
        assert.equal(json<{ accessPrivateAsset: boolean }>(response).accessPrivateAsset, mayOpen),
    },
    {
      call: 'GET v2/assets/{id}/acl/assignments',
      expected: both(MANAGERS),
      request: (s) => ({ method: 'GET', url: `/api/v2/assets/${s.asset.assetId}/acl/assignments` }),
      answer: (response, { subject }) =>
        assert.deepEqual(
          json<{ users: { email: string }[] }>(response).users.map((user) => user.email),
          subject.assignedMembers,
        ),
    },
    {
      call: 'GET v2/assets/{id}/acl/assignments/availableUsers',
      expected: both(MANAGERS),
      request: (s) => ({ method: 'GET', url: `/api/v2/assets/${s.asset.assetId}/acl/assignments/availableUsers` }),
      answer: (response, { subject }) => {
        const emails = json<{ email: string }[]>(response).map((user) => user.email);
        assert.ok(emails.includes(EMAIL.viewer));
        assert.ok(!emails.includes(EMAIL.otherSite));
        for (const email of subject.assignedMembers) assert.ok(!emails.includes(email));
      },
    },
    {
      // The body is the asset's present assignment: a success changes nothing either, so nothing needs restoring.
      call: 'POST v2/assets/{id}/acl/assign',
      expected: both(MANAGERS),
      request: (s) => ({
        method: 'POST',
        url: `/api/v2/assets/${s.asset.assetId}/acl/assign`,
        payload: {
          userIds: s.assignedMembers.map((email) => ids.get(ROLES.find((role) => EMAIL[role] === email)!)!),
          assignments: [],
        },
      }),
      answer: (response, { subject }) =>
        assert.deepEqual(
          json<{ users: { email: string }[] }>(response).users.map((user) => user.email),
          subject.assignedMembers,
        ),
    },
    {
      call: 'GET v2/usergroups/assets/{id}/assignments',
      expected: both(MANAGERS),
      request: (s) => ({ method: 'GET', url: `/api/v2/usergroups/assets/${s.asset.assetId}/assignments` }),
      answer: (response, { subject }) =>
        assert.deepEqual(
          json<{ userGroups: { userGroupId: number }[] }>(response).userGroups.map((group) => group.userGroupId),
          subject.assignedGroups,
        ),
    },
    {
      call: 'POST v2/usergroups/assets/assign',
      expected: both(MANAGERS),
      request: (s) => ({
        method: 'POST',
        url: '/api/v2/usergroups/assets/assign',
        payload: { entityIds: [s.asset.assetId], userGroupIds: s.assignedGroups },
      }),
      answer: (response, { subject }) =>
        assert.deepEqual(
          json<{ assetId: number; userGroups: { userGroupId: number }[] }[]>(response).map((entry) => [
            entry.assetId,
            entry.userGroups.map((group) => group.userGroupId),
          ]),
          [[subject.asset.assetId, subject.assignedGroups]],
        ),
    },
    // Reports (asset-reports.ts): the uploader, and analyzeInsights holders who may open the asset.
    {
      call: 'GET v2/assets/{id}/reports/views',
      expected: both(MANAGERS),
      request: (s) => ({ method: 'GET', url: `/api/v2/assets/${s.asset.assetId}/reports/views` }),
      answer: (response) => assert.ok(json<{ count: number }>(response).count >= 1, 'the views recorded above'),
    },
    {
      call: 'GET v2/assets/{id}/reports/searches',
      expected: both(MANAGERS),
      request: (s) => ({ method: 'GET', url: `/api/v2/assets/${s.asset.assetId}/reports/searches` }),
      answer: (response) => assert.ok(json<{ count: number }>(response).count >= 1, 'the searches recorded above'),
    },
    // Videos (video-widget.ts, video-insights.ts): the private-asset rule.
    {
      call: 'GET v2/videos/{id}/widget',
      expected: open(),
      request: (s) => ({ method: 'GET', url: `/api/v2/videos/${s.asset.assetId}/widget` }),
      answer: (response, { subject }) => {
        const url = json<{ playerSetting: { viewURL: string } }>(response).playerSetting.viewURL;
        assert.ok(isSas(url) && url.includes(subject.asset.blobName!), url);
      },
    },
    {
      call: 'GET v2/videos/{id}/insights',
      expected: open(),
      request: (s) => ({ method: 'GET', url: `/api/v2/videos/${s.asset.assetId}/insights` }),
      answer: (response) => assert.equal(json<{ provider: string }>(response).provider, 'local'),
    },
    // The edit dialog (asset-insights-edit.ts): the uploader and editDeploymentIndex holders.
    {
      call: 'POST v2/insights/get/{id}',
      expected: both(MANAGERS),
      request: (s) => ({ method: 'POST', url: `/api/v2/insights/get/${s.asset.assetId}` }),
      answer: (response, { subject }) =>
        assert.equal(json<{ description: string }>(response).description, subject.asset.description),
    },
    // The other insight calls: the private-asset rule.
    {
      call: 'GET v2/insights/preview/{id}',
      expected: open(),
      request: (s) => ({ method: 'GET', url: `/api/v2/insights/preview/${s.asset.assetId}` }),
      answer: (response) => assert.ok(isSas(json<{ uri: string }>(response).uri)),
    },
    {
      call: 'GET v2/insights/relatedCollections/{id}',
      expected: open(),
      request: (s) => ({ method: 'GET', url: `/api/v2/insights/relatedCollections/${s.asset.assetId}` }),
      answer: (response) => assert.ok(Array.isArray(json<{ rows: unknown[] }>(response).rows)),
    },
    {
      // The spec's field for the keywords is 'agency keywords' ('keywords' alone is not a charted field: 400).
      call: "GET v2/assets/{id}/insights/metadata?field='agency keywords'",
      expected: open(),
      request: (s) => ({
        method: 'GET',
        url: `/api/v2/assets/${s.asset.assetId}/insights/metadata?field=${encodeURIComponent('agency keywords')}`,
      }),
      answer: (response, { subject }) =>
        assert.deepEqual(
          json<{ rows: { name: string }[] }>(response).rows.map((row) => row.name),
          [subject.keyword],
        ),
    },
    // Many assets at once: every user of a site gets 200; what they may not open is left out or withheld.
    {
      call: 'POST v2/assets/insights',
      expected: both([200, 200, 200, 200, 200, 200]),
      request: (s) => ({ method: 'POST', url: '/api/v2/assets/insights', payload: { assetIds: [s.asset.assetId] } }),
      answer: (response, { mayOpen, subject }) =>
        assert.deepEqual(
          json<{ id: number }[]>(response).map((entry) => entry.id),
          mayOpen ? [subject.asset.assetId] : [],
        ),
    },
    {
      call: 'POST v2/insights/assetsWithDocIds',
      expected: both([200, 200, 200, 200, 200, 200]),
      request: (s) => ({ method: 'POST', url: '/api/v2/insights/assetsWithDocIds', payload: [s.asset.docId] }),
      answer: (response, { role, mayOpen, subject }) => {
        const answer = json<Record<string, Record<string, unknown>>>(response);
        if (role === 'otherSite') return assert.deepEqual(answer, {});
        const asset = answer[subject.asset.docId.toLowerCase()]!;
        assert.equal(asset.isAccessible, mayOpen);
        assert.equal(asset.title, subject.asset.title, 'what it is stays');
        if (mayOpen) {
          assert.equal(asset.description, subject.asset.description);
          assert.equal(typeof asset.token, 'string');
        } else {
          for (const field of ['description', 'summary', 'summaryText', 'synopsis', 'token', 'thumbnailUrl'])
            assert.equal(asset[field], null, field);
          assert.equal(asset.storagePath, '');
          assert.equal(asset.thumbnailSasUrl ?? null, null);
          assert.equal(asset.fullSizePreviewSasUrl ?? null, null);
          assert.deepEqual([asset.selectedSet, asset.userGroups, asset.contributors], [[], [], []]);
        }
      },
    },
    {
      // Counters are content too (the contract: "… user groups, pins and counters are withheld").
      call: 'POST v2/insights/assetsWithDocIds (counters withheld)',
      expected: both([200, 200, 200, 200, 200, 200]),
      request: (s) => ({ method: 'POST', url: '/api/v2/insights/assetsWithDocIds', payload: [s.asset.docId] }),
      answer: (response, { role, mayOpen, subject }) => {
        if (role === 'otherSite') return;
        const asset =
          json<Record<string, { interactionInsight: unknown }>>(response)[subject.asset.docId.toLowerCase()]!;
        if (mayOpen) assert.notEqual(asset.interactionInsight, null);
        else assert.equal(asset.interactionInsight, null);
      },
    },
    // Documents and files.
    {
      call: 'GET v2/document/getdocumentbyid?Id=&indexId=',
      expected: both([200, 200, 200, 200, 200, 403]),
      request: (s) => ({
        method: 'GET',
        url: `/api/v2/document/getdocumentbyid?Id=${s.asset.docId}&indexId=${s.asset.deploymentIndexId}`,
      }),
      answer: (response, check) => documentAnswer(response, check),
    },
    {
      call: 'GET discovery/getdocument/{id}',
      expected: both(ALL_SITE),
      request: (s) => ({ method: 'GET', url: `/api/discovery/getdocument/${s.asset.docId}` }),
      answer: (response, check) => documentAnswer(response, check),
    },
    {
      call: 'GET v2/assets/document/preview/{docId} (thumbnail)',
      expected: open(),
      request: (s) => ({ method: 'GET', url: `/api/v2/assets/document/preview/${s.asset.docId}` }),
      answer: (response) => {
        assert.match(String(response.headers['content-type']), /^image\//);
        assert.ok(response.rawPayload.length > 0);
      },
    },
    {
      call: 'GET v2/assets/document/preview/{docId}?type=preview',
      expected: open(),
      request: (s) => ({ method: 'GET', url: `/api/v2/assets/document/preview/${s.asset.docId}?type=preview` }),
      answer: (response) => assert.match(String(response.headers['content-type']), /^image\//),
    },
    {
      call: 'GET v2/document/download?id=&indexId=',
      expected: { private: [200, 200, 200, 200, 403, 403], public: [200, 200, 200, 200, 200, 403] },
      request: (s) => ({
        method: 'GET',
        url: `/api/v2/document/download?id=${s.asset.docId}&indexId=${s.asset.deploymentIndexId}`,
      }),
      answer: (response, { subject }) => assert.equal(response.rawPayload.toString('utf8'), subject.fileText),
    },
    {
      call: 'GET v2/assets/{id}/recommendations',
      expected: open(),
      request: (s) => ({ method: 'GET', url: `/api/v2/assets/${s.asset.assetId}/recommendations` }),
      answer: (response, { mayOpenPrivate }) => {
        const docIds = json<{ docId: string }[]>(response).map((entry) => entry.docId);
        if (!mayOpenPrivate) assert.ok(!docIds.includes(subjects.private.asset.docId), 'no private asset recommended');
      },
    },
    {
      call: 'POST v2/assets/{id}/share',
      expected: open(),
      request: (s) => ({
        method: 'POST',
        url: `/api/v2/assets/${s.asset.assetId}/share`,
        payload: { userIds: [ids.get('viewer')!] },
      }),
      answer: (response, { role, target }) => {
        const body = json<{ notifiedUsers: number[]; cannotOpen: number[] }>(response);
        // The viewer is told only of what they may open (and a sharer is never told of their own share).
        const viewer = role === 'viewer' ? [] : [ids.get('viewer')!];
        assert.deepEqual([body.notifiedUsers, body.cannotOpen], target === 'public' ? [viewer, []] : [[], viewer]);
      },
    },
    // Dashboards (bi/dashboard-asset.ts): the private-asset rule, then user-group access (or accessPrivateAsset).
    // The uploader and the assigned member hold neither: the route's doc (spec §6) refuses them too.
    {
      call: 'POST v2/powerbi/embedToken (dashboard asset)',
      expected: both([403, 200, 403, 200, 403, 404]),
      request: (s) => ({
        method: 'POST',
        url: '/api/v2/powerbi/embedToken',
        payload: { docId: s.dashboard.docId, reportUrl: REPORT_URL },
      }),
      answer: (response) => {
        const body = json<{ reportId: string; token: string; error: string }>(response);
        assert.equal(body.reportId, '7c9e6679-7425-40de-944b-e07fc1f90ae7');
        assert.ok(body.error, 'Power BI is not configured in the tests: no token, the reason');
      },
    },
    {
      call: 'GET v2/dashboards/builtin/engagement?indexId=',
      // analyzeInsights (the site admin) or access to a dashboard asset that shows it (none here: theirs are Power BI).
      expected: both([403, 200, 403, 403, 403, 403]),
      request: () => ({ method: 'GET', url: `/api/v2/dashboards/builtin/engagement?indexId=${siteId}` }),
      answer: (response, { mayOpenPrivate }) => {
        const named = response.body.includes(subjects.private.asset.title);
        assert.equal(named, mayOpenPrivate, 'the private asset (the most viewed) is named only to who may open it');
      },
    },
    // Public video links (video/public-video-links.ts): managers only, and never of a private asset.
    {
      call: 'POST v2/videos/{id}/publicLinks',
      expected: { private: [403, 403, 403, 403, 403, 404], public: [201, 201, 403, 403, 403, 404] },
      request: (s) => ({ method: 'POST', url: `/api/v2/videos/${s.asset.assetId}/publicLinks`, payload: { days: 1 } }),
      answer: (response) => assert.match(json<{ token: string }>(response).token, /^[A-Za-z0-9_-]{43}$/),
    },
    {
      call: 'GET v2/videos/{id}/publicLinks',
      expected: both(MANAGERS),
      request: (s) => ({ method: 'GET', url: `/api/v2/videos/${s.asset.assetId}/publicLinks` }),
      answer: (response, { target }) => {
        const links = json<Record<string, unknown>[]>(response);
        assert.equal(links.length, target === 'public' ? 2 : 0);
        for (const link of links) assert.equal(link.token, undefined, 'listed without the token');
      },
    },
    // Last: a save re-queues the asset's indexing (the background worker then rewrites its rows).
    {
      call: 'PUT v2/insights/save/{assetId}',
      expected: both(MANAGERS),
      request: (s) => ({
        method: 'PUT',
        url: `/api/v2/insights/save/${s.asset.assetId}`,
        payload: { title: s.asset.title },
      }),
      answer: (response, { subject }) =>
        assert.deepEqual(Object.values(pick(json<Record<string, unknown>>(response), ['title', 'description'])), [
          subject.asset.title,
          subject.asset.description,
        ]),
    },
  ];

  function pick(object: Record<string, unknown>, keys: string[]) {
    return Object.fromEntries(keys.map((key) => [key, object[key]]));
  }

  function documentAnswer(response: LightMyRequestResponse, { mayOpen, subject }: Check) {
    const body = json<{ document: Record<string, unknown>; token: string | null; isAccessible: boolean }>(response);
    assert.equal(body.isAccessible, mayOpen);
    if (mayOpen) {
      assert.equal(typeof body.token, 'string');
      assert.ok(String(body.document.content).includes(subject.secrets[0]!), 'the text of the file');
    } else {
      assert.equal(body.token, null);
      assert.ok(!body.document.content, 'no content');
      assert.equal(body.document.description ?? null, null);
    }
  }

  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    for (const role of ROLES) {
      const response = await context.request('GET', '/api/v2/users/me', { as: EMAIL[role] });
      assert.equal(response.statusCode, 200, response.body);
      ids.set(role, await userIdOf(app, EMAIL[role]));
    }
    const valueIds = await ensureFieldValues(app, await siteNamed(app, 'Northwind Discovery'), {
      keywords: ['Numbatsecret', 'Bilbyopen'],
      content_types: ['Dashboards'],
    });
    const site = await siteNamed(app, 'Northwind Discovery');
    siteId = site.deploymentIndexId;
    const [siteMember] = await app.db.select().from(roles).where(eq(roles.code, 'siteMember'));
    const [readers] = await app.db
      .insert(userGroups)
      .values({ name: 'Matrix readers', deploymentIndexId: siteId, roleId: siteMember!.roleId })
      .returning();
    readersGroupId = readers!.userGroupId;
    await app.db.insert(userGroupMembers).values({ userGroupId: readersGroupId, userId: ids.get('groupMember')! });

    const make = async (target: Target, word: string, keyword: string, description: string): Promise<Subject> => {
      const fileText = `Harbour merger brief. The shipping lanes, port tariffs and harbour cranes: ${word}.\n`;
      const added = await addDocument(app, site, {
        title: target === 'private' ? 'Merger memo' : 'Harbour brief',
        fileName: `${target}.txt`,
        description,
        bytes: new TextEncoder().encode(fileText),
        mimeType: 'text/plain',
        visibility: target === 'private' ? 'Private' : 'Public',
        createdBy: EMAIL.uploader,
        process: false,
      });
      await selectValues(app, added.assetId, [valueIds.get(`keywords/${keyword}`)!]);
      await processAsset({ engine: app.searchEngine, blobs: app.blobs, log: app.log }, added.assetId);
      // A video too (as the uploader marks one), for the video calls; the public one may get public links.
      const [asset] = await app.db
        .update(assets)
        .set({ isVideo: true, isConfidential: target === 'private' })
        .where(eq(assets.assetId, added.assetId))
        .returning();
      const dashboard = await addDashboard(app, site, {
        title: `${target} dashboard`,
        contentTypeValueId: valueIds.get('content_types/Dashboards')!,
        externalUrl: REPORT_URL,
        action: 'power bi embed',
        visibility: target === 'private' ? 'Private' : 'Public',
        createdBy: EMAIL.uploader,
      });
      await app.db.insert(assetUserGroups).values({ assetId: dashboard.assetId, userGroupId: readersGroupId });
      const assigned = target === 'private';
      if (assigned) {
        for (const assetId of [asset!.assetId, dashboard.assetId])
          await app.db.insert(assetMembers).values({ assetId, userId: ids.get('member')! });
        await app.db.insert(assetUserGroups).values({ assetId: asset!.assetId, userGroupId: readersGroupId });
      }
      return {
        asset: asset!,
        dashboard,
        fileText,
        secrets: [word, description, keyword],
        keyword,
        assignedMembers: assigned ? [EMAIL.member] : [],
        assignedGroups: assigned ? [readersGroupId] : [],
      };
    };
    subjects.private = await make('private', 'wombatsecret', 'Numbatsecret', 'Quokka secret description.');
    subjects.public = await make('public', 'wombatopen', 'Bilbyopen', 'Harbour open description.');
  });

  test('the cast: who may open each asset', () => {
    assert.equal(subjects.private.asset.assetVisibility, 'Private');
    assert.equal(subjects.public.asset.assetVisibility, 'Public');
    assert.equal(subjects.private.asset.deploymentIndexId, subjects.public.asset.deploymentIndexId);
  });

  for (const row of rows) {
    test(row.call, async () => {
      const app = context.server.app;
      // Refusals first, of both assets: a refused write must change nothing, and no success of this row (nor the
      // background work one starts) may come in between.
      const cells = TARGETS.flatMap((target) =>
        ROLES.map((role) => ({ target, role, expected: row.expected[target][ROLES.indexOf(role)]! })),
      );
      cells.sort((a, b) => Number(a.expected < 400) - Number(b.expected < 400));
      for (const { target, role, expected } of cells) {
        const subject = subjects[target];
        const { method, url, payload } = row.request(subject);
        const check: Check = {
          role,
          target,
          subject,
          mayOpen: MAY_OPEN[target].includes(role),
          mayOpenPrivate: MAY_OPEN.private.includes(role),
        };
        const refusedWrite = expected >= 400 && method !== 'GET';
        const snapshot = refusedWrite ? await databaseSnapshot(app) : undefined;
        const response = await context.request(method, url, { as: EMAIL[role], payload });
        const what = `${row.call} on the ${target} asset as ${role}`;
        assert.equal(response.statusCode, expected, `${what}: ${response.body.slice(0, 300)}`);
        if (expected >= 400) {
          assert.match(String(response.headers['content-type']), /^application\/json/, what);
          const keys = Object.keys(response.json<object>()).sort();
          assert.deepEqual(keys, ['error', 'statusCode'], `${what}: only the error`);
        } else {
          row.answer?.(response, check);
        }
        const body = response.body;
        if (!check.mayOpen || !check.mayOpenPrivate) {
          const kept = [
            ...(check.mayOpen ? [] : subject.secrets),
            ...(check.mayOpenPrivate ? [] : subjects.private.secrets),
          ];
          for (const secret of kept) assert.ok(!body.includes(secret), `${what}: '${secret}' reached the caller`);
        }
        if (!check.mayOpen) assert.ok(!/[?&]sig=/.test(body), `${what}: a SAS URL reached the caller`);
        if (snapshot) assert.deepEqual(await databaseSnapshot(app), snapshot, `${what}: the refusal changed nothing`);
      }
      if (row.call.startsWith('PUT v2/insights/save')) {
        // Let the re-queued indexing finish before the server closes.
        for (let tries = 0; tries < 100; tries++) {
          const stored = await app.db.select().from(assets).where(eq(assets.statusId, ASSET_STATUS_ID.indexing));
          if (stored.length === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });
  }
});
