import { Type, type Static } from 'typebox';
import { NullableString } from '../api/schema-kit.js';

/**
 * The signed-in user's profile as GET v2/users/me returns it. Signed-in means this is loaded (spec §6).
 * Spec §3 nests lastLogin, status and profilePic in an auth object and lists deploymentUsers and deploymentIndexUsers;
 * here lastLogin and status are flat, the one picture is the sign-in's (picture), and no deployment lists are carried:
 * the sites a user can use follow from their user groups and come from GET v2/deployments, isCurrent included
 * (deploymentIndexUsers appear only on the GraphQL User, for the administration screens).
 */
export const UserProfile = Type.Object(
  {
    userId: Type.Integer(),
    email: Type.String(),
    givenName: NullableString,
    lastName: NullableString,
    name: NullableString,
    picture: NullableString,
    lastLogin: Type.String({ format: 'date-time' }),
    status: Type.String(),
    isAdministrator: Type.Boolean({
      description:
        'A portal administrator: every permission on every site, and the administration area. Site administrators are not.',
    }),
    managedSiteIds: Type.Array(Type.Integer(), {
      description:
        "The sites whose user groups and members they manage (the role table's manageMembers): every site for a portal administrator, the sites they administer for a site administrator. Not empty: they reach the administration area's users and user groups, scoped to these sites.",
    }),
  },
  { title: 'CurrentUser' },
);
export type UserProfile = Static<typeof UserProfile>;

export type CollectionRoleCode = 'collectionOwner' | 'collectionEditor' | 'collectionViewer';
export type GroupRoleCode = 'groupOwner' | 'groupEditor' | 'groupViewer';
type RoleCode = CollectionRoleCode | GroupRoleCode | 'assetMember' | (string & {});

/** A role a user or user group holds (spec §3). */
export const Role = Type.Object(
  { roleId: Type.Integer(), name: Type.String(), code: Type.Unsafe<RoleCode>(Type.String()) },
  { title: 'Role' },
);
export type Role = Static<typeof Role>;

/** GET v2/usergroups/deploymentindex/{id} entry: a user group of the site with the role it carries there. */
export const UserGroup = Type.Object(
  {
    userGroupId: Type.Integer(),
    name: Type.String(),
    deploymentIndexId: Type.Integer(),
    roleId: Type.Integer(),
    role: Role,
  },
  { title: 'UserGroup' },
);
export type UserGroup = Static<typeof UserGroup>;

/** Result renderers of the search page (spec §2.5). */
export const RESULT_RENDERERS = ['Gallery', 'Card', 'Mobile'] as const;
export type ResultRenderer = (typeof RESULT_RENDERERS)[number];
/** The rows per page a user may choose (GET/PUT v2/users/me/preferences). */
export const ROWS_PER_PAGE = { minimum: 1, maximum: 200 } as const;
/** A language code of the shell's language picker: 'en', 'fr', 'de', or with a region, 'pt-BR'. */
export const LANGUAGE_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;

// Null comes first in each union: Fastify's Ajv coerces types, and tried first an integer branch
// would turn a null into 0 before the null branch is reached.
const resultRenderer = Type.Union(
  [Type.Null(), Type.Literal('Gallery'), Type.Literal('Card'), Type.Literal('Mobile')],
  {
    description: 'Gallery, Card or Mobile; null: not chosen.',
  },
);
const rowsPerPage = Type.Union([Type.Null(), Type.Integer(ROWS_PER_PAGE)], {
  description: 'Search results per page, 1 to 200; null: not chosen.',
});
const language = Type.Union([Type.Null(), Type.String({ pattern: LANGUAGE_PATTERN.source })], {
  description: "A language code such as 'en' or 'pt-BR'; null: not chosen.",
});

/**
 * GET/PUT v2/users/me/preferences: the Preferences panel's choices, kept by the API per user so they
 * follow the user to any browser. Every key is present; null means "not chosen": the portal's default applies.
 */
export const UserPreferences = Type.Object(
  { resultRenderer, rowsPerPage, language },
  { title: 'UserPreferences', additionalProperties: false },
);
export type UserPreferences = Static<typeof UserPreferences>;

/** PUT v2/users/me/preferences body: only the keys present change, null clears one. */
export const UserPreferencesChanges = Type.Partial(UserPreferences, {
  title: 'UserPreferencesChanges',
  additionalProperties: false,
});
export type UserPreferencesChanges = Static<typeof UserPreferencesChanges>;
