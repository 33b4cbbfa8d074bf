import { theme } from 'antd';
import type { SitePatterns } from '@portal/contracts';
import { trendOf, valueLine } from '../state/pattern-statements';
import { cardStyle } from '../../../components/card-style';
import { TrendMark } from './pattern-changes';

type FieldPatterns = SitePatterns['fields'][number];

/**
 * One list of Pattern Analysis (rising, falling or new) across the compared fields: a line per value naming its field
 * and its activity in both periods, the fields in the answer's order. Says so when the list is empty.
 */
export function ValueChanges({
  title,
  fields,
  list,
  empty,
}: {
  title: string;
  fields: FieldPatterns[];
  list: 'rising' | 'falling' | 'appeared';
  empty: string;
}) {
  const { token } = theme.useToken();
  const lines = fields.flatMap((field) =>
    field[list].map((change) => ({
      key: `${field.field}:${change.value}`,
      trend: trendOf(change),
      text: valueLine(field.field, field.displayName, change),
    })),
  );
  return (
    <section
      aria-label={title}
      // As tall as its own lines: an empty list is a short card, not a tall empty box beside a long one.
      style={{ ...cardStyle(token), display: 'grid', gap: 8, alignContent: 'start', alignSelf: 'start' }}
    >
      <h4 style={{ margin: 0, fontSize: token.fontSize, fontWeight: 600, color: token.colorTextHeading }}>{title}</h4>
      {lines.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{empty}</p>
      ) : (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 6 }}>
          {lines.map((line) => (
            <li key={line.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', minWidth: 0 }}>
              <TrendMark trend={line.trend} />
              <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{line.text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
