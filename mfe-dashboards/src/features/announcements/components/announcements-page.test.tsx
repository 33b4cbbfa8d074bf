import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { Announcement, AnnouncementPage, PermissionMap } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import {
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
  testSiteContext,
} from '@portal/test-utils';
import { DashboardsRoutes } from '../../../app/dashboards-routes';

const item = (announcementId: number, title: string, extra: Partial<Announcement> = {}): Announcement => ({
  announcementId,
  deploymentIndexId: 12,
  title,
  summary: `About ${title}`,
  body: 'First paragraph.\n\nSecond paragraph.',
  status: 'published',
  pinned: false,
  publishedAt: '2026-11-20T09:00:00.000Z',
  read: true,
  author: 'Ava Morgan',
  created: '2026-11-20T09:00:00.000Z',
  updated: '2026-11-20T09:00:00.000Z',
  ...extra,
});

const ROWS = [
  item(5, 'Brand guidelines refreshed', { read: false, pinned: true }),
  item(4, 'Q4 case study drive'),
  item(6, 'Draft: new taxonomy', { status: 'draft', publishedAt: null }),
];
const page = (rows: Announcement[], unreadCount: number): AnnouncementPage => ({
  count: rows.length,
  currentPage: 1,
  rows,
  unreadCount,
});

const posted: unknown[] = [];
const created: Announcement[] = [];
let listCalls = 0;
const server = createMswServer(
  http.get(`${TEST_API_BASE}/v2/deploymentIndexes/12/announcements`, () => {
    listCalls += 1;
    return HttpResponse.json(page(ROWS, 1));
  }),
  http.get(`${TEST_API_BASE}/v2/announcements/:id`, ({ params }) => {
    const found = [...ROWS, ...created].find((row) => row.announcementId === Number(params.id));
    return found
      ? HttpResponse.json({ ...found, read: true })
      : HttpResponse.json({ error: 'No such announcement.' }, { status: 404 });
  }),
  http.post(`${TEST_API_BASE}/v2/deploymentIndexes/12/announcements`, async ({ request }) => {
    const body = (await request.json()) as Partial<Announcement>;
    posted.push(body);
    created.push(item(9, String(body.title), { status: body.status }));
    return HttpResponse.json(created.at(-1), { status: 201 });
  }),
);

function open(path: string, permissions: PermissionMap = {}) {
  const platform = createTestPlatform({
    path,
    site$: new BehaviorSubject<SiteContext | null>(testSiteContext()),
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  renderWithPlatform(<DashboardsRoutes />, { platform, store: createAppStore(platform) });
  return platform;
}

describe('announcements', () => {
  it('lists them newest first with the unread ones marked, each opening its own page', async () => {
    open('/sites/12/announcements');
    expect(await screen.findByRole('heading', { level: 2, name: 'Announcements' })).toBeVisible();
    const brand = (await screen.findByRole('link', { name: 'Brand guidelines refreshed' })).closest('li')!;
    expect(within(brand).getByText('Unread')).toBeVisible();
    expect(within(brand).getByText('Pinned')).toBeVisible();
    expect(within(brand).getByRole('link')).toHaveAttribute(
      'href',
      '/sites/12/announcements/5-brand-guidelines-refreshed',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 unread announcement');
    expect(screen.queryByRole('button', { name: 'New announcement' })).not.toBeInTheDocument();
  });

  it('opens one by its address, showing its text as paragraphs, and the list is asked again (it is now read)', async () => {
    open('/sites/12/announcements/5-brand-guidelines-refreshed');
    expect(await screen.findByRole('heading', { level: 2, name: 'Brand guidelines refreshed' })).toBeVisible();
    expect(screen.getByText('First paragraph.')).toBeVisible();
    expect(screen.getByText('Second paragraph.')).toBeVisible();
    expect(screen.getByRole('link', { name: '← All announcements' })).toHaveAttribute(
      'href',
      '/sites/12/announcements',
    );
    expect(document.title).toBe('Brand guidelines refreshed - Announcements');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("says so for an address that names no announcement, and shows the server's refusal of an unknown one", async () => {
    open('/sites/12/announcements/not-an-id');
    expect(await screen.findByText('There is no such announcement.')).toBeVisible();
    open('/sites/12/announcements/77-gone');
    expect(await screen.findByText('No such announcement.')).toBeVisible();
  });

  it('lets a site writer publish a new one, then opens it', async () => {
    const platform = open('/sites/12/announcements', { editDeploymentIndex: true });
    await userEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Give the announcement a title.')).toBeVisible();
    expect(posted).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Town hall on Friday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(platform.location$.getValue().pathname).toBe('/sites/12/announcements/9-town-hall-on-friday'),
    );
    expect(posted).toEqual([
      { title: 'Town hall on Friday', summary: '', body: '', pinned: false, status: 'published' },
    ]);
  });

  it('shows the latest published ones on home with the unread count', async () => {
    server.use(
      http.get(`${TEST_API_BASE}/v2/assetStreams/12`, () => HttpResponse.json({ deploymentIndexId: 12, streams: [] })),
      http.post(`${TEST_API_BASE}/graphql`, () =>
        HttpResponse.json({
          data: { stream: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] } },
        }),
      ),
      http.post(`${TEST_API_BASE}/v2/deploymentIndexes/12/insights`, () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    const before = listCalls;
    open('/home');
    const section = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(section).getByLabelText('1 unread announcements')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Brand guidelines refreshed' })).toBeVisible();
    expect(within(section).queryByText('Draft: new taxonomy')).not.toBeInTheDocument();
    expect(listCalls).toBe(before + 1);
  });
});
