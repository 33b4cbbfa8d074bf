import type { ReactNode } from 'react';
import { Alert, Button, Flex, theme, Typography } from 'antd';
import { AI_INTERACTIONS, replyContent } from '@portal/contracts';
import type { ConversationEntry as Entry } from '../../lib/conversation/conversation';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { CitedText, SourceList } from './cited-text';
import { CopyButton } from './copy-button';
import { ProviderLine } from './provider-line';
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

/** A reply (left): its text with citations, its sources, who wrote it, and Copy once complete. */
function Reply({ entry, replyExtra }: { entry: Entry; replyExtra?: EntryActions['replyExtra'] }) {
  const { token } = theme.useToken();
  return (
    <div style={{ justifySelf: 'start', maxWidth: '100%', display: 'grid', gap: 6 }}>
      <span style={VISUALLY_HIDDEN}>Assistant: </span>
      <div
        style={{
          background: token.colorFillQuaternary,
          borderRadius: token.borderRadiusLG,
          padding: '6px 10px',
          display: 'grid',
          gap: 8,
        }}
      >
        {entry.message === '' && entry.streaming ? (
          <Typography.Text type="secondary">Writing the answer…</Typography.Text>
        ) : (
          <CitedText text={entry.message} citations={entry.citations} />
        )}
        {entry.citations && entry.citations.length > 0 && (
          <div>
            <Typography.Text strong style={{ fontSize: 12 }}>
              Sources
            </Typography.Text>
            <SourceList citations={entry.citations} />
          </div>
        )}
      </div>
      {entry.stopped && <Typography.Text type="secondary">Stopped before the end.</Typography.Text>}
      {!entry.streaming && (
        <Flex wrap gap={8} align="center">
          {entry.provider && <ProviderLine provider={entry.provider} />}
          <CopyButton text={replyContent(entry.message)} label="Copy" />
          {replyExtra?.(entry)}
        </Flex>
      )}
    </div>
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
