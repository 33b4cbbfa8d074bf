import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, saveFile } from '@portal/api-client';
import { usePlatform } from '@portal/platform';
import { usePhone } from '@portal/ui';
import { exportResponse } from '../api/export-response';
import { useResponseSession } from '../hooks/use-response-session';
import { exportBodyOf } from '../state/export-body';
import { providerNote } from '../state/provider-note';
import { changingResponse, currentResponse } from '../state/response-session';
import { atStage, type WorkingResponse } from '../state/working-response';
import { NoCurrentResponse } from './no-current-response';
import { ResponseSteps } from './response-steps';
import type { ToolsSite } from './tools-page';

/** /tools/response-complete: the finished response, read-only with its sources, to download as a Word document. */
export function ResponseCompletePage({ site }: { site: ToolsSite }) {
  const { state } = useResponseSession();
  const response = currentResponse(state, site.siteId);
  return response ? <CompleteResponse response={response} /> : <NoCurrentResponse />;
}

function CompleteResponse({ response }: { response: WorkingResponse }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const phone = usePhone();
  const { update } = useResponseSession();
  const [download, setDownload] = useState<{ status: 'idle' | 'saving' } | { status: 'failed'; message: string }>({
    status: 'idle',
  });
  // What the reader sees is exactly what the DOCX is made from.
  const final = exportBodyOf(response);

  const save = async () => {
    setDownload({ status: 'saving' });
    try {
      const file = await exportResponse(platform, final);
      saveFile(file.blob, file.fileName);
      setDownload({ status: 'idle' });
    } catch (error) {
      setDownload({ status: 'failed', message: errorMessage(error) });
    }
  };

  const backToBuilder = () => {
    update(changingResponse(response.id, atStage('building')));
    navigate('/tools/response-builder');
  };

  return (
    <>
      <ResponseSteps current={2} />
      <article aria-labelledby="final-title" style={{ maxWidth: 960 }}>
        <Typography.Title level={3} id="final-title" style={{ marginTop: 0 }}>
          {final.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{providerNote(response.provider)}</Typography.Paragraph>
        {final.sections.map((section, index) => (
          <section key={response.sections[index]!.key} aria-labelledby={`final-${index}`} style={{ marginBottom: 24 }}>
            <Typography.Title level={4} id={`final-${index}`}>
              {section.title}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{section.answer}</Typography.Paragraph>
            {section.citations.length > 0 && (
              <>
                <Typography.Title level={5} id={`final-${index}-sources`}>
                  Sources
                </Typography.Title>
                <ul aria-labelledby={`final-${index}-sources`} style={{ listStyle: 'none', paddingLeft: 0 }}>
                  {section.citations.map((citation) => (
                    <li key={citation.n}>
                      [{citation.n}] <Link to={citation.url}>{citation.title}</Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        ))}
      </article>

      {download.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title="The response could not be downloaded"
          description={download.message}
          style={{ marginBottom: 16, maxWidth: 960 }}
        />
      )}
      <Flex gap={12} vertical={phone} wrap>
        <Button type="primary" loading={download.status === 'saving'} onClick={() => void save()}>
          Download as DOCX
        </Button>
        <Button onClick={backToBuilder}>Back to builder</Button>
        <Button onClick={() => navigate('/tools/response-generator/new')}>Start a new response</Button>
      </Flex>
    </>
  );
}
