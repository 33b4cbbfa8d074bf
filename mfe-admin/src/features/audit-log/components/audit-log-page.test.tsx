import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { AuditEntry, AuditPage, PortalEvent } from '@portal/contracts';
import {
  anAuditEntry,
  createMswServer,
  createTestPlatform,
  desktopWidth,
  renderWithPlatform,
  TEST_API_BASE,
} from '@portal/test-utils';
import { AuditLogPage } from './audit-log-page';

const entry = (auditId: number, extra: Partial<AuditEntry> = {}): AuditEntry =>
  anAuditEntry({ auditId, ip: '10.0.0.4', ...extra });

const RENAMED = entry(41);
const REFUSED = entry(40, {
  kind: 'refused',
  action: 'refused',
  entityType: null,
  entityId: null,
  before: null,
  after: null,
  actorEmail: null,
  method: 'DELETE',
  path: '/api/v2/users/3',
  statusCode: 403,
  detail: 'Only portal administrators may delete users.',
});
const OLDER = entry(12, {
  action: 'insert',
  before: null,
  after: { user_group_id: 7, user_id: 3 },
  entityType: 'user_group_members',
  entityId: '7-3',
});

/** The query of every GET v2/audit, in order. */
const asked: Record<string, string>[] = [];
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/audit`, ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    asked.push(query);
    const page: AuditPage =
      query.before === '40' ? { entries: [OLDER], nextBefore: null } : { entries: [RENAMED, REFUSED], nextBefore: 40 };
    return HttpResponse.json(page);
  }),
  http.get(`${TEST_API_BASE}/v2/audit/entityTypes`, () =>
    HttpResponse.json(['users', 'user_groups', 'user_group_members', 'deployment_indexes']),
  ),
);

beforeEach(() => {
  asked.length = 0;
});

function open(path = '/admin/audit') {
  const platform = createTestPlatform({ path });
  const events: PortalEvent[] = [];
  platform.bus.all().subscribe((event) => events.push(event));
  renderWithPlatform(<AuditLogPage />, { platform, store: createAppStore(platform) });
  return { platform, events };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('the audit log', () => {
  // A desktop: a phone leaves out the address, call and status columns.
  let narrowAgain: () => void;
  beforeEach(() => {
    narrowAgain = desktopWidth();
  });
  afterEach(() => narrowAgain());

  it('lists the entries newest first: when, who, what, entity, from, call and status', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
    const renamed = await rowOf('User group 7 · Site editors');
    expect(within(renamed).getByText('ava.morgan@demo.portal')).toBeVisible();
    expect(within(renamed).getByText('Updated')).toBeVisible();
    expect(within(renamed).getByText('5 minutes ago')).toBeVisible();
    expect(within(renamed).getByText('PUT /api/v2/usergroups/7')).toBeVisible();
    expect(within(renamed).getByText('10.0.0.4')).toBeVisible();
    const refused = await rowOf('DELETE /api/v2/users/3');
    expect(within(refused).getByText('Refused')).toBeVisible();
    expect(within(refused).getByText('403')).toBeVisible();
    expect(asked).toEqual([{ limit: '50' }]);
  });

  it('sends the filters chosen as the query and keeps them in the URL', async () => {
    const { platform } = open();
    await screen.findByText('User group 7 · Site editors');
    const filters = screen.getByRole('search', { name: 'Filters' });
    await userEvent.type(within(filters).getByRole('textbox', { name: 'User' }), 'ava');
    await userEvent.click(within(filters).getByRole('combobox', { name: 'What' }));
    await userEvent.click(await screen.findByTitle('Updated'));
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Entity type' }));
    await userEvent.click(await screen.findByTitle('User group (user_groups)'));
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Entity ID' }), '7');
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-20' } });
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({
      actor: 'ava',
      kind: 'change',
      action: 'update',
      entityType: 'user_groups',
      entityId: '7',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 21).toISOString(),
      limit: '50',
    });
    expect(Object.fromEntries(new URLSearchParams(platform.location$.getValue().search))).toEqual({
      actor: 'ava',
      entityType: 'user_groups',
      entityId: '7',
      kind: 'change',
      action: 'update',
      from: '2026-11-01',
      to: '2026-11-20',
    });
  });

  it('opens a linked, filtered view with its filters shown, and clears them', async () => {
    const { platform } = open('/admin/audit?kind=refused&actor=bob');
    await screen.findByText('User group 7 · Site editors');
    expect(asked[0]).toEqual({ kind: 'refused', actor: 'bob', limit: '50' });
    const filters = screen.getByRole('search', { name: 'Filters' });
    expect(within(filters).getByRole('textbox', { name: 'User' })).toHaveValue('bob');
    expect(within(filters).getByTitle('Call refused')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2+ entries match the filters');
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(platform.location$.getValue().search).toBe(''));
    await waitFor(() => expect(asked.at(-1)).toEqual({ limit: '50' }));
  });

  it('opens an entry to its before → after, and a refused call to the reason', async () => {
    open();
    const renamed = await rowOf('User group 7 · Site editors');
    await userEvent.click(within(renamed).getByRole('button', { name: /expand row/i }));
    const changes = await screen.findByRole('table', { name: 'Changes of entry 41' });
    const name = within(changes).getByRole('row', { name: /Name/ });
    expect(
      within(name)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Editors', 'Site editors']);

    const refused = await rowOf('DELETE /api/v2/users/3');
    await userEvent.click(within(refused).getByRole('button', { name: /expand row/i }));
    expect(await screen.findByText('Only portal administrators may delete users.')).toBeVisible();
  });

  it('loads older entries with the cursor the server gave', async () => {
    open();
    await screen.findByText('User group 7 · Site editors');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('User group member 7-3')).toBeVisible();
    expect(asked.at(-1)).toEqual({ limit: '50', before: '40' });
    expect(screen.getByText('User group 7 · Site editors')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('exports the filtered log as CSV with the same filters and the user’s token', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:audit');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const exported: { query: Record<string, string>; auth: string | null }[] = [];
    server.use(
      http.get(`${TEST_API_BASE}/v2/audit/export`, ({ request }) => {
        exported.push({
          query: Object.fromEntries(new URL(request.url).searchParams),
          auth: request.headers.get('Authorization'),
        });
        return new HttpResponse('auditId,at\n41,2026-11-20\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="audit-2026-11-20.csv"' },
        });
      }),
    );
    open('/admin/audit?entityType=users&action=delete&kind=change');
    await screen.findByText('User group 7 · Site editors');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['audit-2026-11-20.csv']));
    expect(exported).toEqual([
      { query: { entityType: 'users', kind: 'change', action: 'delete' }, auth: 'Bearer test-token' },
    ]);
    click.mockRestore();
  });

  it("tells a refused export with the server's text", async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/audit/export`, () =>
        HttpResponse.json({ error: 'Only portal administrators may read the audit log.' }, { status: 403 }),
      ),
    );
    const { events } = open();
    await screen.findByText('User group 7 · Site editors');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(events).toContainEqual({
        type: 'notify',
        level: 'error',
        message: 'Only portal administrators may read the audit log.',
      }),
    );
  });
});

describe('the audit log on a phone', () => {
  it('lists the entries (who, what, the entity, before → after) instead of a table that would scroll sideways', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    expect(screen.queryByRole('table', { name: /Audit/ })).toBeNull();
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(list).getAllByText('User group 7 · Site editors')[0]).toBeVisible();
  });
});
