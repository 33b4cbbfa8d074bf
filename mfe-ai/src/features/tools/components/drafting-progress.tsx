import { Button, Card, Spin, Typography } from 'antd';
import type { ResponseSection } from '@portal/contracts';

const FIRST_WORDS_CHARS = 160;

const firstWords = (text: string) =>
  text.length <= FIRST_WORDS_CHARS ? text : `${text.slice(0, FIRST_WORDS_CHARS - 1).trimEnd()}…`;

/** The sections of a draft under way: drafted (with their first words) or still to come; and how to stop it. */
export function DraftingProgress({
  titles,
  drafted,
  onStop,
}: {
  titles: string[];
  drafted: ResponseSection[];
  onStop: () => void;
}) {
  return (
    <Card style={{ marginTop: 24, maxWidth: 760 }} aria-labelledby="drafting-heading">
      <Typography.Title level={3} id="drafting-heading" style={{ marginTop: 0 }}>
        Drafting your response
      </Typography.Title>
      <p role="status">
        {drafted.length} of {titles.length} sections drafted
      </p>
      <ol style={{ paddingLeft: 20 }}>
        {titles.map((title, index) => {
          const section = drafted[index];
          return (
            <li key={`${index}-${title}`} style={{ marginBottom: 8 }}>
              <Typography.Text strong>{title}</Typography.Text>{' '}
              {section ? (
                <Typography.Text type="success">Drafted</Typography.Text>
              ) : index === drafted.length ? (
                <>
                  <Spin size="small" /> <Typography.Text type="secondary">Drafting…</Typography.Text>
                </>
              ) : (
                <Typography.Text type="secondary">Waiting</Typography.Text>
              )}
              {section && (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {firstWords(section.answer)}
                </Typography.Paragraph>
              )}
            </li>
          );
        })}
      </ol>
      <Typography.Paragraph type="secondary">
        The Response Generator reads the documents of your site that you may open; this can take a minute.
      </Typography.Paragraph>
      <Button onClick={onStop}>Stop drafting</Button>
    </Card>
  );
}
