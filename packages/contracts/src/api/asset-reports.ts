import { Type, type Static } from 'typebox';
import { PAGE_SIZES } from '../constants.js';
import { AssetReportRow, SearchReportRow } from '../entities/insights.js';
import { PageOf, PagingQuery } from './schema-kit.js';

/** The asset reports of GET v2/assets/{id}/reports/{reportName}: the views, downloads and shares recorded. */
export const ASSET_REPORT_NAMES = ['views', 'downloads', 'shares'] as const;
export type AssetReportName = (typeof ASSET_REPORT_NAMES)[number];

/** The longest texts POST v2/assets/{id}/insights/views accepts about the search that led to the view. */
const VIEW_SEARCH_LIMITS = { query: 1000, queryType: 20, source: 100 } as const;

/** Query of GET v2/assets/{id}/reports/{reportName} and …/reports/searches (page size 30, spec §9). */
export const AssetReportQuery = PagingQuery('AssetReportQuery', PAGE_SIZES.lists);
export type AssetReportQuery = Static<typeof AssetReportQuery>;

/** GET v2/assets/{id}/reports/{reportName} answer: one page of the report's events, newest first. */
export const AssetReportPage = PageOf('AssetReportPage', AssetReportRow);
export type AssetReportPage = Static<typeof AssetReportPage>;

/** GET v2/assets/{id}/reports/searches answer: one page of the searches that led users to the asset, newest first. */
export const SearchReportPage = PageOf('SearchReportPage', SearchReportRow);
export type SearchReportPage = Static<typeof SearchReportPage>;

/**
 * POST v2/assets/{id}/insights/views body, optional: the search that led the user to open the asset. A non-blank
 * query is recorded for the asset's searches report; queryType defaults to 'full' (a keyword search).
 */
export const AssetViewRequest = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: VIEW_SEARCH_LIMITS.query })),
    queryType: Type.Optional(
      Type.String({ maxLength: VIEW_SEARCH_LIMITS.queryType, description: "Default 'full' (keyword)." }),
    ),
    source: Type.Optional(Type.String({ maxLength: VIEW_SEARCH_LIMITS.source })),
  },
  { title: 'AssetViewRequest' },
);
export type AssetViewRequest = Static<typeof AssetViewRequest>;
