import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { CASE_STUDY_CONTENT_TYPE } from '@portal/contracts';
import type { Asset, DeploymentIndex } from '../../db/schema/index.js';
import { castSite } from '../../test/cast-site.js';
import {
  ASSIGNED_MEMBER,
  MERIDIAN_EDITOR,
  NO_SITE_USER,
  PORTAL_ADMIN,
  SITE_ADMIN,
  SITE_VIEWER,
  UPLOADER,
  WHOLE_CAST,
} from '../../test/cast.js';
import { sharedDemoSite, type DemoSiteContext } from '../../test/demo-site-context.js';
import { siteNamed, userIdOf } from '../../test/document-fixtures.js';
import { addListedAsset, assignAssetMember, graphql } from '../../test/graphql-fixtures.js';

/**
 * GET/POST /api/graphql: the bearer sign-in of REST, every query, and the same authorisation as the REST calls (the
 * sites a user can use, the private-asset rule, the people who share a site), compared with the REST answers for the
 * same user. Refusals and limits: graphql-limits.test.ts.
 */

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('the GraphQL endpoint', () => {
  let context: DemoSiteContext;
  /** A site of the cast's own (test/cast-site.ts) where this file's assets live. */
  let site: DeploymentIndex;
  /** A site SITE_VIEWER cannot use (MERIDIAN_EDITOR can). */
  let meridian: DeploymentIndex;
  let report: Asset;
  let plan: Asset;
  let secret: Asset;
  let elsewhere: Asset;
  before(async () => {
    context = await sharedDemoSite();
    const app = context.server.app;
    for (const email of WHOLE_CAST) await userIdOf(app, email);
    site = await castSite(context, 'GraphQL');
    meridian = await siteNamed(app, 'Meridian Insights');
    report = await addListedAsset(app, site, {
      title: 'GQL Quarterly report',
      created: daysAgo(3),
      createdBy: UPLOADER,
    });
    plan = await addListedAsset(app, site, { title: 'GQL Brand plan', created: daysAgo(2), createdBy: SITE_ADMIN });
    // Private, uploaded by UPLOADER; ASSIGNED_MEMBER is given it below.
    secret = await addListedAsset(app, site, {
      title: 'GQL Secret pitch',
      created: daysAgo(1),
      createdBy: UPLOADER,
      visibility: 'Private',
    });
    await assignAssetMember(app, secret.assetId, ASSIGNED_MEMBER);
    elsewhere = await addListedAsset(app, meridian, { title: 'GQL Meridian only', createdBy: MERIDIAN_EDITOR });
  });

  const ASSET_FIELDS = `assetId title description summary isAccessible assetVisibility deploymentIndexId
    createdByUserId createdByUser { email } deploymentIndex { deploymentIndexId name } contentTypes created`;

  const assetsOfSite = async (as: string, siteId: number) =>
    graphql(
      context,
      as,
      `query($site: Int) { assets(first: 20, filter: { deploymentIndexId: $site }) {
        totalCount nodes { ${ASSET_FIELDS} } } }`,
      { site: siteId },
    );

  test('without a valid bearer token: 401 with the REST error shape, GET and POST alike', async () => {
    const post = await context.request('POST', '/api/graphql', { payload: { query: '{ me { email } }' } });
    assert.equal(post.statusCode, 401, post.body);
    assert.deepEqual(post.json(), { statusCode: 401, error: 'Sign-in required: no bearer token.' });
    assert.equal(post.headers['www-authenticate'], 'Bearer');
    const get = await context.request('GET', '/api/graphql?query=%7B%20me%20%7B%20email%20%7D%20%7D');
    assert.equal(get.statusCode, 401, get.body);
    const forged = await context.request('POST', '/api/graphql', {
      payload: { query: '{ me { email } }' },
      headers: { authorization: 'Bearer not.a.token' },
    });
    assert.equal(forged.statusCode, 401, forged.body);
    assert.match(forged.json().error, /^Sign-in required: /);
  });

  test('me: the signed-in user, with the fields REST shows of a person and no more', async () => {
    const answer = await graphql(context, SITE_VIEWER, '{ me { userId email givenName lastName } }');
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.data.me.email, SITE_VIEWER);
    assert.equal(answer.data.me.userId, await userIdOf(context.server.app, SITE_VIEWER));
    // The account fields of the admin screens (status, lastLogin, isAdministrator) are withheld by rule: below.
    for (const field of ['subject', 'issuer', 'preferences', 'password']) {
      const refused = await graphql(context, SITE_VIEWER, `{ me { ${field} } }`);
      assert.equal(refused.statusCode, 400, `${field}: ${refused.body}`);
      assert.match(refused.errors![0]!.message, new RegExp(`Cannot query field "${field}" on type "User"`));
    }
  });

  test('deployments: the deployments and sites of GET v2/deployments, as a tree', async () => {
    for (const as of [SITE_VIEWER, MERIDIAN_EDITOR, NO_SITE_USER, PORTAL_ADMIN]) {
      const rest = (await context.request('GET', '/api/v2/deployments', { as })).json() as {
        deploymentId: number;
        name: string;
        isCurrent: boolean;
        deploymentIndexes: { deploymentIndexId: number; name: string; containerUrl: string; isCurrent: boolean }[];
      }[];
      const answer = await graphql(
        context,
        as,
        `
          {
            deployments {
              deploymentId
              name
              isCurrent
              deploymentIndexes {
                deploymentIndexId
                name
                containerUrl
                isCurrent
                deployment {
                  deploymentId
                }
              }
            }
          }
        `,
      );
      assert.equal(answer.statusCode, 200, answer.body);
      assert.deepEqual(
        answer.data.deployments,
        rest.map((deployment) => ({
          deploymentId: deployment.deploymentId,
          name: deployment.name,
          isCurrent: deployment.isCurrent,
          deploymentIndexes: deployment.deploymentIndexes.map((index) => ({
            deploymentIndexId: index.deploymentIndexId,
            name: index.name,
            containerUrl: index.containerUrl,
            isCurrent: index.isCurrent,
            deployment: { deploymentId: deployment.deploymentId },
          })),
        })),
        as,
      );
    }
    const viewer = await graphql(context, SITE_VIEWER, '{ deployments { deploymentIndexes { deploymentIndexId } } }');
    const siteIds = viewer.data.deployments.flatMap(
      (deployment: { deploymentIndexes: { deploymentIndexId: number }[] }) =>
        deployment.deploymentIndexes.map((index) => index.deploymentIndexId),
    );
    assert.ok(siteIds.includes(site.deploymentIndexId));
    assert.ok(!siteIds.includes(meridian.deploymentIndexId), 'no site the viewer cannot use');
    const none = await graphql(context, NO_SITE_USER, '{ deployments { name } }');
    assert.deepEqual(none.data.deployments, []);
  });

  test('deploymentIndex: a site the user can use, null for another site and for an unknown id alike', async () => {
    const query = 'query($id: Int!) { deploymentIndex(deploymentIndexId: $id) { deploymentIndexId name } }';
    const own = await graphql(context, SITE_VIEWER, query, { id: site.deploymentIndexId });
    assert.deepEqual(own.data.deploymentIndex, { deploymentIndexId: site.deploymentIndexId, name: site.name });
    for (const id of [meridian.deploymentIndexId, 2_000_000_000]) {
      const other = await graphql(context, SITE_VIEWER, query, { id });
      assert.equal(other.statusCode, 200, other.body);
      assert.equal(other.data.deploymentIndex, null);
      assert.equal(other.errors, undefined, 'no error that tells a site exists');
    }
    const member = await graphql(context, MERIDIAN_EDITOR, query, { id: meridian.deploymentIndexId });
    assert.equal(member.data.deploymentIndex.name, 'Meridian Insights');
  });

  test("assets: a site's assets, newest first; a private one the user may not open is listed without its content", async () => {
    const viewer = await assetsOfSite(SITE_VIEWER, site.deploymentIndexId);
    assert.equal(viewer.statusCode, 200, viewer.body);
    assert.equal(viewer.data.assets.totalCount, 3);
    const [first, second, third] = viewer.data.assets.nodes;
    assert.deepEqual(
      [first.title, second.title, third.title],
      ['GQL Secret pitch', 'GQL Brand plan', 'GQL Quarterly report'],
    );
    assert.deepEqual(first, {
      assetId: secret.assetId,
      title: 'GQL Secret pitch',
      description: null,
      summary: null,
      isAccessible: false,
      assetVisibility: 'Private',
      deploymentIndexId: site.deploymentIndexId,
      createdByUserId: null,
      createdByUser: null,
      deploymentIndex: { deploymentIndexId: site.deploymentIndexId, name: site.name },
      contentTypes: [],
      created: secret.created.toISOString(),
    });
    assert.equal(second.isAccessible, true);
    assert.equal(second.description, 'About GQL Brand plan.');
    assert.deepEqual(second.createdByUser, { email: SITE_ADMIN });
    assert.equal(third.createdByUserId, await userIdOf(context.server.app, UPLOADER));

    // Its uploader, a member assigned to it and the site administrator (accessPrivateAsset) may open it.
    for (const as of [UPLOADER, ASSIGNED_MEMBER, SITE_ADMIN]) {
      const reader = await assetsOfSite(as, site.deploymentIndexId);
      const pitch = reader.data.assets.nodes.find((node: { assetId: number }) => node.assetId === secret.assetId);
      assert.equal(pitch.isAccessible, true, as);
      assert.equal(pitch.description, 'About GQL Secret pitch.', as);
      assert.deepEqual(pitch.createdByUser, { email: UPLOADER }, as);
    }
  });

  test('the private-asset rule is the REST one: isAccessible as POST v2/assets/listDetails answers it, user by user', async () => {
    const docIds = [report.docId, plan.docId, secret.docId, elsewhere.docId];
    for (const as of [SITE_VIEWER, UPLOADER, ASSIGNED_MEMBER, SITE_ADMIN, MERIDIAN_EDITOR, PORTAL_ADMIN]) {
      const rest = await context.request('POST', '/api/v2/assets/listDetails', { as, payload: { docIds } });
      assert.equal(rest.statusCode, 200, rest.body);
      const restAccess = Object.fromEntries(
        Object.entries(rest.json() as Record<string, { isAccessible: boolean }>).map(([docId, details]) => [
          docId,
          details.isAccessible,
        ]),
      );
      const graph: Record<string, boolean> = {};
      for (const asset of [report, plan, secret, elsewhere]) {
        const answer = await graphql(
          context,
          as,
          'query($id: Int!) { assetById(assetId: $id) { docId isAccessible } }',
          {
            id: asset.assetId,
          },
        );
        assert.equal(answer.statusCode, 200, answer.body);
        if (answer.data.assetById) graph[answer.data.assetById.docId] = answer.data.assetById.isAccessible;
      }
      // The same documents known (those of sites the user can use), with the same access.
      assert.deepEqual(graph, restAccess, as);
    }
  });

  test('assetById: null for an asset of another site and for an unknown id alike, the asset for a user of its site', async () => {
    const query = 'query($id: Int!) { assetById(assetId: $id) { title deploymentIndex { name } } }';
    for (const id of [elsewhere.assetId, 2_000_000_000]) {
      const answer = await graphql(context, SITE_VIEWER, query, { id });
      assert.equal(answer.statusCode, 200, answer.body);
      assert.equal(answer.data.assetById, null);
      assert.equal(answer.errors, undefined);
    }
    const member = await graphql(context, MERIDIAN_EDITOR, query, { id: elsewhere.assetId });
    assert.deepEqual(member.data.assetById, {
      title: 'GQL Meridian only',
      deploymentIndex: { name: 'Meridian Insights' },
    });
    const refused = await graphql(context, NO_SITE_USER, query, { id: report.assetId });
    assert.equal(refused.data.assetById, null);
  });

  test("assets never holds another site's assets: filtering on that site lists nothing, and no list reaches it", async () => {
    const other = await assetsOfSite(SITE_VIEWER, meridian.deploymentIndexId);
    assert.equal(other.statusCode, 200, other.body);
    assert.deepEqual(other.data.assets, { totalCount: 0, nodes: [] });
    const everything = await graphql(
      context,
      SITE_VIEWER,
      '{ assets(first: 100, filter: { titleContains: "gql " }) { totalCount nodes { title deploymentIndexId } } }',
    );
    const titles = everything.data.assets.nodes.map((node: { title: string }) => node.title);
    assert.ok(titles.includes('GQL Secret pitch'));
    assert.ok(!titles.includes('GQL Meridian only'), 'the other site is out of every list');
    const member = await assetsOfSite(MERIDIAN_EDITOR, site.deploymentIndexId);
    assert.equal(member.data.assets.totalCount, 0, 'and the other way round');
    const none = await graphql(context, NO_SITE_USER, '{ assets { totalCount nodes { title } } }');
    assert.deepEqual(none.data.assets, { totalCount: 0, nodes: [] });
  });

  test('assets filters: uploader (only among assets the user may open), title, created range, content types', async () => {
    const query = `query($filter: AssetFilter) { assets(first: 50, filter: $filter) { totalCount nodes { title } } }`;
    const titles = async (as: string, filter: Record<string, unknown>) => {
      const answer = await graphql(context, as, query, {
        filter: { deploymentIndexId: site.deploymentIndexId, ...filter },
      });
      assert.equal(answer.statusCode, 200, answer.body);
      return answer.data.assets.nodes.map((node: { title: string }) => node.title);
    };
    const uploaderId = await userIdOf(context.server.app, UPLOADER);
    // The uploader of a private asset the viewer may not open is withheld: filtering on it does not reveal it.
    assert.deepEqual(await titles(SITE_VIEWER, { createdByUserId: uploaderId }), ['GQL Quarterly report']);
    assert.deepEqual(await titles(UPLOADER, { createdByUserId: uploaderId }), [
      'GQL Secret pitch',
      'GQL Quarterly report',
    ]);
    assert.deepEqual(await titles(SITE_VIEWER, { titleContains: 'BRAND' }), ['GQL Brand plan']);
    assert.deepEqual(
      await titles(SITE_VIEWER, { createdFrom: daysAgo(2.5).toISOString(), createdBefore: daysAgo(0.5).toISOString() }),
      ['GQL Secret pitch', 'GQL Brand plan'],
    );
    assert.deepEqual(await titles(SITE_VIEWER, { contentTypes: [CASE_STUDY_CONTENT_TYPE] }), []);
    const ordered = await graphql(
      context,
      SITE_VIEWER,
      `
        query ($site: Int) {
          assets(filter: { deploymentIndexId: $site }, orderBy: { field: TITLE, direction: ASC }) {
            nodes {
              title
            }
          }
        }
      `,
      { site: site.deploymentIndexId },
    );
    assert.deepEqual(
      ordered.data.assets.nodes.map((node: { title: string }) => node.title),
      ['GQL Brand plan', 'GQL Quarterly report', 'GQL Secret pitch'],
    );
  });

  test('latestUploads and newCases: the newest indexed assets of the site, 20 by default; new cases are Case Studies', async () => {
    const app = context.server.app;
    const home = await castSite(context, 'GraphQL home');
    await addListedAsset(app, home, { title: 'Folder case', folder: 'Cases', indexed: true, created: daysAgo(5) });
    await addListedAsset(app, home, {
      title: 'Chosen case',
      contentTypes: [CASE_STUDY_CONTENT_TYPE],
      indexed: true,
      created: daysAgo(4),
    });
    await addListedAsset(app, home, { title: 'Indexed guide', folder: 'Guides', indexed: true, created: daysAgo(3) });
    await addListedAsset(app, home, { title: 'Still processing', folder: 'Cases', created: daysAgo(1) });
    for (let index = 0; index < 22; index += 1)
      await addListedAsset(app, home, { title: `Old upload ${index}`, indexed: true, created: daysAgo(30 + index) });

    const answer = await graphql(
      context,
      SITE_VIEWER,
      `
        query ($site: Int) {
          latestUploads(deploymentIndexId: $site) {
            totalCount
            pageInfo {
              hasNextPage
            }
            nodes {
              title
            }
          }
          newCases(deploymentIndexId: $site) {
            totalCount
            nodes {
              title
              contentTypes
            }
          }
        }
      `,
      { site: home.deploymentIndexId },
    );
    assert.equal(answer.statusCode, 200, answer.body);
    const latest = answer.data.latestUploads;
    assert.equal(latest.totalCount, 25, 'the indexed assets only');
    assert.equal(latest.nodes.length, 20, 'spec §9: 20 by default');
    assert.equal(latest.pageInfo.hasNextPage, true);
    assert.deepEqual(
      latest.nodes.slice(0, 4).map((node: { title: string }) => node.title),
      ['Indexed guide', 'Chosen case', 'Folder case', 'Old upload 0'],
    );
    assert.deepEqual(answer.data.newCases, {
      totalCount: 2,
      nodes: [
        { title: 'Chosen case', contentTypes: [CASE_STUDY_CONTENT_TYPE] },
        { title: 'Folder case', contentTypes: [CASE_STUDY_CONTENT_TYPE] },
      ],
    });

    const across = await graphql(context, SITE_VIEWER, '{ newCases(first: 100) { nodes { title } } }');
    const titles = across.data.newCases.nodes.map((node: { title: string }) => node.title);
    assert.ok(titles.includes('Chosen case') && titles.includes('Folder case'), 'every usable site without an id');
    const refused = await graphql(
      context,
      MERIDIAN_EDITOR,
      'query($site: Int) { latestUploads(deploymentIndexId: $site) { totalCount } newCases(deploymentIndexId: $site) { totalCount } }',
      { site: home.deploymentIndexId },
    );
    assert.deepEqual(refused.data, { latestUploads: { totalCount: 0 }, newCases: { totalCount: 0 } });
  });

  test("users: the people of the caller's sites as REST lists them, themselves, and everyone for an administrator", async () => {
    const app = context.server.app;
    const form = await context.request('GET', `/api/v2/collectionForm/input/${site.deploymentIndexId}`, {
      as: SITE_VIEWER,
    });
    assert.equal(form.statusCode, 200, form.body);
    const restEmails = (form.json().users as { email: string }[]).map((user) => user.email).sort();
    const ofSite = await graphql(
      context,
      SITE_VIEWER,
      `
        query ($site: Int) {
          users(first: 100, filter: { deploymentIndexId: $site }) {
            totalCount
            nodes {
              email
            }
          }
        }
      `,
      { site: site.deploymentIndexId },
    );
    assert.equal(ofSite.statusCode, 200, ofSite.body);
    assert.deepEqual(ofSite.data.users.nodes.map((user: { email: string }) => user.email).sort(), restEmails);
    assert.equal(ofSite.data.users.totalCount, restEmails.length);

    const byId = 'query($id: Int!) { userById(userId: $id) { email } }';
    const meridianEditor = await userIdOf(app, MERIDIAN_EDITOR);
    const noSite = await userIdOf(app, NO_SITE_USER);
    // SITE_VIEWER shares no site with the Meridian editor nor with a user of no site.
    for (const id of [meridianEditor, noSite, 2_000_000_000]) {
      const hidden = await graphql(context, SITE_VIEWER, byId, { id });
      assert.equal(hidden.data.userById, null);
      assert.equal(hidden.errors, undefined);
    }
    const search = await graphql(
      context,
      SITE_VIEWER,
      '{ users(first: 100, filter: { search: "demo.portal" }) { nodes { email } } }',
    );
    const seen = search.data.users.nodes.map((user: { email: string }) => user.email);
    assert.ok(seen.includes(UPLOADER) && seen.includes(PORTAL_ADMIN) && seen.includes(SITE_VIEWER));
    assert.ok(!seen.includes(MERIDIAN_EDITOR) && !seen.includes(NO_SITE_USER));
    assert.deepEqual((await graphql(context, SITE_VIEWER, byId, { id: await userIdOf(app, UPLOADER) })).data.userById, {
      email: UPLOADER,
    });

    const lonely = await graphql(context, NO_SITE_USER, '{ users { totalCount nodes { email } } }');
    assert.deepEqual(lonely.data.users, { totalCount: 1, nodes: [{ email: NO_SITE_USER }] });
    assert.deepEqual((await graphql(context, PORTAL_ADMIN, byId, { id: noSite })).data.userById, {
      email: NO_SITE_USER,
    });
    const meridianSite = await graphql(
      context,
      SITE_VIEWER,
      `
        query ($site: Int) {
          users(filter: { deploymentIndexId: $site }) {
            totalCount
          }
        }
      `,
      { site: meridian.deploymentIndexId },
    );
    assert.equal(meridianSite.data.users.totalCount, 0, "another site's people are not listed");
  });

  test("the admin fields: a user's account and user groups for portal administrators, for the administrators of their sites (those sites only) and for themselves", async () => {
    const app = context.server.app;
    const query = `
      query ($id: Int!) {
        userById(userId: $id) {
          email
          status
          lastLogin
          isAdministrator
          userGroups { name deploymentIndexId siteName role { code } }
          deploymentIndexUsers { deploymentIndexId siteName isCurrent roles { code } }
        }
      }
    `;
    const viewerId = await userIdOf(app, SITE_VIEWER);
    type Seen = {
      status: string | null;
      lastLogin: string | null;
      isAdministrator: boolean | null;
      userGroups: { deploymentIndexId: number; role: { code: string } }[];
      deploymentIndexUsers: { deploymentIndexId: number; roles: { code: string }[] }[];
    };
    const seenBy = async (as: string) => (await graphql(context, as, query, { id: viewerId })).data.userById as Seen;

    const byAdmin = await seenBy(PORTAL_ADMIN);
    assert.equal(byAdmin.status, 'active');
    assert.equal(byAdmin.isAdministrator, false);
    assert.ok(byAdmin.lastLogin, 'the last sign-in is shown');
    const onCastSite = byAdmin.userGroups.filter((group) => group.deploymentIndexId === site.deploymentIndexId);
    assert.deepEqual(
      onCastSite.map((group) => group.role.code),
      ['siteMember'],
    );
    assert.ok(byAdmin.deploymentIndexUsers.some((entry) => entry.deploymentIndexId === site.deploymentIndexId));

    // SITE_ADMIN administers the cast site (and the home site): they see the viewer's groups there, no others.
    const bySiteAdmin = await seenBy(SITE_ADMIN);
    assert.equal(bySiteAdmin.status, 'active');
    const managed = (await context.request('GET', '/api/v2/users/me', { as: SITE_ADMIN })).json<{
      managedSiteIds: number[];
    }>().managedSiteIds;
    assert.ok(managed.includes(site.deploymentIndexId));
    assert.ok(bySiteAdmin.userGroups.length > 0);
    assert.ok(bySiteAdmin.userGroups.every((group) => managed.includes(group.deploymentIndexId)));
    assert.ok(bySiteAdmin.userGroups.length <= byAdmin.userGroups.length);

    // The uploader shares the site but administers none: the account and the groups are withheld.
    const byUploader = await seenBy(UPLOADER);
    assert.deepEqual(
      {
        ...byUploader,
        userGroups: byUploader.userGroups.length,
        deploymentIndexUsers: byUploader.deploymentIndexUsers.length,
      },
      {
        email: SITE_VIEWER,
        status: null,
        lastLogin: null,
        isAdministrator: null,
        userGroups: 0,
        deploymentIndexUsers: 0,
      },
    );
    assert.equal(
      (await context.request('GET', '/api/v2/users/me', { as: UPLOADER })).json<{ managedSiteIds: number[] }>()
        .managedSiteIds.length,
      0,
    );
    // Themselves: everything of their own.
    assert.deepEqual((await seenBy(SITE_VIEWER)).userGroups, byAdmin.userGroups);

    const ordered = await graphql(
      context,
      PORTAL_ADMIN,
      '{ users(first: 100, orderBy: { field: LAST_LOGIN, direction: DESC }) { nodes { email lastLogin } } }',
    );
    assert.equal(ordered.errors, undefined, JSON.stringify(ordered.errors));
    const times = (ordered.data.users.nodes as { lastLogin: string | null }[]).map((user) =>
      user.lastLogin ? Date.parse(user.lastLogin) : 0,
    );
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      'latest sign-in first',
    );
  });

  test('the schema is published beside the OpenAPI page, every type and field described', async () => {
    const response = await context.request('GET', '/api/graphql/schema.graphql');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain/);
    const sdl = response.body;
    for (const part of [
      'type Query',
      'users(',
      'userById(',
      'deployments:',
      'assets(',
      'latestUploads(',
      'newCases(',
    ]) {
      assert.ok(sdl.includes(part), part);
    }
    const { buildSchema, isObjectType, isInputObjectType, isEnumType } = await import('graphql');
    const schema = buildSchema(sdl);
    const undescribed: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Boolean', 'Float', 'ID'].includes(type.name)) continue;
      if (!type.description) undescribed.push(type.name);
      if (isObjectType(type) || isInputObjectType(type))
        for (const field of Object.values(type.getFields()))
          if (!field.description) undescribed.push(`${type.name}.${field.name}`);
      if (isEnumType(type))
        for (const value of type.getValues()) if (!value.description) undescribed.push(`${type.name}.${value.name}`);
    }
    assert.deepEqual(undescribed, []);

    const openApi = (await context.request('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { description?: string; security?: unknown[] }>>;
    };
    const post = openApi.paths['/api/graphql']?.post;
    assert.ok(post?.description?.includes('/api/graphql/schema.graphql'), 'the OpenAPI page links the schema');
    assert.deepEqual(post?.security, [{ bearerAuth: [] }]);
    assert.ok(openApi.paths['/api/graphql/schema.graphql']?.get);
  });

  test('GraphiQL is served in the embedded default from the portal itself: no script of another origin (probe P9)', async () => {
    const page = await context.request('GET', '/api/graphiql');
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    assert.match(policy, /script-src 'self';/);
    assert.doesNotMatch(policy, /https?:/, 'no other origin is allowed');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)" integrity="(sha384-[^"]+)"/g)];
    assert.equal(sources.length, 5, page.body);
    assert.doesNotMatch(page.body, /unpkg|https?:\/\//, 'nothing loads from elsewhere');
    for (const [, path, integrity] of sources) {
      assert.match(path!, /^\/api\/graphiql\//);
      const file = await context.request('GET', path!);
      assert.equal(file.statusCode, 200, path);
      assert.equal(`sha384-${createHash('sha384').update(file.rawPayload).digest('base64')}`, integrity, path);
    }
    const start = await context.request('GET', '/api/graphiql/start.js');
    assert.match(start.body, /shouldPersistHeaders: false/);
    // Its introspection (what GraphiQL's explorer reads) is open here.
    const introspection = await graphql(context, SITE_VIEWER, '{ __schema { queryType { name } } }');
    assert.deepEqual(introspection.data, { __schema: { queryType: { name: 'Query' } } });
  });
});
