import { PAGE_SIZES } from '@portal/contracts';
import { DATE_TIME_DESCRIPTION } from './date-time-scalar.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-arguments.js';
import { LIST_COUNT_COST, MAX_QUERY_COST, MAX_QUERY_DEPTH } from './query-limits.js';

/**
 * The GraphQL schema of /api/graphql (calls doc §7 "Graph endpoint"), every type and field described: the same text
 * is served at /api/graphql/schema.graphql beside the OpenAPI page, and GraphiQL shows it.
 */
export const SCHEMA_SDL = /* GraphQL */ `
"""
The discovery portal's read API. Every request carries the same bearer token as the REST API
(\`Authorization: Bearer <token>\`); without a valid one the answer is 401. Everything is limited to what
the signed-in user may see through REST: the sites (deployment indexes) they can use, the assets of those
sites (a private asset they may not open is listed with isAccessible false and its content withheld),
and the people who share a site with them.

Limits, checked before anything runs (a refusal is a 400 naming the limit): first/last at most
${MAX_PAGE_SIZE}; at most ${MAX_QUERY_DEPTH} levels of fields (a connection's edges and node are levels too);
a cost of at most ${MAX_QUERY_COST}, where every field counts 1, the fields of a list's nodes and edges once per
row its first or last asks for, and a count over a whole list (totalCount, hasNextPage, hasPreviousPage)
${LIST_COUNT_COST}.
"""
schema {
  query: Query
}

"""
${DATE_TIME_DESCRIPTION}
"""
scalar DateTime

"The reading queries."
type Query {
  "The signed-in user."
  me: User!

  """
  The people the signed-in user may see: the users of the sites they can use (members of those sites'
  user groups, and the portal administrators) and themselves; portal administrators see everyone.
  Ordered by email unless orderBy says otherwise. Without first or last: the first ${DEFAULT_PAGE_SIZE}.
  """
  users(
    "At most this many users from the start, or after the cursor \`after\` (0 to ${MAX_PAGE_SIZE})."
    first: Int
    "The cursor of the user to continue after (an edge's cursor or pageInfo.endCursor)."
    after: String
    "At most this many users from the end, or before the cursor \`before\` (0 to ${MAX_PAGE_SIZE})."
    last: Int
    "The cursor of the user to continue before (an edge's cursor or pageInfo.startCursor)."
    before: String
    "Which users."
    filter: UserFilter
    "The order (default: email, ascending)."
    orderBy: UserOrder
  ): UserConnection!

  "A user the signed-in user may see (as in users), or null: an unknown id and a user they may not see alike."
  userById("The user's id." userId: Int!): User

  """
  The deployments holding a site the signed-in user can use, each with those sites (its
  deploymentIndexes), in id order; portal administrators: every deployment and site. As GET v2/deployments.
  """
  deployments: [Deployment!]!

  "A site the signed-in user can use, or null: an unknown id and another site alike."
  deploymentIndex("The site's id." deploymentIndexId: Int!): DeploymentIndex

  """
  The assets of the sites the signed-in user can use, ordered (default: newest upload first) and filtered.
  A private asset they may not open is listed with isAccessible false and its content fields null, as the
  REST search results list it. Without first or last: the first ${DEFAULT_PAGE_SIZE}.
  """
  assets(
    "At most this many assets from the start, or after the cursor \`after\` (0 to ${MAX_PAGE_SIZE})."
    first: Int
    "The cursor of the asset to continue after (an edge's cursor or pageInfo.endCursor)."
    after: String
    "At most this many assets from the end, or before the cursor \`before\` (0 to ${MAX_PAGE_SIZE})."
    last: Int
    "The cursor of the asset to continue before (an edge's cursor or pageInfo.startCursor)."
    before: String
    "Which assets."
    filter: AssetFilter
    "The order (default: CREATED, DESC). A cursor only continues the ordering it came from."
    orderBy: AssetOrder
  ): AssetConnection!

  """
  An asset of a site the signed-in user can use, or null: an unknown id and an asset of another site alike.
  A private asset they may not open comes with isAccessible false and its content fields null (as the
  content page's REST calls answer).
  """
  assetById("The asset's id." assetId: Int!): Asset

  """
  Latest uploads (the home page): the newest assets first, of one site or of every site the signed-in
  user can use; as the home page's stream, only assets already indexed (none still being processed).
  """
  latestUploads(
    "The site; null: every site the user can use. Another site lists nothing."
    deploymentIndexId: Int
    "At most this many assets (0 to ${MAX_PAGE_SIZE})."
    first: Int = ${PAGE_SIZES.latestUploads}
    "The cursor of the asset to continue after."
    after: String
  ): AssetConnection!

  """
  New cases (the home page): the newest assets whose content types include 'Case Study', of one site or
  of every site the signed-in user can use; only assets already indexed, as latestUploads.
  """
  newCases(
    "The site; null: every site the user can use. Another site lists nothing."
    deploymentIndexId: Int
    "At most this many assets (0 to ${MAX_PAGE_SIZE})."
    first: Int = ${PAGE_SIZES.latestUploads}
    "The cursor of the asset to continue after."
    after: String
  ): AssetConnection!
}

"Where a page of a list stands (Relay)."
type PageInfo {
  "Whether there are items after this page."
  hasNextPage: Boolean!
  "Whether there are items before this page."
  hasPreviousPage: Boolean!
  "The cursor of the first item of the page (null on an empty page)."
  startCursor: String
  "The cursor of the last item of the page (null on an empty page): pass it as \`after\` for the next page."
  endCursor: String
}

"Ascending or descending."
enum OrderDirection {
  "Smallest (earliest, A) first."
  ASC
  "Largest (latest, Z) first."
  DESC
}

"A portal user, with the fields the REST API shows of other people."
type User {
  "The user's id."
  userId: Int!
  "The user's email address (lower case)."
  email: String!
  "Given name, from their sign-in."
  givenName: String
  "Last name, from their sign-in."
  lastName: String
  "Display name, from their sign-in."
  name: String
  """
  Whether they may sign in: active or disabled (a disabled user's sign-in and calls are refused; their content stays
  theirs). Seen by portal administrators, by the administrators of a site whose user groups they belong to, and by
  themselves; null for anyone else. So are lastLogin and isAdministrator.
  """
  status: String
  "Their last sign-in; null when they have never signed in (added by email ahead of it), or withheld (see status)."
  lastLogin: DateTime
  "Whether they are a portal administrator (withheld as status is)."
  isAdministrator: Boolean
  """
  Their user groups, each the site role it gives them on its site (by site, then group name): on the sites the
  signed-in user manages, every site for portal administrators, all of them for themselves; none otherwise.
  """
  userGroups: [UserGroupMembership!]!
  "The sites those user groups give them, with the roles they hold on each and whether it is their current site."
  deploymentIndexUsers: [DeploymentIndexUser!]!
}

"A site role, or another role of the role table."
type Role {
  "The role's id."
  roleId: Int!
  "Its name."
  name: String!
  "Its code (the role table's, e.g. siteAdministrator)."
  code: String!
}

"A user's membership of a user group: the role it gives them on its site."
type UserGroupMembership {
  "The user group's id."
  userGroupId: Int!
  "Its name."
  name: String!
  "Its site."
  deploymentIndexId: Int!
  "The site's name."
  siteName: String!
  "The role it carries there."
  role: Role!
}

"A site a user uses, through their user groups."
type DeploymentIndexUser {
  "The site's id."
  deploymentIndexId: Int!
  "Its name."
  siteName: String!
  "The roles their user groups give them there."
  roles: [Role!]!
  "Whether it is their current site."
  isCurrent: Boolean!
}

"Which users to list."
input UserFilter {
  "Only the users of this site (one the signed-in user can use; another site lists no one)."
  deploymentIndexId: Int
  "Only users whose given name, last name or email contains this text (in any case)."
  search: String
}

"What users are ordered by."
enum UserOrderField {
  "Email address."
  EMAIL
  "Given name then last name, in any case."
  NAME
  "Last sign-in (never signed in counts as earliest)."
  LAST_LOGIN
}

"The order of a list of users (ties: by id)."
input UserOrder {
  "What to order by."
  field: UserOrderField! = EMAIL
  "Which way."
  direction: OrderDirection! = ASC
}

"A page of users (Relay connection)."
type UserConnection {
  "The users of the page, in order."
  nodes: [User!]!
  "The users of the page with their cursors."
  edges: [UserEdge!]!
  "Where the page stands."
  pageInfo: PageInfo!
  "How many users the whole list holds (every page)."
  totalCount: Int!
}

"A user in a page, with its cursor."
type UserEdge {
  "Where this user stands in the list (pass as after or before)."
  cursor: String!
  "The user."
  node: User!
}

"A deployment: a group of sites (deployment indexes)."
type Deployment {
  "The deployment's id."
  deploymentId: Int!
  "Its name."
  name: String!
  "Whether it holds the signed-in user's current site."
  isCurrent: Boolean!
  "Its default metadata set."
  metadataSetId: Int
  "Its colour."
  primaryColor: String
  "Its sites that the signed-in user can use, in id order."
  deploymentIndexes: [DeploymentIndex!]!
}

"A site (deployment index), with the fields of GET v2/deployments."
type DeploymentIndex {
  "The site's id."
  deploymentIndexId: Int!
  "The id of its deployment."
  deploymentId: Int!
  "Its deployment."
  deployment: Deployment!
  "Its name."
  name: String!
  "The blob container of its files."
  containerName: String!
  "The blob account URL browsers use: a file is at containerUrl/containerName/path?token."
  containerUrl: String!
  "The blob container of its previews."
  previewContainerName: String!
  "The name of its search index."
  searchIndexName: String!
  "Whether its files can be previewed."
  isPreviewable: Boolean!
  "The welcome message (defaults to a welcome to the site name)."
  welcomeMessage: String!
  "Its metadata set."
  metadataSetId: Int
  "Its page template (defaults to 'default')."
  pageTemplateCode: String!
  "The container of its customizations."
  customizationsContainer: String
  "Its chart theme."
  chartTheme: String
  "When set, the site's forms are collected there instead of by the API."
  externalFormAddress: String
  "Whether this is the signed-in user's current site."
  isCurrent: Boolean!
}

"""
An asset (document, image, video, dashboard). For a private asset the signed-in user may not open
(isAccessible false) the content fields (description, summary, uploader, thumbnail) are null; its title,
type and dates are shown, as in the REST search results.
"""
type Asset {
  "The asset's id."
  assetId: Int!
  "The id of its search record."
  docId: String!
  "Its title."
  title: String!
  "Its description (null when not accessible)."
  description: String
  "Its summary (null when not accessible)."
  summary: String
  "Its file name."
  fileName: String!
  "The name of the file as it was uploaded."
  originalFileName: String!
  "The kind of file (pdf, image, video, presentation, …), from its extension."
  fileExtensionFileTypeCategory: String
  "Its content types (the chosen content_types values, else the document type of its storage folder)."
  contentTypes: [String!]!
  "Public or Private."
  assetVisibility: String!
  "Whether it is confidential."
  isConfidential: Boolean!
  "Whether the signed-in user may open it (a private asset needs accessPrivateAsset, or to be its uploader or assigned to it)."
  isAccessible: Boolean!
  "When it was uploaded."
  created: DateTime!
  "When it or its metadata last changed."
  updated: DateTime!
  "When it was published, if known."
  publishedDate: DateTime
  "Its submission date (YYYY-MM-DD)."
  submissionDate: String!
  "The id of its site."
  deploymentIndexId: Int!
  "Its site."
  deploymentIndex: DeploymentIndex!
  "The id of its uploader (null when not accessible)."
  createdByUserId: Int
  "Its uploader (null when not accessible, or when the account was removed)."
  createdByUser: User
  "The id of who last changed it (null when not accessible)."
  updatedByUserId: Int
  "Its thumbnail, an API path relative to /api (null when not accessible or not made yet)."
  thumbnailUrl: String
}

"Which assets to list."
input AssetFilter {
  "Only the assets of this site (one the signed-in user can use; another site lists nothing)."
  deploymentIndexId: Int
  "Only assets with one of these content types (e.g. 'Case Study')."
  contentTypes: [String!]
  "Only assets this user uploaded (among those the signed-in user may open: other uploaders are withheld)."
  createdByUserId: Int
  "Only assets uploaded at or after this time."
  createdFrom: DateTime
  "Only assets uploaded before this time."
  createdBefore: DateTime
  "Only assets whose title contains this text (in any case)."
  titleContains: String
  "true: only assets whose search record is made (what search lists), none still being processed."
  indexedOnly: Boolean
}

"What assets are ordered by."
enum AssetOrderField {
  "Upload time."
  CREATED
  "Time of the last change."
  UPDATED
  "Title, in any case."
  TITLE
  "Published date; an asset without one by its upload time."
  PUBLISHED_DATE
}

"The order of a list of assets (ties: by id, the same way)."
input AssetOrder {
  "What to order by."
  field: AssetOrderField! = CREATED
  "Which way."
  direction: OrderDirection! = DESC
}

"A page of assets (Relay connection)."
type AssetConnection {
  "The assets of the page, in order."
  nodes: [Asset!]!
  "The assets of the page with their cursors."
  edges: [AssetEdge!]!
  "Where the page stands."
  pageInfo: PageInfo!
  "How many assets the whole list holds (every page)."
  totalCount: Int!
}

"An asset in a page, with its cursor."
type AssetEdge {
  "Where this asset stands in the list (pass as after or before)."
  cursor: String!
  "The asset."
  node: Asset!
}
`;
