import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { AssetSave, EditableAsset, PortalEvent } from '@portal/contracts';
import { createMswServer, createTestPlatform, renderWithPlatform, TEST_API_BASE } from '@portal/test-utils';
import { anAsset } from '../../../testing/fake-content-server';
import { EditDocumentDialog } from './edit-document-dialog';

const server = createMswServer();

const ava = { userId: 3, givenName: 'Ava', lastName: 'Morgan', email: 'ava.morgan@demo.portal' };
const liam = { userId: 7, givenName: 'Liam', lastName: 'Chen', email: 'liam.chen@demo.portal' };

const editable: EditableAsset = {
  ...anAsset(31, 'doc-1'),
  externalUrl: null,
  externalUrlLabel: null,
  externalUrlAction: null,
  isConfidential: false,
  keywords: ['harbour'],
  tags: ['launch'],
  contacts: [
    { role: 'Key Contact', user: ava },
    { role: 'Author', user: liam },
  ],
};

function serve(save: (body: AssetSave) => Response | Promise<Response>) {
  const calls: string[] = [];
  const saved: AssetSave[] = [];
  server.use(
    http.post(`${TEST_API_BASE}/v2/insights/get/:id`, ({ params }) => {
      calls.push(`POST get/${String(params.id)}`);
      return HttpResponse.json(editable);
    }),
    http.put(`${TEST_API_BASE}/v2/insights/save/:id`, async ({ request, params }) => {
      calls.push(`PUT save/${String(params.id)}`);
      const body = (await request.json()) as AssetSave;
      saved.push(body);
      return save(body);
    }),
  );
  return { calls, saved };
}

function render() {
  const platform = createTestPlatform({ path: '/sites/2/content/doc-1/home' });
  const events: PortalEvent[] = [];
  platform.bus.on('asset/updated').subscribe((event) => events.push(event));
  const close = jest.fn();
  renderWithPlatform(<EditDocumentDialog props={{ assetId: 31, docId: 'doc-1' }} close={close} />, {
    platform,
    store: createAppStore(platform),
  });
  return { events, close };
}

describe('the edit document dialog', () => {
  it('loads the asset, saves the edited fields (lists replace), says so on the bus and closes', async () => {
    const { calls, saved } = serve((body) => HttpResponse.json({ ...editable, ...body }));
    const { events, close } = render();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Harbour brief');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('A brief for the harbour launch.');
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste('Harbour brief 2027');
    await userEvent.click(screen.getByRole('textbox', { name: 'External URL' }));
    await userEvent.paste('https://reports.test/harbour');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Confidential' }));
    const keywords = screen.getByRole('combobox', { name: 'Keywords' });
    await userEvent.type(keywords, 'coast{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['POST get/31', 'PUT save/31']);
    expect(saved).toEqual([
      {
        assetId: 31,
        title: 'Harbour brief 2027',
        description: 'A brief for the harbour launch.',
        externalUrl: 'https://reports.test/harbour',
        externalUrlLabel: null,
        externalUrlAction: null,
        isConfidential: true,
        keywords: ['harbour', 'coast'],
        tags: ['launch'],
        contacts: [
          { role: 'Author', user: { userId: 7 } },
          { role: 'Key Contact', user: { userId: 3 } },
        ],
      },
    ]);
    expect(events).toEqual([{ type: 'asset/updated', docId: 'doc-1' }]);
  });

  it('checks the form like the schema: a title is required, the URL must be http(s)', async () => {
    const { calls } = serve((body) => HttpResponse.json({ ...editable, ...body }));
    const { close } = render();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('textbox', { name: 'External URL' }));
    await userEvent.paste('ftp://files.test/x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The title is required.')).toBeVisible();
    expect(await screen.findByText('Give an absolute http(s) URL.')).toBeVisible();
    expect(calls).toEqual(['POST get/31']);
    expect(close).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    serve(() =>
      HttpResponse.json(
        { error: "The request is not valid: tags 'nope' is not a value of the site's tags." },
        { status: 400 },
      ),
    );
    const { events, close } = render();
    const tags = await screen.findByRole('combobox', { name: 'Tags' });
    await userEvent.type(tags, 'nope{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("The request is not valid: tags 'nope' is not a value of the site's tags."),
    ).toBeVisible();
    const field = tags.closest('.ant-select') as HTMLElement;
    expect(within(field).getByText('nope')).toBeVisible();
    expect(close).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it("shows the server's message when the asset cannot be edited", async () => {
    server.use(
      http.post(`${TEST_API_BASE}/v2/insights/get/:id`, () =>
        HttpResponse.json({ error: 'You do not have permission to edit this asset.' }, { status: 403 }),
      ),
    );
    render();
    expect(await screen.findByText('You do not have permission to edit this asset.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
