import {
  ASSET_STREAM_CODES,
  ASSET_STREAMS,
  CASE_STUDY_CONTENT_TYPE,
  facetItem,
  joinFacetQuery,
  PAGE_SIZES,
  type AssetStream,
  type AssetStreamCode,
  type AssetStreamPage,
  type AssetStreams,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentVisibleCondition } from '../assets/asset-visibility.js';
import { listCollections } from '../collections/collection-lists.js';
import { sqlRows } from '../db/sql-rows.js';
import { listGroups } from '../groups/group-lists.js';
import { HttpError } from '../http/http-error.js';
import { siteCondition } from '../search/keyword-index.js';
import { searchSite } from '../search/search-site.js';
import type { SiteAccess } from '../sites/site-access.js';
import { streamAssets, type StreamHit } from './stream-assets.js';

/**
 * The home page's streams (calls doc §7 GET v2/assetStreams/{indexId}, POST v2/assetStreams/{indexId}/{code}/assets;
 * sizes §9). What each holds:
 * - latest uploads: the site's documents, newest upload first (created; spec §7's graph query "created descending,
 *   filtered by deploymentIndexId");
 * - new cases: its documents whose content type is Case Study (spec §7: content_types equal 'Case Study'; a document
 *   without a chosen content type takes the type of its first folder, Cases becoming Case Study, as search facets it),
 *   newest upload first;
 * - featured content: its documents flagged isFeatured, newest upload first;
 * - featured collections and groups: the site's featured lists (GET v2/collections/featured/{indexId}, GET
 *   v2/groups/featured/{indexId}), newest featuring first, among those the user may see.
 * The asset streams list the site's search documents, through the search engine where a search can say it (the
 * documents a search finds, with the same access rule): an upload still being processed joins them once indexed, so
 * the home page never shows a file without its picture and text. A private asset the user may not open is listed
 * as search lists it, with its title and type only (isAccessible false).
 */

export const isAssetStreamCode = (code: string): code is AssetStreamCode =>
  (ASSET_STREAM_CODES as readonly string[]).includes(code);

/** The streams that come only with includeFeaturedContent. */
const FEATURED: ReadonlySet<AssetStreamCode> = new Set(['featured-content', 'featured-collections', 'featured-groups']);

/** How many items a stream shows on home: latest uploads and new cases 20, the others 15 (spec §9). */
const HOME_SIZE: Record<AssetStreamCode, number> = {
  'latest-uploads': PAGE_SIZES.latestUploads,
  'new-cases': PAGE_SIZES.latestUploads,
  'featured-content': PAGE_SIZES.streams,
  'featured-collections': PAGE_SIZES.streams,
  'featured-groups': PAGE_SIZES.streams,
};

type StreamBody = Omit<AssetStream, 'code' | 'title'>;

/**
 * The streams a GET v2/assetStreams/{indexId} asks for: every stream (the featured ones with includeFeaturedContent),
 * or only those `codes` names (comma-separated). 400 for a code that names no stream, or a featured one without
 * includeFeaturedContent (it would silently be missing).
 */
export function requestedStreams(includeFeaturedContent: boolean, codes?: string): AssetStreamCode[] {
  if (codes === undefined) return ASSET_STREAM_CODES.filter((code) => includeFeaturedContent || !FEATURED.has(code));
  const asked = codes.split(',').map((code) => code.trim());
  const unknown = asked.filter((code) => !isAssetStreamCode(code));
  if (unknown.length > 0)
    throw new HttpError(
      400,
      `codes names no stream: ${unknown.map((code) => `'${code}'`).join(', ')} (the streams are ${ASSET_STREAM_CODES.join(', ')}).`,
    );
  const featured = asked.filter((code) => FEATURED.has(code as AssetStreamCode));
  if (!includeFeaturedContent && featured.length > 0)
    throw new HttpError(400, `The featured streams (${featured.join(', ')}) need includeFeaturedContent=true.`);
  return ASSET_STREAM_CODES.filter((code) => asked.includes(code));
}

/** GET v2/assetStreams/{indexId}: the streams asked for (requestedStreams), in the home page's order. */
export async function assetStreams(
  app: FastifyInstance,
  access: SiteAccess,
  codes: readonly AssetStreamCode[],
): Promise<AssetStreams> {
  const streams: AssetStream[] = [];
  for (const code of codes) {
    const body = await streamBody(app, access, code, { skip: 0, top: HOME_SIZE[code] });
    streams.push({ code, title: ASSET_STREAMS[code], ...body } as AssetStream);
  }
  return { deploymentIndexId: access.site.deploymentIndexId, streams };
}

/** POST v2/assetStreams/{indexId}/{code}/assets: one page (from 1) of a stream; 404 for a code that names none. */
export async function assetStreamPage(
  app: FastifyInstance,
  access: SiteAccess,
  code: string,
  page: { page: number; rowsPerPage: number },
): Promise<AssetStreamPage> {
  if (!isAssetStreamCode(code))
    throw new HttpError(404, `No such asset stream: '${code}' (the streams are ${ASSET_STREAM_CODES.join(', ')}).`);
  const body = await streamBody(app, access, code, {
    skip: (page.page - 1) * page.rowsPerPage,
    top: page.rowsPerPage,
  });
  return {
    code,
    title: ASSET_STREAMS[code],
    ...body,
    currentPage: page.page,
    rowsPerPage: page.rowsPerPage,
  } as AssetStreamPage;
}

interface Window {
  skip: number;
  top: number;
}

async function streamBody(
  app: FastifyInstance,
  access: SiteAccess,
  code: AssetStreamCode,
  window: Window,
): Promise<StreamBody> {
  switch (code) {
    case 'latest-uploads':
      return assetBody(app, access, await newestDocuments(app, access, undefined, window));
    case 'new-cases':
      return assetBody(
        app,
        access,
        await newestDocuments(
          app,
          access,
          joinFacetQuery([facetItem('content_types', CASE_STUDY_CONTENT_TYPE)]),
          window,
        ),
      );
    case 'featured-content':
      return assetBody(app, access, await featuredDocuments(app, access, window));
    case 'featured-collections': {
      const { page, rowsPerPage } = pageOf(window);
      const list = await listCollections(app, access, 'featured', rowsPerPage, page);
      return { kind: 'collections', count: list.count, items: list.rows };
    }
    case 'featured-groups': {
      const { page, rowsPerPage } = pageOf(window);
      const list = await listGroups(app, access, 'featured', rowsPerPage, page);
      return { kind: 'groups', count: list.count, items: list.rows };
    }
  }
}

/** The page of the collection and group lists a window is (windows are always whole pages). */
const pageOf = (window: Window) => ({ page: window.skip / window.top + 1, rowsPerPage: window.top });

async function assetBody(
  app: FastifyInstance,
  access: SiteAccess,
  listed: { count: number; hits: StreamHit[] },
): Promise<StreamBody> {
  return { kind: 'assets', count: listed.count, items: await streamAssets(app, access, listed.hits) };
}

/** The site's documents the facet query keeps, newest upload first: a search without words, ordered by created. */
async function newestDocuments(
  app: FastifyInstance,
  access: SiteAccess,
  facetQuery: string | undefined,
  window: Window,
): Promise<{ count: number; hits: StreamHit[] }> {
  const result = await searchSite(app.searchEngine, {
    access,
    text: '',
    mode: 'keyword',
    phrase: false,
    matching: { in: 'memory', facetQuery, orderBy: 'created', valuesPerFacet: 0 },
    skip: window.skip,
    top: window.top,
    content: false,
    highlights: false,
    answers: false,
  });
  return {
    count: result.totalRecords,
    hits: result.hits.map((hit) => ({ assetId: hit.assetId, accessible: hit.accessible })),
  };
}

/** The site's featured documents (assets flagged isFeatured that are indexed), newest upload first. */
async function featuredDocuments(
  app: FastifyInstance,
  access: SiteAccess,
  window: Window,
): Promise<{ count: number; hits: StreamHit[] }> {
  // contentVisibleCondition reads the search record as `d` (its asset_id and is_private).
  const featured = sql`from search_documents d join assets a on a.asset_id = d.asset_id
    where ${siteCondition(access.site.deploymentIndexId)} and a.is_featured`;
  const rows = await sqlRows<{ asset_id: number; accessible: boolean }>(
    app.db,
    sql`select d.asset_id, ${contentVisibleCondition(access)} as accessible ${featured}
        order by d.created desc, d.asset_id desc limit ${window.top} offset ${window.skip}`,
  );
  const [total] = await sqlRows<{ n: number }>(app.db, sql`select count(*)::int as n ${featured}`);
  return {
    count: Number(total?.n ?? 0),
    hits: rows.map((row) => ({ assetId: Number(row.asset_id), accessible: Boolean(row.accessible) })),
  };
}
