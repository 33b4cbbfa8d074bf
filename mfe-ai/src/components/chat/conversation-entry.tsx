import type { ReactNode } from 'react';
import { Alert, Button, theme, Typography } from 'antd';
import { AiReply } from '@portal/ai-interact';
import { AI_INTERACTIONS } from '@portal/contracts';
import type { ConversationEntry as Entry } from '../../lib/conversation/conversation';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { QuestionChips } from './question-chips';

export interface EntryActions {
  /** Asks a suggested question. */
  onSuggestion: (question: string) => void;
  onRemoveError: (id: number) => void;
  /** A reply is arriving: suggestions wait. */
  busy: boolean;
  /** What a finished reply offers beyond Copy (e.g. Insert into metadata). */
  replyExtra?: (entry: Entry) => ReactNode;
}

/** The user's message: a question, or the instruction of the interaction a tool asked for (right). */
function SentMessage({ entry }: { entry: Entry }) {
  const { token } = theme.useToken();
  const interaction = AI_INTERACTIONS[entry.role as keyof typeof AI_INTERACTIONS];
  return (
    <div style={{ justifySelf: 'end', maxWidth: '90%' }}>
      <span style={VISUALLY_HIDDEN}>You{interaction ? ` (${interaction})` : ''}: </span>
      <div
        style={{
          background: token.colorPrimaryBg,
          borderRadius: token.borderRadiusLG,
          padding: '6px 10px',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {entry.message}
      </div>
    </div>
  );
}

/** A reply (left), as every AI reply is shown (@portal/ai-interact AiReply), with what the panel offers beyond Copy. */
function Reply({ entry, replyExtra }: { entry: Entry; replyExtra?: EntryActions['replyExtra'] }) {
  return (
    <AiReply
      text={entry.message}
      citations={entry.citations}
      provider={entry.provider}
      streaming={entry.streaming}
      stopped={entry.stopped}
      extra={entry.streaming ? undefined : replyExtra?.(entry)}
    />
  );
}

/** A suggestion reply (assistant_suggestions): its questions as chips that ask them. */
function Suggestions({ entry, onSuggestion, busy }: { entry: Entry } & Pick<EntryActions, 'onSuggestion' | 'busy'>) {
  const questions = entry.suggestions ?? entry.message.split('\n').filter(Boolean);
  return (
    <div style={{ justifySelf: 'start', display: 'grid', gap: 6 }}>
      <Typography.Text type="secondary">Suggested questions</Typography.Text>
      <QuestionChips label="Suggested questions" questions={questions} disabled={busy} onAsk={onSuggestion} />
    </div>
  );
}

/** One message of the conversation, as its role shows it. */
export function ConversationEntryView({
  entry,
  onSuggestion,
  onRemoveError,
  busy,
  replyExtra,
}: { entry: Entry } & EntryActions) {
  if (entry.role === 'openai_error')
    return (
      <Alert
        type="error"
        showIcon
        title={entry.message}
        action={
          <Button size="small" danger aria-label="Remove this error" onClick={() => onRemoveError(entry.id)}>
            Remove
          </Button>
        }
      />
    );
  if (entry.role === 'assistant_suggestions')
    return <Suggestions entry={entry} onSuggestion={onSuggestion} busy={busy} />;
  if (entry.role === 'assistant') return <Reply entry={entry} replyExtra={replyExtra} />;
  if (entry.role === 'system') return null;
  return <SentMessage entry={entry} />;
}
