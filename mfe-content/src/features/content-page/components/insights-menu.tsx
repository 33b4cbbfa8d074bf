import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import { isAllowed, type Asset } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { ActionMenu, type MenuAction } from './action-menu';

/**
 * The Insights menu, for anyone who may open the asset: its insight charts and tags panels, a video's insights
 * dialog, and Analyze (the AI remote's automated insights) for users with analyzeInsights (spec §2.6). Nothing is
 * read until one of them opens.
 */
export function InsightsMenu({ asset, title }: { asset: Asset; title: string }) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const { assetId, docId } = asset;
  const actions: MenuAction[] = [
    {
      key: 'insightCharts',
      label: 'Insight charts',
      run: () => platform.panels.open('assetInsightCharts', { assetId, title }),
    },
    { key: 'tags', label: 'Tags panel', run: () => platform.panels.open('assetTags', { assetId, docId }) },
    ...(asset.fileExtensionFileTypeCategory === 'video'
      ? [
          {
            key: 'videoInsights',
            label: 'Video insights',
            run: () => platform.dialogs.open('videoIndexerInsight', { assetId, title }),
          },
        ]
      : []),
    ...(isAllowed(permissions, 'analyzeInsights')
      ? [
          {
            key: 'analyze',
            label: 'Analyze',
            run: () => platform.panels.open('automatedInsights', { docId, assetId, title }),
          },
        ]
      : []),
  ];
  return <ActionMenu label="Insights" icon={<BarChartOutlined />} actions={actions} />;
}
