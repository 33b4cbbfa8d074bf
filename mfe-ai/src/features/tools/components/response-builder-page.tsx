import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePhone } from '@portal/ui';
import { useRedrafting } from '../hooks/use-redrafting';
import { useResponseSession } from '../hooks/use-response-session';
import { changingResponse, currentResponse } from '../state/response-session';
import { providerNote } from '../state/provider-note';
import {
  atStage,
  moved,
  titleProblem,
  TITLE_MAX_CHARS,
  withAnswer,
  withSourcePicked,
  withTitle,
  type WorkingResponse,
} from '../state/working-response';
import { BuilderSectionCard, moveButtonId } from './builder-section';
import { NoCurrentResponse } from './no-current-response';
import { ResponseSteps } from './response-steps';
import type { ToolsSite } from './tools-page';

/** /tools/response-builder: the current response of the site, to edit and finish. */
export function ResponseBuilderPage({ site }: { site: ToolsSite }) {
  const { state } = useResponseSession();
  const response = currentResponse(state, site.siteId);
  return response ? <ResponseBuilder response={response} /> : <NoCurrentResponse />;
}

function ResponseBuilder({ response }: { response: WorkingResponse }) {
  const navigate = useNavigate();
  const phone = usePhone();
  const { update } = useResponseSession();
  const { redrafts, redraft, dismiss } = useRedrafting(response);
  const [titleTouched, setTitleTouched] = useState(false);
  // After a move, the moved section's button gets the focus back (or its other one, at either end), and the new
  // place is said aloud.
  const [moveFocus, setMoveFocus] = useState<{ key: string; by: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const change = (change: (response: WorkingResponse) => WorkingResponse) =>
    update(changingResponse(response.id, change));

  useEffect(() => {
    if (!moveFocus) return;
    const button = (by: -1 | 1) => document.getElementById(moveButtonId(moveFocus.key, by)) as HTMLButtonElement | null;
    const same = button(moveFocus.by);
    (same && !same.disabled ? same : button(moveFocus.by === -1 ? 1 : -1))?.focus();
    setMoveFocus(null);
  }, [moveFocus]);

  const move = (key: string, by: -1 | 1) => {
    const next = moved(key, by)(response);
    if (next === response) return;
    change(() => next);
    const position = next.sections.findIndex((section) => section.key === key);
    setAnnouncement(`${next.sections[position]!.title} moved to place ${position + 1} of ${next.sections.length}.`);
    setMoveFocus({ key, by });
  };

  const problem = titleProblem(response.title);
  const redrafting = Object.values(redrafts).some((state) => state.status === 'running');
  const finish = () => {
    setTitleTouched(true);
    if (problem || redrafting) return;
    change(atStage('complete'));
    navigate('/tools/response-complete');
  };

  return (
    <>
      <ResponseSteps current={1} />
      <Alert
        type="info"
        showIcon
        title={providerNote(response.provider)}
        description="Check each section against its sources before you use it. Untick a source to leave it out: its [n] markers go with it."
        style={{ marginBottom: 24, maxWidth: 960 }}
      />
      <Form layout="vertical" style={{ maxWidth: 960 }}>
        <Form.Item
          label="Title"
          htmlFor="response-title"
          validateStatus={titleTouched && problem ? 'error' : undefined}
          help={titleTouched && problem ? problem : undefined}
        >
          <Input
            id="response-title"
            value={response.title}
            maxLength={TITLE_MAX_CHARS}
            onChange={(event) => {
              setTitleTouched(true);
              change(withTitle(event.target.value));
            }}
          />
        </Form.Item>
      </Form>
      <details style={{ marginBottom: 24, maxWidth: 960 }}>
        <summary style={{ cursor: 'pointer' }}>The brief</summary>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>{response.query}</Typography.Paragraph>
      </details>

      <div style={{ maxWidth: 960 }}>
        {response.sections.map((section, position) => (
          <BuilderSectionCard
            key={section.key}
            section={section}
            position={position}
            count={response.sections.length}
            redraft={redrafts[section.key]}
            actions={{
              onText: (text) => change(withAnswer(section.key, text)),
              onMove: (by) => move(section.key, by),
              onPick: (n, picked) => change(withSourcePicked(section.key, n, picked)),
              onRedraft: () => void redraft(section.key),
              onDismiss: () => dismiss(section.key),
            }}
          />
        ))}
      </div>
      <p role="status" style={VISUALLY_HIDDEN}>
        {announcement}
      </p>

      <Flex gap={12} vertical={phone} style={{ maxWidth: 960 }}>
        <Button type="primary" onClick={finish} disabled={redrafting}>
          Finish
        </Button>
        <Button onClick={() => navigate('/tools/response-generator')}>Back to Response Generator</Button>
      </Flex>
    </>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
