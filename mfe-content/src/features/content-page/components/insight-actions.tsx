import { Button, Space } from 'antd';
import { isAllowed, type Asset } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';

/**
 * Ways into the asset's insights and tags, for anyone who may open it: its insight charts and tags panels, a
 * video's insights dialog, and Analyze (the AI remote's automated insights) for users with analyzeInsights
 * (spec §2.6). Nothing is read until one of them opens.
 */
export function InsightActions({ asset, title }: { asset: Asset; title: string }) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  if (!asset.isAccessible) return null;
  const { assetId, docId } = asset;
  return (
    <Space wrap role="toolbar" aria-label="Insights and tags">
      <Button onClick={() => platform.panels.open('assetInsightCharts', { assetId, title })}>Insight charts</Button>
      <Button onClick={() => platform.panels.open('assetTags', { assetId, docId })}>Tags panel</Button>
      {asset.fileExtensionFileTypeCategory === 'video' && (
        <Button onClick={() => platform.dialogs.open('videoIndexerInsight', { assetId, title })}>Video insights</Button>
      )}
      {isAllowed(permissions, 'analyzeInsights') && (
        <Button onClick={() => platform.panels.open('automatedInsights', { docId, assetId, title })}>Analyze</Button>
      )}
    </Space>
  );
}
