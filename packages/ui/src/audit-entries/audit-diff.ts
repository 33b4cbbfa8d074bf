import type { AuditEntry } from '@portal/contracts';
import { fieldLabel } from './audit-labels';

/** One field of a change: what it was and became, and how it changed. */
export interface FieldChange {
  field: string;
  label: string;
  change: 'added' | 'removed' | 'changed';
  before: string;
  after: string;
}

/** A stored value as text: '' for none, Yes/No, JSON for lists and objects. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an entry changed, in the order the row lists them (before's first, then those only after has). A null
 * before is an insert (every field added), a null after a delete (every field removed); an update stores only its
 * changed columns, so a field is "added" when it had no value and "removed" when it has none any more. Fields that
 * did not change are left out.
 */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field): FieldChange[] => {
    const was = before[field];
    const is = after[field];
    if (entry.before && entry.after && same(was, is)) return [];
    const hadValue = entry.before !== null && was !== null && was !== undefined;
    const hasValue = entry.after !== null && is !== null && is !== undefined;
    if (!hadValue && !hasValue) return [];
    const change = !hadValue ? 'added' : !hasValue ? 'removed' : 'changed';
    return [{ field, label: fieldLabel(field), change, before: valueText(was), after: valueText(is) }];
  });
}
