import { useMemo } from 'react';
import { Alert, Button } from 'antd';
import { AI_LIMITS } from '@portal/contracts';
import { usePlatform, useStream } from '@portal/platform';
import type { OverlayComponentProps } from '@portal/remote-kit';
import { useGetAssistantCollectionQuery } from '../../../api/assistant-api';
import { askCall } from '../../../api/assistant-calls';
import { AiNoticeGate } from '../../../components/chat/ai-notice-gate';
import { ChatPanel } from '../../../components/chat/chat-panel';
import { useConversation } from '../../../hooks/use-conversation';
import { mayUseAssistant, mayUseRetrievalAssistant } from '../state/assistant-access';
import { AssistantHeader } from './assistant-header';

function AskBot({ siteId, siteName }: { siteId: number; siteName: string }) {
  const platform = usePlatform();
  const permissions = useStream(platform.permissions$);
  const site = useStream(platform.site$);
  const answer = useMemo(() => askCall(platform, { siteId }), [platform, siteId]);
  const conversation = useConversation('chat', answer);
  const prompts = useGetAssistantCollectionQuery({ siteId, type: 'assistant' });
  return (
    <ChatPanel
      conversation={conversation}
      siteId={siteId}
      prompts={{ items: prompts.data?.prompts ?? [], loading: prompts.isLoading }}
      emptyText={`Ask a question about the documents of ${siteName}, or pick one of the suggestions.`}
      inputLabel="Your question"
      placeholder="Ask the assistant"
      maxLength={AI_LIMITS.questionMaxChars}
      offerSuggestions
      header={
        <AssistantHeader
          intro={`Answers come from the documents of ${siteName} that you may open.`}
          switchTo={
            mayUseRetrievalAssistant(permissions, site) && (
              <Button size="small" onClick={() => platform.panels.open('askBotRag')}>
                Retrieval assistant
              </Button>
            )
          }
        />
      }
    />
  );
}

/**
 * The assistant (askBot), opened by the top bar's assistant button: questions about the current site's documents,
 * for users with viewOpenAi or viewAiAssistant, once they have accepted the AI notice. It starts from the site's
 * assistant prompts; site administrators reach GPT configuration from it.
 */
export function AskBotPanel(_props: OverlayComponentProps) {
  const platform = usePlatform();
  const site = useStream(platform.site$);
  const permissions = useStream(platform.permissions$);
  if (!site) return <Alert type="info" showIcon title="Choose a site to use the assistant." />;
  if (!mayUseAssistant(permissions))
    return <Alert type="info" showIcon title="You do not have access to the assistant on this site." />;
  return (
    <AiNoticeGate>
      <AskBot key={site.site.deploymentIndexId} siteId={site.site.deploymentIndexId} siteName={site.site.name} />
    </AiNoticeGate>
  );
}
