import type { ReactNode } from 'react';
import { Flex, theme, Typography } from 'antd';
import { replyContent, type AiProviderInfo, type Citation } from '@portal/contracts';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { CitedText, SourceList } from './cited-text';
import { CopyButton } from './copy-button';
import { ProviderLine } from './provider-line';

interface AiReplyProps {
  /** The reply's text (a local reply ends with its notice, which Copy leaves out). */
  text: string;
  citations?: Citation[];
  /** Who wrote it, said under it once it is complete. */
  provider?: AiProviderInfo;
  /** Still arriving: no Copy yet. */
  streaming?: boolean;
  /** Its writer was stopped before the end. */
  stopped?: boolean;
  /** What a finished reply offers beyond Copy (e.g. Insert into metadata). */
  extra?: ReactNode;
}

/**
 * An AI reply as the portal shows one, wherever it comes from (the AI panels' conversations, the Content Analyzer):
 * its text with its citations as links, its sources, who wrote it, and Copy once complete.
 */
export function AiReply({ text, citations, provider, streaming, stopped, extra }: AiReplyProps) {
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
        {text === '' && streaming ? (
          <Typography.Text type="secondary">Writing the answer…</Typography.Text>
        ) : (
          <CitedText text={text} citations={citations} />
        )}
        {citations && citations.length > 0 && (
          <div>
            <Typography.Text strong style={{ fontSize: 12 }}>
              Sources
            </Typography.Text>
            <SourceList citations={citations} />
          </div>
        )}
      </div>
      {stopped && <Typography.Text type="secondary">Stopped before the end.</Typography.Text>}
      {!streaming && (
        <Flex wrap gap={8} align="center">
          {provider && <ProviderLine provider={provider} />}
          <CopyButton text={replyContent(text)} label="Copy" />
          {extra}
        </Flex>
      )}
    </div>
  );
}
