import { useEffect, useRef, useState } from 'react';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import { Alert, Spin, theme, Typography, Upload, type UploadProps } from 'antd';
import { AiReply } from '@portal/ai-interact';
import { errorMessage } from '@portal/api-client';
import {
  DOCUMENT_ANALYSIS_KINDS,
  DOCUMENT_ANALYSIS_LIMITS,
  documentAnalysisProblem,
  type DocumentAnalysis,
} from '@portal/contracts';
import { VISUALLY_HIDDEN } from '@portal/ui';
import { useAnalyzeDocumentMutation } from '../api/document-analysis-api';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'running'; fileName: string }
  | { kind: 'analysed'; result: DocumentAnalysis }
  | { kind: 'failed'; fileName: string; message: string };

/** The file picker offers the kinds the analyzer reads (a dropped file of another kind gets the refusal's words). */
const ACCEPT = DOCUMENT_ANALYSIS_LIMITS.extensions.map((extension) => `.${extension}`).join(',');
const MEGABYTES = DOCUMENT_ANALYSIS_LIMITS.bytes / 1024 / 1024;
const count = (n: number) => new Intl.NumberFormat('en').format(n);

/** The analysis of a document: what was read of it, then the reply as every AI reply is shown (who wrote it, Copy). */
function AnalysisResult({ result }: { result: DocumentAnalysis }) {
  const { token } = theme.useToken();
  const section = useRef<HTMLElement>(null);
  // On a phone the analysis starts below the drop zone, out of sight: brought into view as it arrives.
  useEffect(() => section.current?.scrollIntoView?.({ block: 'nearest' }), [result]);
  const cut = result.analysedCharacters < result.characters;
  return (
    <section ref={section} aria-labelledby="document-analysis-title" style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <h4 id="document-analysis-title" style={{ margin: 0, fontSize: token.fontSizeLG, overflowWrap: 'anywhere' }}>
        Analysis of “{result.title}”
      </h4>
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        {result.fileName} · {count(result.characters)} characters of text
        {cut ? `, of which the first ${count(result.analysedCharacters)} were analysed` : ''}. Not added to the library.
      </Typography.Text>
      <AiReply
        text={result.analysis.message.message}
        citations={result.analysis.citations}
        provider={result.analysis.provider}
      />
    </section>
  );
}

/**
 * One document dropped or picked (checked here by its kind and size, as the server checks it), sent to be analysed
 * (POST v2/assistant/analyzeDocument) and shown with who wrote the analysis; a refusal shows the server's words. The
 * document is not kept anywhere: dropping another replaces the analysis on screen.
 */
export function DocumentAnalyzer({ siteId }: { siteId: number }) {
  const { token } = theme.useToken();
  const [analyze] = useAnalyzeDocumentMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const running = outcome.kind === 'running';
  const send = async (file: File) => {
    setOutcome({ kind: 'running', fileName: file.name });
    try {
      setOutcome({ kind: 'analysed', result: await analyze({ siteId, file }).unwrap() });
    } catch (error) {
      setOutcome({ kind: 'failed', fileName: file.name, message: errorMessage(error) });
    }
  };
  const upload: UploadProps = {
    name: 'file',
    accept: ACCEPT,
    multiple: false,
    showUploadList: false,
    disabled: running,
    // The file is checked and sent here, as it is (the upload component neither lists nor sends it).
    beforeUpload: (file) => {
      const problem = documentAnalysisProblem(file);
      if (problem) setOutcome({ kind: 'failed', fileName: file.name, message: problem.message });
      else void send(file);
      return Upload.LIST_IGNORE;
    },
  };
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Upload.Dragger {...upload}>
        <p className="ant-upload-drag-icon">
          <FileSearchOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">Drop a document here, or click to choose one</p>
        <p className="ant-upload-hint">
          One {DOCUMENT_ANALYSIS_KINDS} file, up to {MEGABYTES} MB.
        </p>
      </Upload.Dragger>
      <div role="status" aria-live="polite">
        {outcome.kind === 'running' && (
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', color: token.colorTextSecondary }}>
            <Spin size="small" /> Reading and analyzing {outcome.fileName}…
          </span>
        )}
        {outcome.kind === 'analysed' && <span style={VISUALLY_HIDDEN}>{outcome.result.fileName} is analyzed.</span>}
        {outcome.kind === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={`${outcome.fileName} could not be analyzed.`}
            description={outcome.message}
            style={{ overflowWrap: 'anywhere' }}
          />
        )}
      </div>
      {outcome.kind === 'analysed' && <AnalysisResult result={outcome.result} />}
    </div>
  );
}
