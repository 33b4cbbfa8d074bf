import { theme, Typography } from 'antd';
import type { AuditEntry } from '@portal/contracts';
import { fieldChanges, type FieldChange } from './audit-diff';

const CHANGE_WORDS: Record<FieldChange['change'], string> = { added: 'added', removed: 'removed', changed: 'changed' };

/**
 * What one entry did, field by field: before → after for a change (an insert has no before, a delete no after),
 * and for any entry the server's note on it (why a call or a sign-in was refused).
 */
export function AuditEntryDiff({ entry }: { entry: AuditEntry }) {
  const { token } = theme.useToken();
  const changes = fieldChanges(entry);
  const cell = { padding: '4px 8px', verticalAlign: 'top', borderBottom: `1px solid ${token.colorBorderSecondary}` };
  const value = (text: string, tone: 'before' | 'after', change: FieldChange['change']) =>
    text === '' ? (
      <Typography.Text type="secondary">—</Typography.Text>
    ) : (
      <span
        style={{
          wordBreak: 'break-word',
          whiteSpace: 'pre-wrap',
          color: tone === 'before' && change !== 'removed' ? token.colorTextSecondary : undefined,
          textDecoration: tone === 'before' && change === 'removed' ? 'line-through' : undefined,
        }}
      >
        {text}
      </span>
    );
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 900 }}>
      {entry.detail && <Typography.Text>{entry.detail}</Typography.Text>}
      {changes.length > 0 ? (
        <table
          aria-label={`Changes of entry ${entry.auditId}`}
          style={{ borderCollapse: 'collapse', width: '100%', fontSize: token.fontSizeSM }}
        >
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'left', width: '22%' }}>
                Field
              </th>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                Before
              </th>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 500 }}>
                  {change.label}{' '}
                  <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                    ({CHANGE_WORDS[change.change]})
                  </Typography.Text>
                </th>
                <td style={cell}>{value(change.before, 'before', change.change)}</td>
                <td
                  style={{ ...cell, background: change.change === 'removed' ? undefined : token.colorFillQuaternary }}
                >
                  {value(change.after, 'after', change.change)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        entry.kind === 'change' && <Typography.Text type="secondary">No field changed.</Typography.Text>
      )}
    </div>
  );
}
