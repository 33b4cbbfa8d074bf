import { lazy, Suspense } from 'react';
import { isAllowed, type Asset, type PermissionMap } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';

// The reports' tables (antd Table, Segmented) load the first time they are shown: most visits never see them, and
// the content page's first load stays within the remote's bundle budget.
const AssetReportsSection = lazy(async () => ({
  default: (await import('./asset-reports-section')).AssetReportsSection,
}));

/**
 * Who may read the asset's reports, as the server decides (discovery-api insights/asset-reports.ts
 * requireReportReader): its uploader, and users with analyzeInsights who may open it.
 */
function mayReadReports(permissions: PermissionMap, userId: number | null, asset: Asset): boolean {
  const uploader = userId !== null && asset.createdByUserId === userId;
  return uploader || (isAllowed(permissions, 'analyzeInsights') && asset.isAccessible);
}

/**
 * The asset's reports on its Insights tab (asset-reports-section.tsx), only for who may read them (the uploader as
 * platform.user$ says, analyzeInsights in platform.permissions$): for anyone else nothing is loaded, asked or shown.
 */
export function AssetReports({ asset }: { asset: Asset }) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const user = useStream(platform.user$);
  if (!mayReadReports(permissions, user?.userId ?? null, asset)) return null;
  return (
    <Suspense fallback={<p aria-busy="true">Loading the reports…</p>}>
      <AssetReportsSection assetId={asset.assetId} />
    </Suspense>
  );
}
