import { replyContent } from '@portal/contracts';
import { Alert } from 'antd';
import { isAiToolKey, mayInteract, type AiToolKey } from '@portal/ai-interact';
import { usePlatform, useStream } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import { AiNoticeGate } from '../../../components/chat/ai-notice-gate';
import type { ConversationEntry } from '../../../lib/conversation/conversation';
import { useMayEditAsset } from '../hooks/use-may-edit-asset';
import { metadataFieldOf, toolOpening } from '../state/ai-tools';
import { InsertIntoMetadata } from './insert-into-metadata';
import { ToolConversation, type ToolTarget } from './tool-conversation';

/** The ALT tag and caption assistants' replies can go into the asset's metadata, for who may edit it. */
function MetadataWriter({ tool, target }: { tool: AiToolKey; target: ToolTarget & { assetId: number } }) {
  const mayEdit = useMayEditAsset(target.docId);
  const field = metadataFieldOf(tool);
  const extra =
    mayEdit && field
      ? (entry: ConversationEntry) =>
          entry.answers === tool && entry.message && !entry.stopped ? (
            <InsertIntoMetadata
              assetId={target.assetId}
              docId={target.docId}
              field={field}
              text={replyContent(entry.message)}
            />
          ) : null
      : undefined;
  return <ToolConversation opening={toolOpening(tool)} target={target} replyExtra={extra} />;
}

/**
 * The aiTool panel, opened by the AI Interact menu with `{ tool, docId, assetId?, title?, siteId? }`: Ask Questions,
 * Summarize, Insights, Themes, Tones, Preview Image or a writing assistant on the asset, for users with viewOpenAi or
 * viewAiInteract, once they have accepted the AI notice. Another tool or asset opened in its place starts a new
 * conversation.
 */
export function AiToolPanel({ props }: OverlayComponentProps) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const site = useStream(platform.site$);
  const tool = isAiToolKey(props.tool) ? props.tool : null;
  const docId = typeof props.docId === 'string' ? props.docId : '';
  const siteId = idProp(props.siteId) ?? site?.site.deploymentIndexId;
  const assetId = idProp(props.assetId);
  const title = typeof props.title === 'string' ? props.title : undefined;
  if (!tool || !docId) return <Alert type="error" showIcon title="No AI tool or document was given." />;
  if (!siteId) return <Alert type="info" showIcon title="Choose a site to use the AI tools." />;
  if (!mayInteract(permissions))
    return <Alert type="info" showIcon title="You do not have access to the AI tools on this site." />;
  const target = { siteId, docId, assetId, title };
  return (
    <AiNoticeGate>
      {assetId !== undefined && metadataFieldOf(tool) ? (
        <MetadataWriter key={`${tool}:${docId}`} tool={tool} target={{ ...target, assetId }} />
      ) : (
        <ToolConversation key={`${tool}:${docId}`} opening={toolOpening(tool)} target={target} />
      )}
    </AiNoticeGate>
  );
}
