import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { AuditEntry, AuditPage } from '@portal/contracts';
import {
  anAuditEntry,
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
} from '@portal/test-utils';
import { EntityHistory } from './entity-history';

const entry = (auditId: number, extra: Partial<AuditEntry> = {}): AuditEntry => anAuditEntry({ auditId, ...extra });

const RENAMED = entry(41);
const JOINED = entry(30, {
  action: 'insert',
  entityType: 'user_group_members',
  entityId: '7,3',
  before: null,
  after: { user_group_id: 7, user_id: 3 },
});
const CREATED = entry(12, { action: 'insert', before: null, after: { name: 'Editors' } });

/** The `before` of every GET v2/audit/history/user_groups/7, in order (null: the newest page). */
const asked: (string | null)[] = [];
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/audit/history/user_groups/7`, ({ request }) => {
    const before = new URL(request.url).searchParams.get('before');
    asked.push(before);
    return HttpResponse.json(
      (before === '30'
        ? { entries: [CREATED], nextBefore: null }
        : { entries: [RENAMED, JOINED], nextBefore: 30 }) satisfies AuditPage,
    );
  }),
);

beforeEach(() => {
  asked.length = 0;
});

function open() {
  const platform = createTestPlatform();
  return renderWithPlatform(<EntityHistory entityType="user_groups" entityId="7" label="History of Editors" />, {
    platform,
    store: createAppStore(platform),
  });
}

describe("an entity's history", () => {
  it('lists the newest entries, each before → after, and loads the older ones on Load more', async () => {
    open();
    expect(screen.getByText('Loading the history…')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'History of Editors' });
    const [renamed, joined] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(renamed).getByText('Updated')).toBeVisible();
    expect(within(renamed).getByText('by ava.morgan@demo.portal')).toBeVisible();
    expect(within(renamed).getByRole('table', { name: 'Changes of entry 41' })).toHaveTextContent(
      'Name (changed)EditorsSite editors',
    );
    // Its own entries do not name it; a membership does.
    expect(within(renamed).queryByText(/User group 7/)).toBeNull();
    expect(within(joined).getByText('User group member 7,3')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('table', { name: 'Changes of entry 12' })).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked).toEqual([null, '30']);
  });

  it('says when nothing has been recorded yet', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/audit/history/user_groups/7`, () =>
        HttpResponse.json({ entries: [], nextBefore: null } satisfies AuditPage),
      ),
    );
    open();
    expect(await screen.findByText('Nothing has been recorded about this yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("tells a refusal with the server's text and tries again", async () => {
    server.use(
      http.get(
        `${TEST_API_BASE}/v2/audit/history/user_groups/7`,
        () => HttpResponse.json({ error: 'You do not manage this site.' }, { status: 403 }),
        { once: true },
      ),
    );
    open();
    expect(await screen.findByText('The history could not be loaded.')).toBeVisible();
    expect(screen.getByText('You do not manage this site.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'History of Editors' })).toBeVisible();
  });
});
