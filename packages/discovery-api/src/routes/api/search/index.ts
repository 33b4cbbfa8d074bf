import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, countDistinct, desc, eq, gte, sql } from 'drizzle-orm';
import { searchReportEvents } from '../../../db/schema/index.js';
import { ErrorResponse } from '../../../http/error-response.js';
import { HttpError } from '../../../http/http-error.js';
import { BEARER_SECURITY } from '../../../plugins/external/swagger.js';
import { FacetQueryError } from '../../../search/facet-query.js';
import { searchSite } from '../../../search/search-site.js';
import { searchHelperSite } from './search-site-param.js';

/** Spec §9: at most 8 suggestions. */
export const SUGGESTIONS = 8;
/** The site-wide questions shown to analysts: each asked by at least this many distinct users. */
const MIN_ASKERS = 2;
const SiteQuery = { indexId: Type.Optional(Type.Integer({ minimum: 1 })) };
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The search helpers at the paths the spec gives them (under /api, beside v2): suggestions as you type,
 * the questions people ask, and facet counts for charts. Each needs sign-in and works on one site (indexId,
 * or the user's current site).
 */
const searchHelperRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/search/suggestions/:text',
    {
      schema: {
        tags: ['search'],
        summary: 'Up to 8 unique titles for the text as typed: titles starting with it, then with a word starting with it, then containing it',
        security: BEARER_SECURITY,
        params: Type.Object({ text: Type.String({ minLength: 1, maxLength: 200 }) }),
        querystring: Type.Object(SiteQuery),
        response: { 200: Type.Array(Type.String()), ...errors },
      },
    },
    async (request) => {
      const access = await searchHelperSite(app, request, request.query.indexId);
      // Titles of every document of the site, private ones included: titles are shown in results anyway.
      const index = await app.searchEngine.matchIndexes.forSite(access.site.deploymentIndexId, access.revision);
      return index.suggest(request.params.text, SUGGESTIONS);
    },
  );

  /**
   * The questions are what people typed, and may name a person or a confidential matter, so only users who may
   * see search insights (analyzeInsights; administrators hold every permission) get the site's: the ones asked
   * most, each asked by at least MIN_ASKERS distinct users so that no single person's wording is shown (a
   * question of one person is not a question "people ask"). Everyone else gets the questions they asked
   * themselves, most asked first: suggestions that still help them, without another user's words (a 403 would
   * leave them with no suggestions at all).
   */
  app.get(
    '/search/questions',
    {
      schema: {
        tags: ['search'],
        summary:
          "Up to 8 semantic questions asked most in the last 90 days: the site's (each asked by 2 or more people) with analyzeInsights, otherwise the user's own",
        security: BEARER_SECURITY,
        querystring: Type.Object(SiteQuery),
        response: { 200: Type.Array(Type.Object({ question: Type.String(), count: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      const access = await searchHelperSite(app, request, request.query.indexId);
      const siteWide = access.permissions.analyzeInsights;
      const since = new Date(Date.now() - 90 * 86_400_000);
      const question = sql<string>`lower(trim(${searchReportEvents.query}))`;
      const rows = await app.db
        .select({ question, count: count(), asked: sql<string>`min(${searchReportEvents.query})` })
        .from(searchReportEvents)
        .where(
          and(
            eq(searchReportEvents.deploymentIndexId, access.site.deploymentIndexId),
            eq(searchReportEvents.type, 'semantic'),
            gte(searchReportEvents.created, since),
            sql`${searchReportEvents.resultCount} > 0 and length(trim(${searchReportEvents.query})) > 2`,
            siteWide ? undefined : eq(searchReportEvents.userId, access.user.userId),
          ),
        )
        .groupBy(question)
        .having(siteWide ? gte(countDistinct(searchReportEvents.userId), MIN_ASKERS) : undefined)
        .orderBy(desc(count()), question)
        .limit(SUGGESTIONS);
      return rows.map((row) => ({ question: row.asked.trim(), count: row.count }));
    },
  );

  app.get(
    '/search/facetGraph',
    {
      schema: {
        tags: ['search'],
        summary: 'Facet value counts of the documents matching Query, for the given Fields (charts)',
        security: BEARER_SECURITY,
        querystring: Type.Object({
          Query: Type.Optional(Type.String({ maxLength: 1000 })),
          Fields: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50 })]),
          filters: Type.Optional(Type.String({ maxLength: 20000 })),
          ...SiteQuery,
        }),
        response: {
          200: Type.Object({ totalRecords: Type.Integer(), facets: Type.Record(Type.String(), Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() }))) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const access = await searchHelperSite(app, request, request.query.indexId);
      const fields = (Array.isArray(request.query.Fields) ? request.query.Fields : request.query.Fields.split(',')).map((field) => field.trim()).filter(Boolean);
      const text = (request.query.Query ?? '').trim();
      let result;
      try {
        result = await searchSite(app.searchEngine, {
          siteId: access.site.deploymentIndexId,
          access,
          text: text === '*' ? '' : text,
          mode: 'keyword',
          phrase: false,
          orderBy: null,
          page: 1,
          pageSize: 1,
          filters: request.query.filters,
          facetValuesCount: 12000,
        });
      } catch (error) {
        if (error instanceof FacetQueryError) throw new HttpError(400, `The request is not valid: ${error.message}`);
        throw error;
      }
      const unknown = fields.filter((field) => !result.facetableFields.includes(field));
      if (unknown.length > 0) throw new HttpError(400, `The request is not valid: querystring/Fields names no facet of this site: ${unknown.join(', ')}.`);
      const facets: Record<string, { value: string; count: number }[]> = {};
      for (const field of fields) {
        facets[field] = (result.facets.find((facet) => facet.name === field)?.values ?? []).map((value) => ({ value: value.name, count: value.count }));
      }
      return { totalRecords: result.totalRecords, facets };
    },
  );
};

export default searchHelperRoutes;
