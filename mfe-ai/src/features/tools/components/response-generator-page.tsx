import { Button, Empty, theme, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { relativeTime } from '@portal/ui';
import { useResponseSession } from '../hooks/use-response-session';
import { opening, SESSION_RESPONSES_MAX } from '../state/response-session';
import type { WorkingResponse } from '../state/working-response';
import type { ToolsSite } from './tools-page';

const NEW_RESPONSE_PATH = '/tools/response-generator/new';

const sectionCount = (count: number) => (count === 1 ? '1 section' : `${count} sections`);

/** /tools/response-generator: what the tool does, "New response", and the responses of this browser session. */
export function ResponseGeneratorPage({ site }: { site: ToolsSite }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { state, update } = useResponseSession();
  const responses = state.responses.filter((response) => response.siteId === site.siteId);
  const now = new Date();

  const open = (response: WorkingResponse) => {
    update(opening(response.id));
    navigate(response.stage === 'complete' ? '/tools/response-complete' : '/tools/response-builder');
  };

  return (
    <>
      <Typography.Paragraph style={{ maxWidth: 760 }}>
        Paste a brief, an RFP or a list of questions and name the sections you want. The Response Generator drafts each
        section from the documents of {site.siteName}, citing the document every statement comes from. You then edit the
        text, choose the sources to keep and download the response as a Word document.
      </Typography.Paragraph>
      <Button type="primary" size="large" onClick={() => navigate(NEW_RESPONSE_PATH)}>
        New response
      </Button>

      <Typography.Title level={3} style={{ marginTop: 32 }} id="session-responses">
        Responses in this session
      </Typography.Title>
      {responses.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No responses yet. Choose New response, paste your brief and pick the sections: the draft, with its sources, is ready to edit in a minute or so."
        />
      ) : (
        <ul aria-labelledby="session-responses" style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: 760 }}>
          {responses.map((response) => {
            const titleId = `response-${response.id}`;
            const actionId = `open-${response.id}`;
            return (
              <li
                key={response.id}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 12,
                  padding: '12px 0',
                  borderBottom: `1px solid ${token.colorSplit}`,
                }}
              >
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong id={titleId}>
                    {response.title.trim() || 'Untitled response'}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {response.stage === 'complete' ? 'Complete' : 'Being built'} ·{' '}
                    {sectionCount(response.sections.length)} · changed {relativeTime(new Date(response.updatedAt), now)}
                  </Typography.Text>
                </div>
                <Button id={actionId} aria-labelledby={`${actionId} ${titleId}`} onClick={() => open(response)}>
                  {response.stage === 'complete' ? 'View' : 'Continue'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        This browser tab keeps your last {SESSION_RESPONSES_MAX} responses until it is closed: download a response to
        keep it.
      </Typography.Paragraph>
    </>
  );
}
