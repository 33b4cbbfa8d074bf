import { Checkbox, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { BuilderSection } from '../state/working-response';

/**
 * The sources of a section, each with a tick (kept) and a link to its content page; an unticked source is left out
 * of the response with its [n] markers.
 */
export function SectionSources({
  section,
  disabled,
  onPick,
}: {
  section: BuilderSection;
  disabled: boolean;
  onPick: (n: number, picked: boolean) => void;
}) {
  if (section.citations.length === 0)
    return <Typography.Paragraph type="secondary">This section cites no document.</Typography.Paragraph>;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4 }}>Sources to keep</legend>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {section.citations.map((citation) => (
          <li key={citation.n} style={{ marginBottom: 12 }}>
            <Checkbox
              checked={!section.dropped.includes(citation.n)}
              disabled={disabled}
              onChange={(event) => onPick(citation.n, event.target.checked)}
            >
              [{citation.n}] {citation.title}
            </Checkbox>{' '}
            <Link to={citation.url} aria-label={`Open document: ${citation.title}`}>
              Open document
            </Link>
            {citation.passage && (
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px' }}>
                “{citation.passage}”
              </Typography.Paragraph>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
