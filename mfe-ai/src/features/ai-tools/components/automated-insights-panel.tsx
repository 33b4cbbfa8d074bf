import { Alert } from 'antd';
import { isAllowed } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import { AiNoticeGate } from '../../../components/chat/ai-notice-gate';
import { AUTOMATED_INSIGHTS } from '../state/ai-tools';
import { ToolConversation } from './tool-conversation';

/**
 * The automated insights panel, opened by the content page's Analyze with `{ docId, assetId, title }`: the asset
 * analysed (document_analyzer) at once, for users with analyzeInsights, once they have accepted the AI notice;
 * follow-up questions continue in the panel.
 */
export function AutomatedInsightsPanel({ props }: OverlayComponentProps) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const site = useStream(platform.site$);
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const siteId = idProp(props.siteId) ?? site?.site.deploymentIndexId;
  const title = typeof props.title === 'string' ? props.title : undefined;
  if (!docId) return <Alert type="error" showIcon title="No document was given." />;
  if (!siteId) return <Alert type="info" showIcon title="Choose a site to analyze its content." />;
  if (!isAllowed(permissions, 'analyzeInsights'))
    return <Alert type="info" showIcon title="You do not have access to automated insights on this site." />;
  return (
    <AiNoticeGate>
      <ToolConversation
        key={docId}
        opening={AUTOMATED_INSIGHTS}
        target={{ siteId, docId, assetId: idProp(props.assetId), title }}
      />
    </AiNoticeGate>
  );
}
