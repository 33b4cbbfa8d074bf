import { useMemo } from 'react';
import { Alert, Button } from 'antd';
import { AI_LIMITS } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useGetAssistantCollectionQuery } from '../../../api/assistant-api';
import { ragCall } from '../../../api/assistant-calls';
import { AiNoticeGate } from '../../../components/chat/ai-notice-gate';
import { ChatPanel } from '../../../components/chat/chat-panel';
import { useConversation } from '../../../hooks/use-conversation';
import { mayUseAssistant, mayUseRetrievalAssistant } from '../state/assistant-access';
import { AssistantHeader } from './assistant-header';

function RagAssistant({ siteId, siteName }: { siteId: number; siteName: string }) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const answer = useMemo(() => ragCall(platform, siteId), [platform, siteId]);
  const conversation = useConversation('chat', answer);
  const prompts = useGetAssistantCollectionQuery({ siteId, type: 'rag' });
  return (
    <ChatPanel
      conversation={conversation}
      siteId={siteId}
      prompts={{ items: prompts.data?.prompts ?? [], loading: prompts.isLoading }}
      emptyText={`Ask a question: the answer cites the documents of ${siteName} it comes from, numbered, with links to them.`}
      inputLabel="Your question"
      placeholder="Ask the retrieval assistant"
      maxLength={AI_LIMITS.questionMaxChars}
      header={
        <AssistantHeader
          intro={`Answers are drawn from passages of the documents of ${siteName} that you may open, with their sources.`}
          switchTo={
            mayUseAssistant(permissions) && (
              <Button size="small" onClick={() => platform.panels.open('askBot')}>
                Assistant
              </Button>
            )
          }
        />
      }
    />
  );
}

/**
 * The retrieval assistant (askBotRag): answers citing their sources [n], the sources appended as links to their
 * content pages; for users with viewRagAssistant on a site with a retrieval endpoint, once they have accepted the AI
 * notice.
 */
export function RagAssistantPanel(_props: OverlayComponentProps) {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const permissions = useStream(platform.permissions$);
  if (!site) return <Alert type="info" showIcon title="Choose a site to use the retrieval assistant." />;
  if (!mayUseRetrievalAssistant(permissions, site))
    return <Alert type="info" showIcon title="The retrieval assistant is not available to you on this site." />;
  return (
    <AiNoticeGate>
      <RagAssistant key={site.site.deploymentIndexId} siteId={site.site.deploymentIndexId} siteName={site.site.name} />
    </AiNoticeGate>
  );
}
