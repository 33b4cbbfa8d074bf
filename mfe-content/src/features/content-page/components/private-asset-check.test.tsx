import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import { ACCESS_MESSAGES, ACTION_FLAGS } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { ContentRoutes } from '../../../app/content-routes';
import { aRecord, anAsset, fakeContentServer, siteActions } from '../../../testing/fake-content-server';

const server = createMswServer();

/**
 * Opens a private asset (asset_visibility Private) the document record says the user may open; the per-asset check
 * answers `check` (or fails with 500 for 'fails'). The check's calls are counted.
 */
function openPrivateAsset(check: boolean | 'fails', visibility = 'Private') {
  const fake = fakeContentServer(
    aRecord('doc-5', { title: 'Pitch deck', asset_visibility: visibility }),
    anAsset(35, 'doc-5', { title: 'Pitch deck' }),
  );
  const checks: string[] = [];
  server.use(
    ...fake.handlers,
    http.get(`${TEST_API_BASE}/v2/assets/:id/acl/checkPermission/accessPrivateAsset`, ({ params }) => {
      checks.push(String(params.id));
      return check === 'fails'
        ? HttpResponse.json({ statusCode: 500, error: 'The permission check failed.' }, { status: 500 })
        : HttpResponse.json({ accessPrivateAsset: check });
    }),
  );
  const platform = createTestPlatform({
    path: '/sites/2/content/doc-5/home',
    pageActions: siteActions([ACTION_FLAGS.like, ACTION_FLAGS.download]).pageActions,
  });
  const dialogs: unknown[] = [];
  platform.bus.on('dialog/open').subscribe((event) => dialogs.push(event.key));
  renderWithPlatform(<ContentRoutes />, { platform, store: createAppStore(platform) });
  return { fake, checks, dialogs };
}

describe('the content page asks before showing a private asset (GET …/acl/checkPermission/accessPrivateAsset)', () => {
  it('shows it when the check allows it', async () => {
    const { checks } = openPrivateAsset(true);
    expect(await screen.findByRole('region', { name: 'Synopsis' })).toHaveTextContent(
      'A brief for the harbour launch.',
    );
    expect(screen.getByRole('toolbar', { name: 'Actions' })).toBeVisible();
    expect(screen.queryByText(ACCESS_MESSAGES.privateAsset)).not.toBeInTheDocument();
    expect(checks).toEqual(['35']);
  });

  it('shows the private asset state, not its content, when the check refuses', async () => {
    const { fake, checks, dialogs } = openPrivateAsset(false);
    expect(await screen.findByText(ACCESS_MESSAGES.privateAsset)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Pitch deck' })).toBeVisible();
    expect(screen.getByText('Private: not accessible')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Synopsis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Actions' })).not.toBeInTheDocument();
    await waitFor(() => expect(dialogs).toEqual(['privateAsset']));
    expect(checks).toEqual(['35']);
    expect(fake.state.calls.some((call) => call.includes('/insights/views'))).toBe(false);
  });

  it('says the content could not be opened when the check fails', async () => {
    openPrivateAsset('fails');
    expect(await screen.findByText('This content could not be opened.')).toBeVisible();
    expect(screen.getByText(/The permission check failed\./)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Synopsis' })).not.toBeInTheDocument();
  });

  it('does not ask for a public asset', async () => {
    const { checks } = openPrivateAsset(false, 'Public');
    expect(await screen.findByRole('region', { name: 'Synopsis' })).toBeVisible();
    expect(checks).toEqual([]);
  });
});
