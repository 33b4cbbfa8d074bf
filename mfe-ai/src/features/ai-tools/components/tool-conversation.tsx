import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Typography } from 'antd';
import { AI_LIMITS } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { useGetAssistantCollectionQuery } from '../../../api/assistant-api';
import { askCall } from '../../../api/assistant-calls';
import { ChatPanel } from '../../../components/chat/chat-panel';
import { useConversation } from '../../../hooks/use-conversation';
import type { ConversationEntry } from '../../../lib/conversation/conversation';
import type { ToolOpening } from '../state/ai-tools';

export interface ToolTarget {
  siteId: number;
  docId: string;
  assetId?: number;
  title?: string;
}

/**
 * An AI tool on an asset: a new conversation (spec §4), the tool's prompts loaded, its interaction run at once (Ask
 * Questions waits for a question), the result with Copy, and follow-up questions about the asset in the same panel.
 */
export function ToolConversation({
  opening,
  target,
  replyExtra,
}: {
  opening: ToolOpening;
  target: ToolTarget;
  replyExtra?: (entry: ConversationEntry) => ReactNode;
}) {
  const platform = usePlatform();
  const { siteId, docId, title } = target;
  const answer = useMemo(() => askCall(platform, { siteId, docId }), [platform, siteId, docId]);
  const conversation = useConversation(opening.mode, answer);
  const prompts = useGetAssistantCollectionQuery(
    { siteId, type: opening.prompts ?? 'askQuestions', docId },
    { skip: !opening.prompts },
  );
  const { send } = conversation;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !opening.interaction) return;
    started.current = true;
    void send([opening.interaction]);
  }, [opening.interaction, send]);

  return (
    <ChatPanel
      conversation={conversation}
      siteId={siteId}
      prompts={opening.prompts ? { items: prompts.data?.prompts ?? [], loading: prompts.isLoading } : undefined}
      emptyText="Ask a question about this document, or pick one of the suggestions."
      inputLabel={opening.interaction ? 'Follow-up question' : 'Your question'}
      placeholder="Ask about this document"
      maxLength={AI_LIMITS.questionMaxChars}
      offerSuggestions
      replyExtra={replyExtra}
      header={
        <div>
          <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
            {opening.title}
          </Typography.Title>
          {title && (
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              On {title}
            </Typography.Text>
          )}
        </div>
      }
    />
  );
}
