import { useId, useState, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { acknowledgeAiNotice, isAiNoticeAcknowledged } from '../../lib/conversation/ai-notice';

/** The AI notice's words (the spec names the notice, not its text). */
export const AI_NOTICE = {
  title: 'About the AI answers',
  text:
    'Answers are written by AI from the documents you may open. They can be wrong or incomplete: check them ' +
    'against their sources before you rely on them or share them.',
  accept: 'Accept',
} as const;

/**
 * Assistant panels first read the locally stored acknowledgement of the AI notice (spec §4): until the user accepts
 * the notice, it is all the panel shows, and nothing is sent to the AI.
 */
export function AiNoticeGate({ children }: { children: ReactNode }) {
  const [acknowledged, setAcknowledged] = useState(() => isAiNoticeAcknowledged(window.localStorage));
  const titleId = useId();
  if (acknowledged) return children;
  return (
    <section aria-labelledby={titleId}>
      <Alert
        type="info"
        showIcon
        title={<span id={titleId}>{AI_NOTICE.title}</span>}
        description={
          <>
            <p style={{ margin: '0 0 12px' }}>{AI_NOTICE.text}</p>
            <Button
              type="primary"
              onClick={() => {
                acknowledgeAiNotice(window.localStorage);
                setAcknowledged(true);
              }}
            >
              {AI_NOTICE.accept}
            </Button>
          </>
        }
      />
    </section>
  );
}
