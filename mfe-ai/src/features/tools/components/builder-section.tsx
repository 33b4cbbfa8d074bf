import { Alert, Button, Card, Flex, Input, Popconfirm, Typography } from 'antd';
import { usePhone } from '@portal/ui';
import type { Redraft } from '../hooks/use-redrafting';
import { SECTION_TEXT_MAX_CHARS, type BuilderSection } from '../state/working-response';
import { SectionSources } from './section-sources';

export interface BuilderSectionActions {
  onText(text: string): void;
  onMove(by: -1 | 1): void;
  onPick(n: number, picked: boolean): void;
  onRedraft(): void;
  onDismiss(): void;
}

/** The id of a section's move button, to give it focus back once the section has moved. */
export const moveButtonId = (key: string, by: -1 | 1) => `move-${by < 0 ? 'up' : 'down'}-${key}`;

/**
 * One section in the builder: its text to edit, its place (up and down), its sources to keep, and a new draft of it.
 * Its controls are named by the section ("General Information Move up").
 */
export function BuilderSectionCard({
  section,
  position,
  count,
  redraft,
  actions,
}: {
  section: BuilderSection;
  position: number;
  count: number;
  redraft: Redraft | undefined;
  actions: BuilderSectionActions;
}) {
  const phone = usePhone();
  const headingId = `section-${section.key}`;
  const textId = `text-${section.key}`;
  const redrafting = redraft?.status === 'running';
  const named = (id: string) => ({ id, 'aria-labelledby': `${id} ${headingId}` });

  const arrange = (
    <Flex gap={8} wrap>
      <Button {...named(moveButtonId(section.key, -1))} disabled={position === 0} onClick={() => actions.onMove(-1)}>
        Move up
      </Button>
      <Button
        {...named(moveButtonId(section.key, 1))}
        disabled={position === count - 1}
        onClick={() => actions.onMove(1)}
      >
        Move down
      </Button>
      <Popconfirm
        title="Draft this section again?"
        description="Its text and sources are replaced by a new draft."
        okText="Draft again"
        cancelText="Keep this text"
        onConfirm={actions.onRedraft}
      >
        <Button {...named(`redraft-${section.key}`)} loading={redrafting}>
          Regenerate
        </Button>
      </Popconfirm>
    </Flex>
  );

  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 16 }}>
      <Card
        title={
          <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 18, whiteSpace: 'normal' }}>
            {section.title}
          </Typography.Title>
        }
        extra={phone ? undefined : arrange}
      >
        {phone && <div style={{ marginBottom: 12 }}>{arrange}</div>}
        {redrafting && (
          <Typography.Paragraph role="status" type="secondary">
            Drafting this section again…
          </Typography.Paragraph>
        )}
        {redraft?.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            closable={{ onClose: actions.onDismiss, 'aria-label': 'Dismiss' }}
            title="This section could not be drafted again"
            description={redraft.message}
            style={{ marginBottom: 12 }}
          />
        )}
        <label id={`${textId}-label`} htmlFor={textId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
          Text
        </label>
        <Input.TextArea
          id={textId}
          aria-labelledby={`${headingId} ${textId}-label`}
          value={section.answer}
          disabled={redrafting}
          autoSize={{ minRows: 4, maxRows: 20 }}
          maxLength={SECTION_TEXT_MAX_CHARS}
          onChange={(event) => actions.onText(event.target.value)}
          style={{ marginBottom: 16 }}
        />
        <SectionSources section={section} disabled={redrafting} onPick={actions.onPick} />
      </Card>
    </section>
  );
}
