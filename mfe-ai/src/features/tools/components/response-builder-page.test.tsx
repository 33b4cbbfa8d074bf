import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { type ResponseGeneratorRequest } from '@portal/contracts';
import { createMswServer } from '@portal/test-utils';
import { citation, GET_RESPONSES, LOCAL_RESPONDER, renderToolsPage } from '../../../testing/render-tools-page';
import { createResponseSession, withResponse } from '../state/response-session';
import { workingResponseOf } from '../state/working-response';

/** A response drafted on the test site, as the new response page leaves it for the builder. */
function draftInSession() {
  createResponseSession(sessionStorage).update(
    withResponse(
      workingResponseOf('r1', 12, {
        query: 'Northwind tender 2027\nWho are you?',
        provider: LOCAL_RESPONDER,
        sections: [
          {
            title: 'General Information',
            answer: 'Founded in 1998 [1], with offices in 14 countries [2].',
            citations: [citation(1, 'Company profile'), citation(2, 'Country list')],
          },
          { title: 'Capabilities', answer: 'Data platforms [1].', citations: [citation(1, 'Annual report')] },
          { title: 'Technology & Data', answer: 'Hosted in the EU.', citations: [] },
        ],
      }),
    ),
  );
}

const asked: ResponseGeneratorRequest[] = [];
const server = createMswServer();
beforeEach(() => {
  asked.length = 0;
  sessionStorage.clear();
});

const open = () => renderToolsPage('/tools/response-builder');

const sectionRegion = (title: string) => screen.findByRole('region', { name: title });
const sectionOrder = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the response builder', () => {
  it('says who drafted the response and links each source to its content page', async () => {
    draftInSession();
    open();
    expect(
      await screen.findByText("Drafted by the Local extractive assistant from your site's documents"),
    ).toBeVisible();
    const general = await sectionRegion('General Information');
    expect(within(general).getByRole('checkbox', { name: '[1] Company profile' })).toBeChecked();
    expect(within(general).getByRole('link', { name: 'Open document: Country list' })).toHaveAttribute(
      'href',
      '/sites/12/content/doc-2/home',
    );
    expect(within(general).getByText('“What Country list says.”')).toBeVisible();
    expect(within(await sectionRegion('Technology & Data')).getByText('This section cites no document.')).toBeVisible();
  });

  it('keeps edits to the title and the text through a reload', async () => {
    draftInSession();
    const { unmount } = open();
    const text = await screen.findByRole('textbox', { name: 'General Information Text' });
    fireEvent.change(text, { target: { value: 'Founded in 1998 [1]. Family owned.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Northwind bid' } });
    unmount();

    open();
    expect(await screen.findByRole('textbox', { name: 'General Information Text' })).toHaveValue(
      'Founded in 1998 [1]. Family owned.',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Northwind bid');
  });

  it('moves sections up and down from the keyboard, keeping the focus on the moved section', async () => {
    draftInSession();
    open();
    const general = await sectionRegion('General Information');
    expect(within(general).getByRole('button', { name: 'Move up General Information' })).toBeDisabled();
    within(general).getByRole('button', { name: 'Move down General Information' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(sectionOrder()).toEqual(['Capabilities', 'General Information', 'Technology & Data']);
    expect(screen.getByRole('status')).toHaveTextContent('General Information moved to place 2 of 3.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down General Information' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    expect(sectionOrder()).toEqual(['Capabilities', 'Technology & Data', 'General Information']);
    // At the end, "Move down" is off: the focus goes to "Move up" of the same section.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up General Information' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(sectionOrder()).toEqual(['Capabilities', 'General Information', 'Technology & Data']);
  });

  it('leaves an unticked source and its markers out of the finished response', async () => {
    draftInSession();
    const { platform } = open();
    const general = await sectionRegion('General Information');
    await userEvent.click(within(general).getByRole('checkbox', { name: '[2] Country list' }));
    expect(within(general).getByRole('checkbox', { name: '[2] Country list' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    expect(platform.location$.getValue().pathname).toBe('/tools/response-complete');
    const final = await screen.findByRole('region', { name: 'General Information' });
    expect(within(final).getByText('Founded in 1998 [1], with offices in 14 countries.')).toBeVisible();
    expect(within(final).getByRole('link', { name: 'Company profile' })).toBeVisible();
    expect(within(final).queryByRole('link', { name: 'Country list' })).not.toBeInTheDocument();
  });

  it('does not finish a response without a title', async () => {
    draftInSession();
    const { platform } = open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: ' ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Give the response a title.')).toBeVisible();
    expect(platform.location$.getValue().pathname).toBe('/tools/response-builder');
  });

  it('drafts one section again from the same brief, and puts the new draft in its place', async () => {
    server.use(
      http.post(GET_RESPONSES, async ({ request }) => {
        const body = (await request.json()) as ResponseGeneratorRequest;
        asked.push(body);
        return HttpResponse.json({
          query: body.query,
          provider: LOCAL_RESPONDER,
          sections: [
            { title: 'Capabilities', answer: 'Analytics and AI [1].', citations: [citation(1, 'Case study')] },
          ],
        });
      }),
    );
    draftInSession();
    open();
    const capabilities = await sectionRegion('Capabilities');
    await userEvent.click(within(capabilities).getByRole('button', { name: 'Regenerate Capabilities' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Draft again' }));

    expect(await within(capabilities).findByRole('textbox', { name: 'Capabilities Text' })).toHaveValue(
      'Analytics and AI [1].',
    );
    expect(within(capabilities).getByRole('checkbox', { name: '[1] Case study' })).toBeChecked();
    expect(asked).toEqual([{ query: 'Northwind tender 2027\nWho are you?', index: 12, sections: ['Capabilities'] }]);
    expect(sectionOrder()).toEqual(['General Information', 'Capabilities', 'Technology & Data']);
    expect(screen.getByRole('textbox', { name: 'General Information Text' })).toHaveValue(
      'Founded in 1998 [1], with offices in 14 countries [2].',
    );
  });

  it('keeps the section as it was and shows the server’s errorMessage when a redraft fails', async () => {
    server.use(
      http.post(GET_RESPONSES, () =>
        HttpResponse.json(
          { statusCode: 503, error: 'Service Unavailable', errorMessage: 'The AI service is busy. Try again soon.' },
          { status: 503 },
        ),
      ),
    );
    draftInSession();
    open();
    const capabilities = await sectionRegion('Capabilities');
    await userEvent.click(within(capabilities).getByRole('button', { name: 'Regenerate Capabilities' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Draft again' }));
    expect(await within(capabilities).findByText('The AI service is busy. Try again soon.')).toBeVisible();
    expect(within(capabilities).getByRole('textbox', { name: 'Capabilities Text' })).toHaveValue('Data platforms [1].');
  });

  it('says what to do when no response is being built', async () => {
    open();
    expect(await screen.findByText(/No response is being built on this site/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start a new response' })).toBeVisible();
  });
});
