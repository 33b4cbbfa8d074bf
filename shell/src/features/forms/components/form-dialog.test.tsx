import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BehaviorSubject } from 'rxjs';
import { createAppStore } from '@portal/api-client';
import { DIALOG_OWNERS, type DeploymentIndex } from '@portal/contracts';
import type { SiteContext } from '@portal/platform';
import {
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
  testSiteContext,
} from '@portal/test-utils';
import { WithShellI18n } from '../../../testing/with-shell-i18n';
import { FORM_DEFINITIONS } from '../state/form-definitions';
import { SHELL_FORM_DIALOGS, type FormDialogKey } from './shell-form-dialogs';

interface Sent {
  kind: string;
  body: unknown;
}
let sent: Sent[] = [];
const accept = http.post(`${TEST_API_BASE}/v2/forms/:kind`, async ({ params, request }) => {
  sent.push({ kind: String(params.kind), body: await request.json() });
  return HttpResponse.json({ formSubmissionId: 41 }, { status: 201 });
});
const server = createMswServer(accept);

interface RenderFormOptions {
  props?: Record<string, unknown>;
  site?: Partial<DeploymentIndex> | null;
  path?: string;
}

function renderForm(key: FormDialogKey, { props = {}, site = {}, path = '/' }: RenderFormOptions = {}) {
  const siteContext: SiteContext | null = site && testSiteContext(site);
  const platform = createTestPlatform({ path, site$: new BehaviorSubject(siteContext) });
  const close = jest.fn();
  const Dialog = SHELL_FORM_DIALOGS[key];
  renderWithPlatform(
    <WithShellI18n>
      <Dialog props={props} close={close} />
    </WithShellI18n>,
    { platform, store: createAppStore(platform) },
  );
  return { close };
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const box = screen.getByRole('textbox', { name: label });
    await userEvent.clear(box);
    await userEvent.type(box, value);
  }
}

interface FormCase {
  key: FormDialogKey;
  title: string;
  requiredLabels: string[];
  props?: Record<string, unknown>;
  typed: Record<string, string>;
  choose?: string;
  date?: [label: string, value: string];
  expectedFields: Record<string, string>;
  thanks: string;
}

const FORMS: FormCase[] = [
  {
    key: 'requestAccess',
    title: 'Request Access',
    requiredLabels: ['Why do you need access?'],
    typed: { 'Why do you need access?': 'I run the Nordic pitch team.', 'Role you are asking for': '  Editor  ' },
    expectedFields: { message: 'I run the Nordic pitch team.', requestedRole: 'Editor' },
    thanks: "Thank you, your access request has been sent to the site's content uploaders and administrators.",
  },
  {
    key: 'dashboardAccessRequest',
    title: 'Dashboard Access Request',
    requiredLabels: ['Dashboard', 'Why do you need access?'],
    props: { docId: 'doc-778', dashboardName: 'Pipeline by region' },
    typed: { 'Why do you need access?': 'Quarterly review.' },
    expectedFields: { dashboardName: 'Pipeline by region', message: 'Quarterly review.', docId: 'doc-778' },
    thanks: 'Thank you, your request for access to this dashboard has been sent.',
  },
  {
    key: 'supportTicket',
    title: 'Submit A Support Ticket',
    requiredLabels: ['Subject', 'Describe the problem'],
    typed: { Subject: 'Upload stalls', 'Describe the problem': 'Large files stop at 99%.' },
    choose: 'High',
    expectedFields: { subject: 'Upload stalls', description: 'Large files stop at 99%.', priority: 'high' },
    thanks: 'Thank you, your support ticket has been submitted.',
  },
  {
    key: 'feedback',
    title: 'Feedback Form',
    requiredLabels: ['Your feedback'],
    typed: { 'Your feedback': 'Search got much faster.' },
    choose: '4',
    expectedFields: { message: 'Search got much faster.', rating: '4' },
    thanks: 'Thank you for your feedback.',
  },
  {
    key: 'reportAnIssue',
    title: 'Report an Issue',
    requiredLabels: ['What went wrong?'],
    props: { pageUrl: 'https://portal.test/sites/12/collections/5' },
    typed: { 'What went wrong?': 'The share panel is empty.' },
    expectedFields: { description: 'The share panel is empty.', pageUrl: 'https://portal.test/sites/12/collections/5' },
    thanks: 'Thank you, your report has been sent.',
  },
  {
    key: 'suggestATag',
    title: 'Suggest A Tag',
    requiredLabels: ['Tag'],
    props: { docId: 'doc-9' },
    typed: { Tag: 'sustainability', 'Why this tag?': 'Half the deck is about it.' },
    expectedFields: { tag: 'sustainability', message: 'Half the deck is about it.', docId: 'doc-9' },
    thanks: 'Thank you, your tag suggestion has been sent.',
  },
  {
    key: 'newContentRequest',
    title: 'New Content Request',
    requiredLabels: ['Title', 'What content do you need?'],
    typed: { Title: 'Retail case studies', 'What content do you need?': 'Three recent retail wins.' },
    date: ['Needed by', '2026-09-30'],
    expectedFields: { title: 'Retail case studies', description: 'Three recent retail wins.', neededBy: '2026-09-30' },
    thanks: 'Thank you, your content request has been sent.',
  },
];

beforeEach(() => {
  sent = [];
});

describe('SHELL_FORM_DIALOGS', () => {
  it('has a shell-owned dialog for every form the API takes', () => {
    expect(Object.keys(SHELL_FORM_DIALOGS).sort()).toEqual(Object.keys(FORM_DEFINITIONS).sort());
    for (const key of Object.keys(SHELL_FORM_DIALOGS)) expect(DIALOG_OWNERS[key as FormDialogKey]).toBe('shell');
  });
});

describe.each(FORMS)('the $title dialog', (form) => {
  it('does not send until the required fields are filled in, and says which', async () => {
    renderForm(form.key);
    expect(screen.getByRole('heading', { name: form.title })).toBeInTheDocument();

    await send();

    // antd validates the fields one after another: wait for every field's message, not the first.
    await waitFor(() =>
      expect(screen.getAllByText('This field is required.')).toHaveLength(form.requiredLabels.length),
    );
    for (const label of form.requiredLabels) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription('This field is required.');
    }
    expect(sent).toEqual([]);
  });

  it('sends the filled-in form to the current site and thanks the user', async () => {
    const { close } = renderForm(form.key, { props: form.props });

    await fill(form.typed);
    if (form.choose) {
      // antd draws button-style radios over the input: the user clicks the visible label.
      await userEvent.click(screen.getByText(form.choose));
      expect(screen.getByRole('radio', { name: form.choose })).toBeChecked();
    }
    if (form.date) await userEvent.type(screen.getByLabelText(form.date[0]), form.date[1]);
    await send();

    expect(await screen.findByText('Thank you')).toBeInTheDocument();
    expect(screen.getByText(form.thanks)).toBeInTheDocument();
    expect(sent).toEqual([{ kind: form.key, body: { deploymentIndexId: 12, fields: form.expectedFields } }]);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('sending problems', () => {
  it('shows the server’s 400 message under the field it names and keeps what was typed', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/v2/forms/:kind`, () =>
        HttpResponse.json(
          { statusCode: 400, error: 'The request is not valid: fields/subject must not be empty.' },
          { status: 400 },
        ),
      ),
    );
    renderForm('supportTicket');
    await fill({ Subject: 'Upload stalls', 'Describe the problem': 'Large files stop at 99%.' });
    await send();

    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await waitFor(() =>
      expect(subject).toHaveAccessibleDescription('The request is not valid: fields/subject must not be empty.'),
    );
    expect(subject).toHaveValue('Upload stalls');
    expect(screen.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue('Large files stop at 99%.');
    expect(screen.queryByText('Thank you')).not.toBeInTheDocument();
  });

  it('shows a 400 about a field the user cannot see as a message on the form', async () => {
    server.use(
      http.post(`${TEST_API_BASE}/v2/forms/:kind`, () =>
        HttpResponse.json(
          { statusCode: 400, error: 'The request is not valid: fields/docId must be at most 200 characters.' },
          { status: 400 },
        ),
      ),
    );
    renderForm('suggestATag', { props: { docId: 'x'.repeat(201) } });
    await fill({ Tag: 'retail' });
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request is not valid: fields/docId must be at most 200 characters.',
    );
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveValue('retail');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers to try again after a network failure and then sends the same values', async () => {
    server.use(http.post(`${TEST_API_BASE}/v2/forms/:kind`, () => HttpResponse.error(), { once: true }));
    renderForm('feedback');
    await fill({ 'Your feedback': 'Love the new filters.' });
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The form could not be sent \(.+\)\. Your entries are kept/,
    );
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Love the new filters.');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(sent).toEqual([
      { kind: 'feedback', body: { deploymentIndexId: 12, fields: { message: 'Love the new filters.' } } },
    ]);
  });

  it('shows the server’s refusal when the site turns out to collect its forms elsewhere', async () => {
    const refusal =
      "This site collects 'Feedback Form' through its own form provider: https://forms.example.com/nordic";
    server.use(
      http.post(`${TEST_API_BASE}/v2/forms/:kind`, () =>
        HttpResponse.json({ statusCode: 409, error: refusal }, { status: 409 }),
      ),
    );
    renderForm('feedback');
    await fill({ 'Your feedback': 'Hello' });
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('before sending', () => {
  it('checks the maximum length of a pre-filled value', async () => {
    renderForm('reportAnIssue', { props: { pageUrl: `https://portal.test/${'a'.repeat(2000)}` } });
    await fill({ 'What went wrong?': 'Broken link' });
    await send();

    expect(await screen.findByText('This field can be at most 2000 characters long.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('fills in the page the user is on when reporting an issue', () => {
    renderForm('reportAnIssue', { path: '/sites/12/search?q=retail' });
    expect(screen.getByRole('textbox', { name: 'Page address' })).toHaveValue(
      `${window.location.origin}/sites/12/search?q=retail`,
    );
  });

  it('starts a support ticket at normal priority', () => {
    renderForm('supportTicket');
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
  });
});

describe('sites', () => {
  it('links to the site’s own form provider instead of showing the form', async () => {
    const { close } = renderForm('requestAccess', {
      site: { externalFormAddress: 'https://forms.example.com/nordic/access' },
    });

    expect(
      screen.getByText('Nordic Insights collects this form through its own form provider. It opens in a new tab.'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open the form' });
    expect(link).toHaveAttribute('href', 'https://forms.example.com/nordic/access');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('does not open a form address that is not a web address', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm('feedback', { site: { externalFormAddress: 'javascript:alert(1)' } });

    expect(screen.getByText(/The form address of Nordic Insights cannot be opened/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('invalid externalUrl', 'javascript:alert(1)');
    logged.mockRestore();
  });

  it('asks for a site to be chosen first when there is none', () => {
    renderForm('supportTicket', { site: null });
    expect(screen.getByText(/Choose a site first/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
