import { Type, type Static } from 'typebox';
import { NullableString } from './schema-kit.js';
import type { BuiltinDashboardName } from '../rules/builtin-dashboards.js';

/**
 * The business-intelligence calls (calls doc "Dashboards and embeds"): a Power BI embed token for a dashboard
 * asset, a Tableau connected-app token, and the portal's own built-in dashboards (the embedded default's
 * counterpart of an outside BI service: charts of the site's own data, embeddable in 'embed' mode).
 */

/** The longest report URL and Tableau host name the BI calls accept. */
const BI_LIMITS = { reportUrl: 2000, docId: 200, hostname: 253 } as const;

/** POST v2/powerbi/embedToken body: the report to embed and the dashboard asset that names it. */
export const PowerBiEmbedTokenBody = Type.Object(
  {
    reportUrl: Type.String({
      minLength: 1,
      maxLength: BI_LIMITS.reportUrl,
      description: "The Power BI report URL; it must be the asset's external URL.",
    }),
    docId: Type.String({ minLength: 1, maxLength: BI_LIMITS.docId, description: 'The dashboard asset.' }),
  },
  { title: 'PowerBiEmbedTokenBody' },
);
export type PowerBiEmbedTokenBody = Static<typeof PowerBiEmbedTokenBody>;

/**
 * POST v2/powerbi/embedToken answer (spec §3 "BI embed": reportId, token, embedUrl, error; plus the token's
 * expiration). `error` names why there is no token (Power BI not configured on the server, or refused by
 * Power BI): the front end shows it in the Power BI embed error dialog. Token and embed URL are then empty.
 */
export const PowerBiEmbed = Type.Object(
  {
    reportId: Type.String(),
    token: Type.String(),
    embedUrl: Type.String(),
    error: NullableString,
    expiration: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the embed token stops working; null without a token.',
    }),
  },
  { title: 'PowerBiEmbed' },
);
export type PowerBiEmbed = Static<typeof PowerBiEmbed>;

/** GET v2/tableau query: tbh, the Tableau server's host name. */
export const TableauTokenQuery = Type.Object(
  {
    tbh: Type.String({
      minLength: 1,
      maxLength: BI_LIMITS.hostname,
      description: 'The Tableau host name (one of the hosts the server allows).',
    }),
  },
  { title: 'TableauTokenQuery' },
);
export type TableauTokenQuery = Static<typeof TableauTokenQuery>;

/**
 * GET v2/tableau answer: a Tableau connected-app token (a JWT, 5 minutes) for the signed-in user, or an empty
 * token and the reason (`error`) when Tableau embedding is not configured on the server.
 */
export const TableauToken = Type.Object({ token: Type.String(), error: NullableString }, { title: 'TableauToken' });
export type TableauToken = Static<typeof TableauToken>;

/** GET v2/dashboards/builtin/{name} query: the site (deployment index) whose data is charted. */
export const BuiltinDashboardQuery = Type.Object(
  { indexId: Type.Integer({ minimum: 1, description: 'The site (deployment index) id.' }) },
  { title: 'BuiltinDashboardQuery' },
);
export type BuiltinDashboardQuery = Static<typeof BuiltinDashboardQuery>;

const Week = Type.String({ format: 'date', description: 'The Monday (UTC) starting the week, YYYY-MM-DD.' });
const Count = Type.Integer({ minimum: 0 });

/** What every built-in dashboard answers besides its own figures. */
const dashboardHead = <Name extends BuiltinDashboardName>(name: Name) => ({
  name: Type.Literal(name),
  title: Type.String(),
  siteName: Type.String(),
  generatedAt: Type.String({ format: 'date-time' }),
});

/**
 * The engagement dashboard: views, likes, downloads and shares of the site's assets per week, their totals over
 * those weeks, and the most viewed assets the caller may open (a private asset they may not open is left out).
 */
export const EngagementDashboard = Type.Object(
  {
    ...dashboardHead('engagement'),
    series: Type.Array(Type.Object({ week: Week, views: Count, likes: Count, downloads: Count, shares: Count })),
    totals: Type.Object({ views: Count, likes: Count, downloads: Count, shares: Count }),
    top: Type.Array(Type.Object({ docId: Type.String(), title: Type.String(), views: Count }), {
      description: 'Up to 5 assets by views over the weeks charted.',
    }),
  },
  { title: 'EngagementDashboard' },
);
export type EngagementDashboard = Static<typeof EngagementDashboard>;

/** The uploads dashboard: assets added to the site per week, and the site's assets by content type. */
export const UploadsDashboard = Type.Object(
  {
    ...dashboardHead('uploads'),
    series: Type.Array(Type.Object({ week: Week, uploads: Count })),
    totals: Type.Object({ uploads: Count, assets: Count }),
    top: Type.Array(Type.Object({ contentType: Type.String(), count: Count }), {
      description: "The site's assets by content type, most first (an asset with two content types counts in both).",
    }),
  },
  { title: 'UploadsDashboard' },
);
export type UploadsDashboard = Static<typeof UploadsDashboard>;

/**
 * The searches dashboard: searches on the site per week (with how many found nothing), the queries asked most,
 * and the share of searches that found nothing. Queries are what people typed: users without analyzeInsights see
 * only queries asked by at least two people.
 */
export const SearchesDashboard = Type.Object(
  {
    ...dashboardHead('searches'),
    series: Type.Array(Type.Object({ week: Week, searches: Count, noResults: Count })),
    totals: Type.Object({ searches: Count, noResults: Count }),
    noResultsShare: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'Searches that found nothing, as a share of all (0–1); null without searches.',
    }),
    top: Type.Array(Type.Object({ query: Type.String(), count: Count }), {
      description: 'Up to 10 queries, most asked first.',
    }),
  },
  { title: 'SearchesDashboard' },
);
export type SearchesDashboard = Static<typeof SearchesDashboard>;

/** GET v2/dashboards/builtin/{name} answer: one of the three dashboards, told apart by `name`. */
export const BuiltinDashboard = Type.Union([EngagementDashboard, UploadsDashboard, SearchesDashboard], {
  title: 'BuiltinDashboard',
});
export type BuiltinDashboard = Static<typeof BuiltinDashboard>;
