import { Type, type Static } from 'typebox';
import { NullableString } from './schema-kit.js';
import type { BuiltinDashboardName } from '../rules/builtin-dashboards.js';
import { BI_DASHBOARD_PAGES, type BiDashboardPageName } from '../rules/bi-dashboards.js';

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

/**
 * GET v2/dashboards/biPages?indexId= answer, one entry per BI page that has a dashboard asset on the site the caller
 * may see (rules/bi-dashboards.ts BI_DASHBOARD_SOURCE). The spec leaves this call out: the BI pages need to know
 * which asset stands for each of them.
 */
export const BiDashboardPageAsset = Type.Object(
  {
    page: Type.Unsafe<BiDashboardPageName>(
      Type.Union(
        Object.keys(BI_DASHBOARD_PAGES).map((name) => Type.Literal(name)),
        { description: 'The BI page.' },
      ),
    ),
    docId: Type.String(),
    title: Type.String(),
    builtIn: Type.Boolean({
      description: "Whether the asset shows the portal's built-in page (its external URL is the page's own address).",
    }),
    dashboardAccess: Type.Boolean({
      description:
        'Whether the caller may open the asset as a dashboard (spec §6: user group access, or accessPrivateAsset).',
    }),
  },
  { title: 'BiDashboardPageAsset' },
);
export type BiDashboardPageAsset = Static<typeof BiDashboardPageAsset>;

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

/**
 * Power BI export (spec §4 "Power BI export status", §8 'Export failed', §9 "export poll 2 seconds"): an export is
 * a job. POST v2/powerbi/export starts it and answers its id; POST v2/powerbi/exportStatus is asked every
 * POWER_BI_EXPORT_POLL_MS while it is NotStarted or Running; once Succeeded its file is served by
 * GET v2/powerbi/exports/{exportId}/file until it expires (BI_EXPORT_KEEP_HOURS after it was asked for).
 * A Power BI report (a dashboard asset's report URL) is exported by Power BI's export-to-file API; a built-in BI
 * dashboard of the portal (its address, /sites/{siteId}/bidashboards/{page}) by the portal, which renders the same
 * charts to PDF or PNG.
 */
export const POWER_BI_EXPORT_STATUSES = ['NotStarted', 'Running', 'Succeeded', 'Failed'] as const;
export type PowerBiExportStatus = (typeof POWER_BI_EXPORT_STATUSES)[number];
/** Spec §9: an export that is NotStarted or Running is asked about again every 2 seconds. */
export const POWER_BI_EXPORT_POLL_MS = 2_000;
/** Spec §8: what a Failed export raises. */
export const POWER_BI_EXPORT_FAILED = 'Export failed';
/** How long an export's file is kept, from when it was asked for. */
export const BI_EXPORT_KEEP_HOURS = 24;
export const BI_EXPORT_FORMATS = ['PDF', 'PNG'] as const;
export type BiExportFormat = (typeof BI_EXPORT_FORMATS)[number];

const ReportUrl = Type.String({
  minLength: 1,
  maxLength: BI_LIMITS.reportUrl,
  description:
    "A dashboard asset's Power BI report URL (with docId), or a built-in BI dashboard's address: /sites/{siteId}/bidashboards/{page}, optionally ?year=YYYY.",
});
const ExportId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'The export, as POST v2/powerbi/export answered it.',
});

/** POST v2/powerbi/export body. */
export const PowerBiExportBody = Type.Object(
  {
    reportUrl: ReportUrl,
    docId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: BI_LIMITS.docId,
        description: 'The dashboard asset of a Power BI report.',
      }),
    ),
    format: Type.Union([Type.Literal('PDF'), Type.Literal('PNG')], { default: 'PDF' }),
  },
  { title: 'PowerBiExportBody', additionalProperties: false },
);
export type PowerBiExportBody = Static<typeof PowerBiExportBody>;

/** POST v2/powerbi/exportStatus body (calls doc §7: reportUrl, exportId). */
export const PowerBiExportStatusBody = Type.Object(
  { reportUrl: ReportUrl, exportId: ExportId },
  { title: 'PowerBiExportStatusBody', additionalProperties: false },
);
export type PowerBiExportStatusBody = Static<typeof PowerBiExportStatusBody>;

/** GET v2/powerbi/exports/{exportId}/file path. */
export const PowerBiExportParams = Type.Object({ exportId: ExportId }, { title: 'PowerBiExportParams' });
export type PowerBiExportParams = Static<typeof PowerBiExportParams>;

/** An export, as POST v2/powerbi/export and exportStatus answer it. */
export const PowerBiExport = Type.Object(
  {
    exportId: Type.String(),
    reportUrl: Type.String(),
    format: Type.Union([Type.Literal('PDF'), Type.Literal('PNG')]),
    status: Type.Union([
      Type.Literal('NotStarted'),
      Type.Literal('Running'),
      Type.Literal('Succeeded'),
      Type.Literal('Failed'),
    ]),
    percentComplete: Type.Integer({ minimum: 0, maximum: 100 }),
    fileName: Type.String({ description: 'The name the file is saved under.' }),
    fileUrl: Type.Union([Type.String(), Type.Null()], {
      description: 'Where the file is downloaded (GET, signed in), once Succeeded; null before and after it expires.',
    }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why a Failed export failed.' }),
    created: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time', description: 'When the export and its file are deleted.' }),
  },
  { title: 'PowerBiExport' },
);
export type PowerBiExport = Static<typeof PowerBiExport>;
