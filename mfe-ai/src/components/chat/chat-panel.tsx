import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Typography } from 'antd';
import type { ChatRole } from '@portal/contracts';
import type { ConversationControls } from '../../hooks/use-conversation';
import { SUGGESTION_REQUEST } from '../../lib/conversation/conversation';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { Composer } from './composer';
import { ConversationEntryView, type EntryActions } from './conversation-entry';
import { ModelPicker } from './model-picker';
import { QuestionChips } from './question-chips';
import { UsageLine } from './usage-line';

const REPLY_ROLES = new Set<ChatRole>(['assistant', 'assistant_suggestions', 'openai_error']);

export interface ChatPanelProps {
  conversation: ConversationControls;
  siteId: number;
  /** The prompts the panel loaded when it opened (chips that ask them), shown until the user asks a question. */
  prompts?: { items: string[]; loading: boolean };
  /** What to do next, while the conversation is empty. */
  emptyText: string;
  inputLabel: string;
  placeholder: string;
  maxLength: number;
  /** Offers "Suggest questions" (a start_off_suggestions message, spec §4). */
  offerSuggestions?: boolean;
  replyExtra?: EntryActions['replyExtra'];
  /** Above the conversation: the panel's heading and its own buttons. */
  header?: ReactNode;
}

/**
 * The chat of the assistant, the retrieval assistant and the AI tools: the model and reasoning level, the
 * conversation (the user's messages right, replies left with their sources, who wrote them and Copy, errors in red
 * with Remove, suggestions as chips), the question box with Send (Stop while a reply arrives), and the user's AI calls
 * this hour. Replies are announced when complete (a live log, busy while one arrives).
 */
export function ChatPanel({
  conversation,
  siteId,
  prompts,
  emptyText,
  inputLabel,
  placeholder,
  maxLength,
  offerSuggestions = false,
  replyExtra,
  header,
}: ChatPanelProps) {
  const { state, busy } = conversation;
  const end = useRef<HTMLDivElement>(null);
  const last = state.entries.at(-1);
  // The newest message stays in sight as it grows.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state.entries.length, last?.message]);
  const replies = state.entries.filter((entry) => REPLY_ROLES.has(entry.role) && !entry.streaming).length;
  const asked = state.entries.some((entry) => entry.role === 'user');
  const promptItems = !asked && prompts ? prompts.items : [];

  return (
    <div style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      {header}
      <ModelPicker
        model={state.gptModel}
        reasoningLevel={state.reasoningLevel}
        onModel={conversation.chooseModel}
        onReasoningLevel={conversation.chooseReasoningLevel}
      />
      <div role="log" aria-label="Conversation" aria-busy={busy} style={{ display: 'grid', gap: 12 }}>
        {state.entries.map((entry) => (
          <ConversationEntryView
            key={entry.id}
            entry={entry}
            busy={busy}
            onSuggestion={conversation.ask}
            onRemoveError={conversation.removeError}
            replyExtra={replyExtra}
          />
        ))}
      </div>
      <div role="status" style={VISUALLY_HIDDEN}>
        {busy ? 'Writing the answer…' : ''}
      </div>
      {state.entries.length === 0 && <Typography.Paragraph style={{ margin: 0 }}>{emptyText}</Typography.Paragraph>}
      {prompts?.loading && !asked && <Typography.Text type="secondary">Loading suggestions…</Typography.Text>}
      {promptItems.length > 0 && (
        <QuestionChips label="Suggestions" questions={promptItems} disabled={busy} onAsk={conversation.ask} />
      )}
      <div ref={end} />
      <Composer
        label={inputLabel}
        placeholder={placeholder}
        maxLength={maxLength}
        busy={busy}
        onSend={conversation.ask}
        onStop={conversation.stop}
      />
      {offerSuggestions && (
        <Button
          type="link"
          size="small"
          disabled={busy}
          onClick={() => void conversation.send([SUGGESTION_REQUEST])}
          style={{ justifySelf: 'start', padding: 0 }}
        >
          Suggest questions
        </Button>
      )}
      <UsageLine siteId={siteId} replies={replies} />
    </div>
  );
}
