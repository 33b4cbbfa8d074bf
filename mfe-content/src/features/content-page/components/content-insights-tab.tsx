import { Button, Space } from 'antd';
import type { Asset } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { AssetReports } from './asset-reports';

/**
 * The charted insights of the asset (spec §5 charted keys) open in the insight charts panel, which reads them: the
 * page itself reads nothing more.
 */
function ChartedInsightsSummary({ asset, title }: { asset: Asset; title: string }) {
  const platform = usePlatform();
  const video = asset.fileExtensionFileTypeCategory === 'video';
  return (
    <section aria-labelledby="charted-insights-title" style={{ display: 'grid', gap: 8 }}>
      <h3 id="charted-insights-title" style={{ fontSize: 16, margin: 0 }}>
        Charted insights
      </h3>
      <p style={{ margin: 0 }}>
        Charts of the organizations, brands, clients, topics and keywords of this asset
        {video ? ', and of what its video shows' : ''}.
      </p>
      <Space wrap>
        <Button onClick={() => platform.panels.open('assetInsightCharts', { assetId: asset.assetId, title })}>
          Open insight charts
        </Button>
        {video && (
          <Button onClick={() => platform.dialogs.open('videoIndexerInsight', { assetId: asset.assetId, title })}>
            Open video insights
          </Button>
        )}
      </Space>
    </section>
  );
}

/**
 * The Insights tab: the asset's views, likes, downloads and shares, the way into its charted insights, and its reports
 * for who may read them.
 */
export function ContentInsightsTab({ asset, title }: { asset: Asset | null; title: string }) {
  const insight = asset?.interactionInsight;
  const totals: [string, number][] = [
    ['Views', insight?.views ?? 0],
    ['Likes', insight?.likes ?? 0],
    ['Downloads', insight?.downloads ?? 0],
    ['Shares', insight?.shares ?? 0],
  ];
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <dl aria-label="Engagement" style={{ display: 'flex', gap: 32, flexWrap: 'wrap', margin: 0 }}>
        {totals.map(([label, value]) => (
          <div key={label} style={{ display: 'grid', gap: 2 }}>
            <dt>{label}</dt>
            <dd style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {asset?.isAccessible && <ChartedInsightsSummary asset={asset} title={title} />}
      {asset && <AssetReports asset={asset} />}
    </div>
  );
}
