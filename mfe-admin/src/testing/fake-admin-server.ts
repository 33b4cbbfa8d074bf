import { http, HttpResponse } from 'msw';
import type { AuditEntry, Deployment, Role, UserGroup, UserGroupMember, UserProfile } from '@portal/contracts';
import { TEST_API_BASE, testSite, testUser } from '@portal/test-utils';
import type { AdminUserDetails } from '../features/users/api/users-graph-api';

const api = (path: string) => `${TEST_API_BASE}/${path}`;

/** Two sites of one deployment: Nordic Insights (12) and Iberia Works (14); a third, Asia Hub (20), elsewhere. */
export const DEPLOYMENTS: Deployment[] = [
  {
    deploymentId: 3,
    name: 'Nordics',
    isCurrent: true,
    metadataSetId: null,
    primaryColor: null,
    deploymentIndexes: [
      { ...testSite, deploymentIndexId: 12, name: 'Nordic Insights' },
      { ...testSite, deploymentIndexId: 14, name: 'Iberia Works', isCurrent: false },
    ],
  },
  {
    deploymentId: 4,
    name: 'Asia',
    isCurrent: false,
    metadataSetId: null,
    primaryColor: null,
    deploymentIndexes: [{ ...testSite, deploymentIndexId: 20, deploymentId: 4, name: 'Asia Hub', isCurrent: false }],
  },
];

/** The signed-in portal administrator (every site), and a site administrator of Iberia Works only. */
export const PORTAL_ADMIN: UserProfile = { ...testUser, isAdministrator: true, managedSiteIds: [12, 14, 20] };
export const SITE_ADMIN: UserProfile = {
  ...testUser,
  userId: 2,
  email: 'lea.santos@demo.portal',
  givenName: 'Lea',
  lastName: 'Santos',
  name: 'Lea Santos',
  isAdministrator: false,
  managedSiteIds: [14],
};

export const SITE_ROLES_LIST: Role[] = [
  { roleId: 10, name: 'Site administrator', code: 'siteAdministrator' },
  { roleId: 11, name: 'Site editor', code: 'siteEditor' },
  { roleId: 15, name: 'Site member', code: 'siteMember' },
];
const role = (roleId: number) => SITE_ROLES_LIST.find((candidate) => candidate.roleId === roleId)!;

export const aUserGroup = (
  userGroupId: number,
  name: string,
  deploymentIndexId: number,
  roleId: number,
): UserGroup => ({
  userGroupId,
  name,
  deploymentIndexId,
  roleId,
  role: role(roleId),
});

/** A user as the Graph endpoint answers them, with the groups given. */
export function aUser(userId: number, fields: Partial<AdminUserDetails> = {}): AdminUserDetails {
  return {
    userId,
    email: `user${userId}@demo.portal`,
    givenName: `Given${userId}`,
    lastName: 'Test',
    name: `Given${userId} Test`,
    status: 'active',
    lastLogin: '2026-11-18T09:00:00.000Z',
    isAdministrator: false,
    deploymentIndexUsers: [],
    userGroups: [],
    ...fields,
  };
}

export interface GraphCall {
  query: string;
  variables: Record<string, unknown>;
}

/**
 * A fake of the calls the admin screens make, over data the test gives: the users (GraphQL users, userById), the
 * user groups and their members (REST), and the entities' histories (by `entityType/entityId`, one page each). Every
 * call that changes something is recorded in `sent`.
 */
export function fakeAdminServer({
  users = [],
  groups = [],
  members = {},
  history = {},
}: {
  users?: AdminUserDetails[];
  groups?: UserGroup[];
  members?: Record<number, UserGroupMember[]>;
  history?: Record<string, AuditEntry[]>;
} = {}) {
  const graphCalls: GraphCall[] = [];
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/', '');
    const text = await request.text();
    sent.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
  };
  const handlers = [
    http.get(api('v2/deployments'), () => HttpResponse.json(DEPLOYMENTS)),
    http.post(api('graphql'), async ({ request }) => {
      const call = (await request.json()) as GraphCall;
      graphCalls.push(call);
      if (call.query.includes('userById')) {
        const found = users.find((user) => user.userId === call.variables.userId) ?? null;
        return HttpResponse.json({ data: { userById: found } });
      }
      const first = Number(call.variables.first ?? call.variables.last ?? 30);
      const nodes = users.slice(0, first);
      return HttpResponse.json({
        data: {
          users: {
            totalCount: users.length,
            nodes,
            pageInfo: {
              hasNextPage: users.length > first,
              hasPreviousPage: Boolean(call.variables.after),
              startCursor: nodes.length ? `c${nodes[0]!.userId}` : null,
              endCursor: nodes.length ? `c${nodes.at(-1)!.userId}` : null,
            },
          },
        },
      });
    }),
    http.get(api('v2/usergroups/roles'), () => HttpResponse.json(SITE_ROLES_LIST)),
    http.get(api('v2/usergroups/deploymentindex/:siteId'), ({ params }) =>
      HttpResponse.json(groups.filter((group) => group.deploymentIndexId === Number(params.siteId))),
    ),
    http.get(api('v2/usergroups/:id/members'), ({ params }) => HttpResponse.json(members[Number(params.id)] ?? [])),
    http.put(api('v2/usergroups/:id/members'), async ({ request }) => {
      await record(request);
      return HttpResponse.json([]);
    }),
    http.delete(api('v2/usergroups/:id/members/:userId'), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(api('v2/users/:userId/status'), async ({ request, params }) => {
      const { status } = (await request.clone().json()) as { status: string };
      await record(request);
      return HttpResponse.json({ userId: Number(params.userId), email: 'someone@demo.portal', status });
    }),
    http.get(api('v2/audit/history/:entityType/:entityId'), ({ params }) =>
      HttpResponse.json({ entries: history[`${params.entityType}/${params.entityId}`] ?? [], nextBefore: null }),
    ),
  ];
  return { handlers, graphCalls, sent };
}
