import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import {
  PUBLIC_VIDEO_MESSAGES,
  type CreatedPublicVideoLink,
  type PermissionMap,
  type PublicVideoLink,
} from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE, testUser } from '@portal/test-utils';
import { ContentRoutes } from '../../../app/content-routes';
import { aRecord, anAsset, fakeContentServer } from '../../../testing/fake-content-server';

const server = createMswServer();
const URL_OF_LINK = 'https://portal.test/video?v=Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6';

const LAST_USED = '2026-11-21T09:00:00.000Z';
const aLink = (id: number, createdBy = 'Liam Chen'): PublicVideoLink => ({
  id,
  created: '2026-11-20T09:00:00.000Z',
  expires: '2099-11-27T09:00:00.000Z',
  createdBy,
  uses: 2,
  lastUsed: LAST_USED,
});

/** The public-link calls of asset 31 against a list of live links; what was asked, in order. */
function publicLinksServer(links: PublicVideoLink[]) {
  const calls: string[] = [];
  const path = `${TEST_API_BASE}/v2/videos/31/publicLinks`;
  server.use(
    http.get(path, () => {
      calls.push('GET');
      return HttpResponse.json(links);
    }),
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as { days: number };
      calls.push(`POST ${JSON.stringify(body)}`);
      links.push(aLink(links.length + 50, 'Ava Morgan'));
      const created: CreatedPublicVideoLink = {
        linkId: links.length + 49,
        url: URL_OF_LINK,
        token: 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6',
        expiresOn: '2026-12-20T09:00:00.000Z',
      };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete(`${path}/:linkId`, ({ params }) => {
      calls.push(`DELETE ${String(params.linkId)}`);
      links.splice(
        links.findIndex((link) => link.id === Number(params.linkId)),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** The content page of a video (asset 31) uploaded by `uploaderId`, with the record's fields given. */
function openVideo(
  options: { uploaderId?: number; permissions?: PermissionMap; record?: Parameters<typeof aRecord>[1] } = {},
) {
  const fake = fakeContentServer(
    aRecord('doc-1', { title: 'Harbour film', file_name: 'film.webm', file_extension: 'webm', ...options.record }),
    anAsset(31, 'doc-1', {
      title: 'Harbour film',
      fileName: 'film.webm',
      defaultPdfPreview: null,
      fileExtensionFileTypeCategory: 'video',
      createdByUserId: options.uploaderId ?? testUser.userId,
    }),
  );
  server.use(
    ...fake.handlers,
    // A private video opens for its uploader: the content page asks before showing it (spec §6).
    http.get(`${TEST_API_BASE}/v2/assets/:id/acl/checkPermission/accessPrivateAsset`, () =>
      HttpResponse.json({ accessPrivateAsset: true }),
    ),
  );
  const platform = createTestPlatform({
    path: '/sites/2/content/doc-1/home',
    permissions$: new BehaviorSubject<PermissionMap>(options.permissions ?? {}),
  });
  renderWithPlatform(<ContentRoutes />, { platform, store: createAppStore(platform) });
}

/** Opens the page's Manage menu. */
async function openManage() {
  await userEvent.click(
    within(await screen.findByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Manage' }),
  );
  return screen.findByRole('menu');
}
const openPublicLinks = async () =>
  userEvent.click(within(await openManage()).getByRole('menuitem', { name: 'Public link' }));

describe('the Public link dialog of a video', () => {
  it('makes a link (7 days by default) to copy once, lists the live links with their uses and revokes one', async () => {
    const calls = publicLinksServer([aLink(4)]);
    openVideo();
    await openPublicLinks();
    const dialog = await screen.findByRole('dialog', { name: 'Public links of Harbour film' });
    const list = await within(dialog).findByRole('list', { name: 'Public links' });
    expect(within(list).getByText('Link by Liam Chen')).toBeInTheDocument(); // the dialog is still zooming in (jsdom)
    const liam = within(list).getByText('Link by Liam Chen').closest('li') as HTMLElement;
    expect(within(liam).getByText('Active')).toBeInTheDocument();
    expect(liam).toHaveTextContent(`Uses 2 · Last used ${new Date(LAST_USED).toLocaleString()}`);
    expect(within(dialog).getByLabelText('Expires in (days)')).toHaveValue('7');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText(URL_OF_LINK)).toBeVisible();
    expect(within(dialog).getByText('The link is ready. Copy it now: it is shown only this once.')).toBeVisible();
    await waitFor(() => expect(within(list).getByText('Link by Ava Morgan')).toBeVisible());

    await userEvent.click(within(liam).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoke this link?')).toBeInTheDocument();
    expect(calls).toEqual(['GET', 'POST {"days":7}', 'GET']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Revoke' }).at(-1)!);
    await waitFor(() => expect(within(list).queryByText('Link by Liam Chen')).toBeNull());
    expect(calls).toEqual(['GET', 'POST {"days":7}', 'GET', 'DELETE 4', 'GET']);
  });

  it('refuses a number of days outside 1–30 before asking the server', async () => {
    const calls = publicLinksServer([]);
    openVideo({ permissions: { editDeploymentIndex: true, accessPrivateAsset: true }, uploaderId: 7 });
    await openPublicLinks();
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'No public link works now. Create one above to let someone outside the portal watch the video.',
      ),
    ).toBeVisible();
    const days = within(dialog).getByLabelText('Expires in (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Choose between 1 and 30 days.')).toBeVisible();
    expect(calls).toEqual(['GET']);
  });

  it('shows the server’s refusal', async () => {
    publicLinksServer([]);
    server.use(
      http.post(`${TEST_API_BASE}/v2/videos/31/publicLinks`, () =>
        HttpResponse.json({ statusCode: 403, error: PUBLIC_VIDEO_MESSAGES.confidentialAsset }, { status: 403 }),
      ),
    );
    openVideo();
    await openPublicLinks();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText(PUBLIC_VIDEO_MESSAGES.confidentialAsset)).toBeVisible();
  });

  it.each([
    ['private', { asset_visibility: 'Private' }, PUBLIC_VIDEO_MESSAGES.privateAsset],
    ['confidential', { confidential: true }, PUBLIC_VIDEO_MESSAGES.confidentialAsset],
  ])('offers no link for a %s video, saying why', async (_kind, record, message) => {
    publicLinksServer([]);
    openVideo({ record });
    await openPublicLinks();
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(message)).toBeVisible());
    expect(within(dialog).queryByRole('button', { name: 'Create link' })).toBeNull();
  });

  it('is not offered to who does not manage the asset', async () => {
    openVideo({ uploaderId: 7, permissions: { uploadAsset: true } });
    const actions = await screen.findByRole('toolbar', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'Insights' })).toBeVisible();
    expect(within(actions).queryByRole('button', { name: 'Manage' })).toBeNull();
  });

  it('is not offered to a site editor, who edits the video but does not give access to it', async () => {
    openVideo({ uploaderId: 7, permissions: { editDeploymentIndex: true } });
    const menu = await openManage();
    expect(within(menu).getByRole('menuitem', { name: 'Edit metadata' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Public link' })).toBeNull();
  });

  it('is not offered for what is not a video, even to its uploader', async () => {
    const fake = fakeContentServer(aRecord('doc-1'), anAsset(31, 'doc-1', { createdByUserId: testUser.userId }));
    server.use(...fake.handlers);
    const platform = createTestPlatform({ path: '/sites/2/content/doc-1/home' });
    renderWithPlatform(<ContentRoutes />, { platform, store: createAppStore(platform) });
    const menu = await openManage();
    expect(within(menu).getByRole('menuitem', { name: 'Assign to users' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Public link' })).toBeNull();
  });
});
