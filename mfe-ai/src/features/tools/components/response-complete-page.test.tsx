import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { type ResponseExportRequest } from '@portal/contracts';
import { createMswServer, TEST_API_BASE } from '@portal/test-utils';
import { citation, renderToolsPage } from '../../../testing/render-tools-page';
import { createResponseSession, withResponse } from '../state/response-session';
import { workingResponseOf, type WorkingResponse } from '../state/working-response';

const EXPORT = `${TEST_API_BASE}/v2/reponseGenerator/export`;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A response built and finished: renamed, its sections reordered and edited, one source unticked. */
const built: WorkingResponse = (() => {
  const drafted = workingResponseOf('r1', 12, {
    query: 'Northwind tender 2027',
    provider: { kind: 'azure-openai', label: 'Azure OpenAI', model: 'gpt-4o' },
    sections: [
      { title: 'General Information', answer: 'Founded in 1998 [1].', citations: [citation(1, 'Company profile')] },
      {
        title: 'Capabilities',
        answer: 'Data platforms [1] in 14 countries [2].',
        citations: [citation(1, 'Annual report'), citation(2, 'Country list')],
      },
    ],
  });
  const [general, capabilities] = drafted.sections;
  return {
    ...drafted,
    title: 'Northwind bid',
    stage: 'complete',
    sections: [
      { ...capabilities!, answer: 'Data platforms [1], in 14 countries [2]. Edited.', dropped: [2] },
      general!,
    ],
  };
})();

const server = createMswServer();
beforeEach(() => {
  sessionStorage.clear();
  createResponseSession(sessionStorage).update(withResponse(built));
});

const open = () => renderToolsPage('/tools/response-complete');

describe('the complete response', () => {
  it('reads as it was built: title, sections in order, kept sources only, and who drafted it', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 3, name: 'Northwind bid' })).toBeVisible();
    expect(screen.getByText("Drafted by Azure OpenAI (gpt-4o) from your site's documents")).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Capabilities',
      'General Information',
    ]);
    const capabilities = screen.getByRole('region', { name: 'Capabilities' });
    expect(within(capabilities).getByText('Data platforms [1], in 14 countries. Edited.')).toBeVisible();
    expect(within(capabilities).getByRole('link', { name: 'Annual report' })).toHaveAttribute(
      'href',
      '/sites/12/content/doc-1/home',
    );
    expect(within(capabilities).queryByText(/Country list/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('downloads the DOCX made from the response as built, under the name the server gives', async () => {
    const exported: { body: ResponseExportRequest; auth: string | null }[] = [];
    server.use(
      http.post(EXPORT, async ({ request }) => {
        exported.push({
          body: (await request.json()) as ResponseExportRequest,
          auth: request.headers.get('Authorization'),
        });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'Content-Type': DOCX, 'Content-Disposition': 'attachment; filename="Northwind bid.docx"' },
        });
      }),
    );
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | null = null;
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:response';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: lastBlob! });
    });
    try {
      open();
      await userEvent.click(await screen.findByRole('button', { name: 'Download as DOCX' }));
      await waitFor(() => expect(saved).toHaveLength(1));
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
    expect(exported).toEqual([
      {
        auth: 'Bearer test-token',
        body: {
          index: 12,
          title: 'Northwind bid',
          query: 'Northwind tender 2027',
          sections: [
            {
              title: 'Capabilities',
              answer: 'Data platforms [1], in 14 countries. Edited.',
              citations: [citation(1, 'Annual report')],
            },
            {
              title: 'General Information',
              answer: 'Founded in 1998 [1].',
              citations: [citation(1, 'Company profile')],
            },
          ],
        },
      },
    ]);
    expect(saved[0]!.name).toBe('Northwind bid.docx');
    expect(saved[0]!.blob.size).toBe(4);
  });

  it('shows the server’s errorMessage when the download fails', async () => {
    server.use(
      http.post(EXPORT, () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', errorMessage: 'You may not use the AI tools on this site.' },
          { status: 403 },
        ),
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download as DOCX' }));
    expect(await screen.findByText('The response could not be downloaded')).toBeVisible();
    expect(screen.getByText('You may not use the AI tools on this site.')).toBeVisible();
  });

  it('goes back to the builder with the response as it was, or on to a new one', async () => {
    const { platform } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to builder' }));
    expect(platform.location$.getValue().pathname).toBe('/tools/response-builder');
    expect(await screen.findByRole('textbox', { name: 'Capabilities Text' })).toHaveValue(
      'Data platforms [1], in 14 countries [2]. Edited.',
    );
    expect(screen.getByRole('checkbox', { name: '[2] Country list' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new response' }));
    expect(platform.location$.getValue().pathname).toBe('/tools/response-generator/new');
    expect(await screen.findByRole('textbox', { name: 'Brief or questions' })).toHaveValue('');
  });
});
