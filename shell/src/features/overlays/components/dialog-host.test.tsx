import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BehaviorSubject } from 'rxjs';
import type { SiteContext } from '@portal/platform';
import { createMswServer, TEST_API_BASE, testSiteContext } from '@portal/test-utils';
import { renderInShell, ShellDialogHost } from '../../../testing/test-shell';

const siteContext = testSiteContext();

let sent: { kind: string; body: unknown }[] = [];
createMswServer(
  http.post(`${TEST_API_BASE}/v2/forms/:kind`, async ({ params, request }) => {
    sent.push({ kind: String(params.kind), body: await request.json() });
    return HttpResponse.json({ formSubmissionId: 7 }, { status: 201 });
  }),
);

beforeEach(() => {
  sent = [];
});

describe('the dialog container', () => {
  // The content page's Dashboard Access dialog (spec §2.6) opens the request form this way.
  it('shows the Dashboard Access Request form a remote opens through platform.dialogs, filled in with its dashboard', async () => {
    const { platform } = renderInShell(<ShellDialogHost />, {
      platform: { site$: new BehaviorSubject<SiteContext | null>(siteContext) },
    });

    act(() =>
      platform.dialogs.open('dashboardAccessRequest', { docId: 'doc-778', dashboardName: 'Pipeline by region' }),
    );

    // The dialog container loads antd with its first dialog: more than findBy's one second in a busy test run.
    expect(
      await screen.findByRole('heading', { name: 'Dashboard Access Request' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dashboard' })).toHaveValue('Pipeline by region');
    await userEvent.type(screen.getByRole('textbox', { name: 'Why do you need access?' }), 'Quarterly review.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText('Thank you, your request for access to this dashboard has been sent.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        kind: 'dashboardAccessRequest',
        body: {
          deploymentIndexId: 12,
          fields: { dashboardName: 'Pipeline by region', message: 'Quarterly review.', docId: 'doc-778' },
        },
      },
    ]);
  });
});
