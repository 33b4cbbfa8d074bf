import {
  BI_DASHBOARD_PAGES,
  BI_DASHBOARD_SOURCE,
  biDashboardPagePath,
  isBiDashboardPageName,
  type BiDashboardPageAsset,
  type BiDashboardPageName,
} from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { openableDashboards } from '../assets/dashboard-access.js';
import { builtinTarget } from './bi-exports.js';
import type { Database } from '../db/database.js';
import { assets } from '../db/schema/index.js';
import type { SiteAccess } from '../sites/site-access.js';

/** The page's built-in address (the portal's own, the public URL before it), as an asset's external URL names it. */
export const biDashboardPageUrl = (publicUrl: string, siteId: number, page: BiDashboardPageName) =>
  `${publicUrl}${biDashboardPagePath(siteId, page)}`;

/**
 * Whether an external URL is the site's built-in page: blank, or the page's address (read as the export reads it,
 * bi-exports.ts builtinTarget) on this portal.
 */
function isBuiltInPage(publicUrl: string, siteId: number, page: BiDashboardPageName, url: string | null) {
  const address = (url ?? '').trim();
  if (address === '') return true;
  const target = builtinTarget(address);
  return (
    target?.siteId === siteId &&
    target.page === page &&
    new URL(address, publicUrl).origin === new URL(publicUrl).origin
  );
}

/**
 * The site's BI pages that are dashboard assets (contracts BI_DASHBOARD_SOURCE: externalSource 'biDashboards', any
 * case, externalId the page), one per page: of several, the first made. A private asset the caller may not open is
 * left out, as search leaves out its content; `dashboardAccess` says whether they may open it as a dashboard (spec §6),
 * which an outside report's embed needs (POST v2/powerbi/embedToken refuses without it).
 */
export async function siteBiDashboardPages(
  db: Database,
  access: SiteAccess,
  publicUrl: string,
): Promise<BiDashboardPageAsset[]> {
  const siteId = access.site.deploymentIndexId;
  const rows = await db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.deploymentIndexId, siteId),
        eq(sql`lower(${assets.externalSource})`, BI_DASHBOARD_SOURCE.toLowerCase()),
        inArray(sql`trim(${assets.externalId})`, Object.keys(BI_DASHBOARD_PAGES)),
      ),
    )
    .orderBy(asc(assets.created), asc(assets.assetId));
  const first = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const page = row.externalId?.trim() ?? '';
    if (isBiDashboardPageName(page) && !first.has(page)) first.set(page, row);
  }
  const { openable, dashboards: granted } = await openableDashboards(db, access, [...first.values()]);
  return (Object.keys(BI_DASHBOARD_PAGES) as BiDashboardPageName[]).flatMap((page) => {
    const asset = first.get(page);
    if (!asset || !openable.has(asset.assetId)) return [];
    return [
      {
        page,
        docId: asset.docId,
        title: asset.title ?? BI_DASHBOARD_PAGES[page].title,
        builtIn: isBuiltInPage(publicUrl, siteId, page, asset.externalUrl),
        dashboardAccess: granted.has(asset.assetId),
      },
    ];
  });
}
