import { CASE_STUDY_CONTENT_TYPE, PAGE_SIZES } from '@portal/contracts';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { requireAsset } from '../assets/asset-access.js';
import {
  listAssetPage,
  orderKeyOf,
  type AssetFilter,
  type AssetListItem,
  type AssetOrderField,
} from '../assets/asset-pages.js';
import type { KeysetPage, SortDirection } from '../db/keyset-page.js';
import type { DeploymentIndex } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { fileTypeClass } from '../media/file-types.js';
import { toDeploymentIndexInfo } from '../sites/site-info.js';
import {
  listVisibleUsers,
  userOrderKeyOf,
  visibleUserById,
  type UserFilter,
  type UserListItem,
  type UserOrderField,
} from '../sites/visible-users.js';
import { cursorCodecOf, type CursorCodec } from './cursor.js';
import { DateTimeScalar } from './date-time-scalar.js';
import { graphqlError } from './graphql-errors.js';
import type { GraphqlViewer, UsableDeployment } from './graphql-viewer.js';
import { DEFAULT_PAGE_SIZE, keysetRequestOf, type ConnectionArguments } from './page-arguments.js';

declare module 'mercurius' {
  interface MercuriusContext {
    /** Who is asking (graphql-viewer.ts), made for each request by routes/api/graphql.ts. */
    viewer: GraphqlViewer;
  }
}

/**
 * The resolvers of schema-sdl.ts. Each calls the domain modules the REST calls use (sites/, assets/, users/); what
 * a field of a whole page needs (an asset's uploader, content types, thumbnail) is loaded for the page at once by
 * loaders.ts.
 */

type Direction = 'ASC' | 'DESC';
const direction = (value: Direction): SortDirection => (value === 'ASC' ? 'asc' : 'desc');

const ASSET_ORDER: Record<string, AssetOrderField> = {
  CREATED: 'created',
  UPDATED: 'updated',
  TITLE: 'title',
  PUBLISHED_DATE: 'publishedDate',
};
const USER_ORDER: Record<string, UserOrderField> = { EMAIL: 'email', NAME: 'name', LAST_LOGIN: 'lastLogin' };

/** At most this many content types in one filter: a longer list is a mistake, not a query. */
const MAX_FILTER_VALUES = 100;

/** A Relay connection of a page, each item's cursor made for the list's ordering. */
function connection<Item extends { key: string }, Node>(
  page: KeysetPage<Item>,
  cursors: CursorCodec,
  ordering: string,
  idOf: (item: Item) => number,
  nodeOf: (item: Item) => Node,
) {
  const edges = page.rows.map((item) => ({
    cursor: cursors.encode(ordering, { key: item.key, id: idOf(item) }),
    node: nodeOf(item),
  }));
  return {
    nodes: edges.map((edge) => edge.node),
    edges,
    // Functions: GraphQL calls them only when the field is asked for (the count is a query of its own).
    totalCount: () => page.totalCount(),
    pageInfo: {
      hasNextPage: () => page.hasNextPage(),
      hasPreviousPage: () => page.hasPreviousPage(),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** Text from a caller that goes into a query: never the NUL character, which PostgreSQL cannot hold. */
function text(value: string | null | undefined, argument: string): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value.includes('\u0000')) throw graphqlError(`${argument} must not contain the NUL character.`, 'BAD_USER_INPUT');
  return value;
}

interface AssetFilterInput {
  deploymentIndexId?: number | null;
  contentTypes?: string[] | null;
  createdByUserId?: number | null;
  createdFrom?: Date | null;
  createdBefore?: Date | null;
  titleContains?: string | null;
  indexedOnly?: boolean | null;
}

function assetFilterOf(input: AssetFilterInput | null | undefined): AssetFilter {
  if (!input) return {};
  const contentTypes = input.contentTypes ?? undefined;
  if (contentTypes && contentTypes.length > MAX_FILTER_VALUES)
    throw graphqlError(`filter.contentTypes may hold at most ${MAX_FILTER_VALUES} values.`, 'BAD_USER_INPUT');
  contentTypes?.forEach((value) => text(value, 'filter.contentTypes'));
  return {
    deploymentIndexId: input.deploymentIndexId ?? undefined,
    contentTypes,
    createdByUserId: input.createdByUserId ?? undefined,
    createdFrom: input.createdFrom ?? undefined,
    createdBefore: input.createdBefore ?? undefined,
    titleContains: text(input.titleContains, 'filter.titleContains'),
    indexedOnly: input.indexedOnly ?? undefined,
  };
}

/** One page of assets: the `list` names it in its cursors, so a cursor only continues the list and order it came from. */
async function assetConnection(
  context: MercuriusContext,
  list: string,
  args: ConnectionArguments,
  filter: AssetFilter,
  order: { field: string; direction: Direction },
  defaultSize: number,
) {
  const field = ASSET_ORDER[order.field]!;
  const ordering = `${list}:${order.field}:${order.direction}`;
  const cursors = await cursorCodecOf(context.app);
  const page = keysetRequestOf(args, { field: list, ordering, key: orderKeyOf(field), defaultSize, cursors });
  const { accesses } = await context.viewer.sites();
  const found = await listAssetPage(context.app.db, {
    accesses,
    filter,
    order: { field, direction: direction(order.direction) },
    page,
  });
  return connection(
    found,
    cursors,
    ordering,
    (item) => item.asset.assetId,
    (item) => item,
  );
}

/** The newest indexed assets of a site, or of every usable site (the home page's lists). */
const homeList =
  (list: string, filter: AssetFilter) =>
  (_: unknown, args: ConnectionArguments & { deploymentIndexId?: number | null }, context: MercuriusContext) =>
    assetConnection(
      context,
      list,
      args,
      { ...filter, indexedOnly: true, deploymentIndexId: args.deploymentIndexId ?? undefined },
      { field: 'CREATED', direction: 'DESC' },
      PAGE_SIZES.latestUploads,
    );

/** An asset's field withheld from a user who may not open it (as portal-asset.ts and the search results withhold it). */
const content =
  <Value>(read: (item: AssetListItem) => Value) =>
  (item: AssetListItem) =>
    item.isAccessible ? read(item) : null;

const siteOf = async (siteId: number, context: MercuriusContext): Promise<DeploymentIndex> => {
  const site = (await context.viewer.sites()).accesses.get(siteId)?.site;
  // Every asset and site this endpoint answers is of a usable site: another would be a defect, not an answer.
  if (!site) throw new Error(`Site ${siteId} is not one the viewer can use.`);
  return site;
};

export const resolvers: IResolvers = {
  DateTime: DateTimeScalar,

  Query: {
    me: (_: unknown, __: unknown, context: MercuriusContext) => context.viewer.user(),

    users: async (
      _: unknown,
      args: ConnectionArguments & {
        filter?: { deploymentIndexId?: number | null; search?: string | null } | null;
        orderBy?: { field: string; direction: Direction } | null;
      },
      context: MercuriusContext,
    ) => {
      const order = args.orderBy ?? { field: 'EMAIL', direction: 'ASC' };
      const field = USER_ORDER[order.field]!;
      const ordering = `users:${order.field}:${order.direction}`;
      const cursors = await cursorCodecOf(context.app);
      const page = keysetRequestOf(args, {
        field: 'users',
        ordering,
        key: userOrderKeyOf(field),
        defaultSize: DEFAULT_PAGE_SIZE,
        cursors,
      });
      const filter: UserFilter = {
        deploymentIndexId: args.filter?.deploymentIndexId ?? undefined,
        search: text(args.filter?.search, 'filter.search'),
      };
      const viewer = await context.viewer.user();
      const { accesses } = await context.viewer.sites();
      const found = await listVisibleUsers(context.app.db, {
        viewer,
        siteIds: [...accesses.keys()],
        filter,
        order: { field, direction: direction(order.direction) },
        page,
      });
      return connection(
        found,
        cursors,
        ordering,
        (item: UserListItem) => item.user.userId,
        (item) => item.user,
      );
    },

    userById: async (_: unknown, { userId }: { userId: number }, context: MercuriusContext) => {
      const viewer = await context.viewer.user();
      const { accesses } = await context.viewer.sites();
      return (await visibleUserById(context.app.db, viewer, [...accesses.keys()], userId)) ?? null;
    },

    // deployments and deploymentIndex, assets and assetById are used by no screen of the portal (its screens ask the
    // Graph endpoint for users, userById, latestUploads and newCases only): the site chooser reads GET v2/deployments
    // with the site session, and the search and content pages read REST (POST v2/search, getdocumentbyid). Kept for
    // API clients and GraphiQL, as the calls doc's "deployments with indices tree, assets (paged, ordered, filtered)".
    deployments: async (_: unknown, __: unknown, context: MercuriusContext) =>
      (await context.viewer.sites()).deployments,

    deploymentIndex: async (
      _: unknown,
      { deploymentIndexId }: { deploymentIndexId: number },
      context: MercuriusContext,
    ) => (await context.viewer.sites()).accesses.get(deploymentIndexId)?.site ?? null,

    assets: (
      _: unknown,
      args: ConnectionArguments & {
        filter?: AssetFilterInput | null;
        orderBy?: { field: string; direction: Direction } | null;
      },
      context: MercuriusContext,
    ) =>
      assetConnection(
        context,
        'assets',
        args,
        assetFilterOf(args.filter),
        args.orderBy ?? { field: 'CREATED', direction: 'DESC' },
        DEFAULT_PAGE_SIZE,
      ),

    assetById: async (_: unknown, { assetId }: { assetId: number }, context: MercuriusContext) => {
      // The content page's rule (assets/asset-access.ts requireAsset): an unknown asset and one of a site the user
      // cannot use are both 404 there, null here.
      try {
        const { asset, isAccessible } = await requireAsset(context.app, context.viewer.fastifyRequest, assetId);
        return { asset, isAccessible, key: '' } satisfies AssetListItem;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
    },

    latestUploads: homeList('latestUploads', {}),
    newCases: homeList('newCases', { contentTypes: [CASE_STUDY_CONTENT_TYPE] }),
  },

  Deployment: {
    deploymentId: ({ deployment }: UsableDeployment) => deployment.deploymentId,
    name: ({ deployment }: UsableDeployment) => deployment.name,
    metadataSetId: ({ deployment }: UsableDeployment) => deployment.metadataSetId,
    primaryColor: ({ deployment }: UsableDeployment) => deployment.primaryColor,
    deploymentIndexes: ({ sites }: UsableDeployment) => sites,
    isCurrent: async ({ sites }: UsableDeployment, _: unknown, context: MercuriusContext) => {
      const current = await context.viewer.currentSiteId();
      return sites.some((site) => site.deploymentIndexId === current);
    },
  },

  DeploymentIndex: {
    // The answer of GET v2/deployments (sites/site-info.ts): the blob account in use, the default welcome message.
    containerUrl: (site: DeploymentIndex, _: unknown, context: MercuriusContext) =>
      toDeploymentIndexInfo(site, false, context.app.blobAccount).containerUrl,
    welcomeMessage: (site: DeploymentIndex, _: unknown, context: MercuriusContext) =>
      toDeploymentIndexInfo(site, false, context.app.blobAccount).welcomeMessage,
    isCurrent: async (site: DeploymentIndex, _: unknown, context: MercuriusContext) =>
      (await context.viewer.currentSiteId()) === site.deploymentIndexId,
    deployment: async (site: DeploymentIndex, _: unknown, context: MercuriusContext) =>
      (await context.viewer.sites()).deploymentOfSite.get(site.deploymentIndexId),
  },

  Asset: {
    assetId: ({ asset }: AssetListItem) => asset.assetId,
    docId: ({ asset }: AssetListItem) => asset.docId,
    title: ({ asset }: AssetListItem) => asset.title,
    fileName: ({ asset }: AssetListItem) => asset.fileName,
    originalFileName: ({ asset }: AssetListItem) => asset.originalFileName,
    fileExtensionFileTypeCategory: ({ asset }: AssetListItem) => {
      const category = fileTypeClass(asset.originalFileName || asset.fileName);
      return category === 'other' ? null : category;
    },
    assetVisibility: ({ asset }: AssetListItem) => asset.assetVisibility,
    isConfidential: ({ asset }: AssetListItem) => asset.isConfidential,
    isAccessible: ({ isAccessible }: AssetListItem) => isAccessible,
    created: ({ asset }: AssetListItem) => asset.created,
    updated: ({ asset }: AssetListItem) => asset.updated,
    publishedDate: ({ asset }: AssetListItem) => asset.publishedDate,
    submissionDate: ({ asset }: AssetListItem) => asset.submissionDate,
    deploymentIndexId: ({ asset }: AssetListItem) => asset.deploymentIndexId,
    deploymentIndex: ({ asset }: AssetListItem, _: unknown, context: MercuriusContext) =>
      siteOf(asset.deploymentIndexId, context),
    description: content(({ asset }) => asset.description),
    summary: content(({ asset }) => asset.summary),
    createdByUserId: content(({ asset }) => asset.createdByUserId),
    updatedByUserId: content(({ asset }) => asset.updatedByUserId),
  },
};
