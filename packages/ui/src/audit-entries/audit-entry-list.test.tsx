import { render, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@portal/contracts';
import { AuditEntryList } from './audit-entry-list';

const entry = (auditId: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  auditId,
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  kind: 'change',
  action: 'update',
  entityType: 'collections',
  entityId: '12',
  before: { name: 'Launch plans', is_featured: false },
  after: { name: 'Launch plans 2027', is_featured: true },
  actorUserId: 1,
  actorEmail: 'ava.morgan@demo.portal',
  ip: null,
  method: 'PUT',
  path: '/api/v2/collections/12',
  statusCode: 200,
  detail: null,
  ...extra,
});

describe('a list of audit entries', () => {
  it('shows who did what and when, and each changed field before → after', () => {
    render(
      <AuditEntryList
        label="History of the collection"
        showEntity={false}
        entries={[entry(8), entry(3, { action: 'insert', before: null, after: { name: 'Launch plans' } })]}
      />,
    );
    const list = screen.getByRole('list', { name: 'History of the collection' });
    const [renamed, created] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];

    expect(within(renamed).getByText('Updated')).toBeVisible();
    expect(within(renamed).getByText('by ava.morgan@demo.portal')).toBeVisible();
    expect(within(renamed).getByText('5 minutes ago')).toBeVisible();
    expect(within(renamed).queryByText(/Collection 12/)).toBeNull();
    const changes = within(renamed).getByRole('table', { name: 'Changes of entry 8' });
    const name = within(changes).getByRole('row', { name: /^Name/ });
    expect(
      within(name)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Launch plans', 'Launch plans 2027']);
    const featured = within(changes).getByRole('row', { name: /^Featured/ });
    expect(
      within(featured)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No', 'Yes']);

    expect(within(created).getByText('Created')).toBeVisible();
    const added = within(created).getByRole('row', { name: /^Name \(added\)/ });
    expect(
      within(added)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', 'Launch plans']);
  });

  it('names each entry’s entity where the list mixes entities, and says when there is none', () => {
    const { rerender } = render(<AuditEntryList label="History" entries={[entry(8)]} />);
    expect(screen.getByText('Collection 12 · Launch plans 2027')).toBeVisible();

    rerender(<AuditEntryList label="History" entries={[]} empty="Nothing has been recorded about this yet." />);
    expect(screen.queryByRole('list', { name: 'History' })).toBeNull();
    expect(screen.getByText('Nothing has been recorded about this yet.')).toBeVisible();
  });
});
