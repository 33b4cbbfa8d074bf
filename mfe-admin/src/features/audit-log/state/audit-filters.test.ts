import {
  activeFilterCount,
  auditExportPath,
  auditQueryOf,
  eventChoiceOf,
  NO_AUDIT_FILTERS,
  readAuditFilters,
  withEventChoice,
  writeAuditFilters,
} from './audit-filters';

const url = (search: string) => new URLSearchParams(search);
const startOf = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

describe('the audit filters in the URL and the query', () => {
  it('reads the filters a link holds, leaving out an unknown kind and malformed days', () => {
    expect(
      readAuditFilters(
        url('actor=ava&entityType=user_groups&entityId=7&kind=change&action=update&from=2026-11-01&to=2026-11-20'),
      ),
    ).toEqual({
      actor: 'ava',
      entityType: 'user_groups',
      entityId: '7',
      kind: 'change',
      action: 'update',
      from: '2026-11-01',
      to: '2026-11-20',
    });
    expect(readAuditFilters(url('kind=everything&from=yesterday&to=2026-02-31'))).toEqual(NO_AUDIT_FILTERS);
  });

  it('writes them back, removing the empty ones and keeping other parameters', () => {
    const written = writeAuditFilters(
      { ...NO_AUDIT_FILTERS, actor: ' ava ', kind: 'refused' },
      url('tab=log&entityId=9'),
    );
    expect(written.toString()).toBe('tab=log&actor=ava&kind=refused');
    expect(readAuditFilters(written)).toEqual({ ...NO_AUDIT_FILTERS, actor: 'ava', kind: 'refused' });
  });

  it('asks only for the filters set, the days as the start of "from" and the start of the day after "to"', () => {
    expect(auditQueryOf(NO_AUDIT_FILTERS)).toEqual({});
    expect(
      auditQueryOf(
        { ...NO_AUDIT_FILTERS, actor: 'ava', entityType: 'users', from: '2026-11-01', to: '2026-11-30' },
        50,
      ),
    ).toEqual({
      actor: 'ava',
      entityType: 'users',
      from: startOf(2026, 11, 1),
      to: startOf(2026, 12, 1),
      limit: 50,
    });
  });

  it('exports with the same filters', () => {
    expect(auditExportPath(NO_AUDIT_FILTERS)).toBe('v2/audit/export');
    const path = auditExportPath({ ...NO_AUDIT_FILTERS, kind: 'change', action: 'delete', to: '2026-11-30' });
    const [base, search] = path.split('?');
    expect(base).toBe('v2/audit/export');
    expect(Object.fromEntries(url(search!))).toEqual({ kind: 'change', action: 'delete', to: startOf(2026, 12, 1) });
  });

  it('chooses kind and action together from one "what" select', () => {
    const updated = withEventChoice(NO_AUDIT_FILTERS, 'change:update');
    expect(updated).toMatchObject({ kind: 'change', action: 'update' });
    expect(eventChoiceOf(updated)).toBe('change:update');
    expect(withEventChoice(updated, 'sign-in-failure')).toMatchObject({ kind: 'sign-in-failure', action: '' });
    expect(withEventChoice(updated, undefined)).toMatchObject({ kind: '', action: '' });
    expect(eventChoiceOf({ kind: 'change', action: 'truncate' })).toBe('change');
    expect(activeFilterCount(updated)).toBe(2);
  });
});
