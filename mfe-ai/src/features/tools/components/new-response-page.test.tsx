import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  AI_LIMITS,
  RESPONSE_SECTIONS,
  type GeneratedResponse,
  type ResponseGeneratorRequest,
  type ResponseSection,
} from '@portal/contracts';
import { createMswServer } from '@portal/test-utils';
import { GET_RESPONSES, LOCAL_RESPONDER, renderToolsPage } from '../../../testing/render-tools-page';

const BRIEF = 'Northwind tender 2027\nDescribe your company, your capabilities and how you handle data.';

const section = (title: string, answer = `${title}: drafted from the annual report [1].`): ResponseSection => ({
  title,
  answer,
  citations: [
    { n: 1, documentid: 'doc-1', title: 'Annual report', url: '/sites/12/content/doc-1/home', passage: 'We…' },
  ],
});

const encoder = new TextEncoder();
const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

const asked: { body: ResponseGeneratorRequest; accept: string | null }[] = [];
const server = createMswServer();
beforeEach(() => {
  asked.length = 0;
  sessionStorage.clear();
});

/** getResponses streaming its sections: the first at once, the others once `release` is called. */
function streamingServer() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(GET_RESPONSES, async ({ request }) => {
      const body = (await request.json()) as ResponseGeneratorRequest;
      asked.push({ body, accept: request.headers.get('Accept') });
      const sections = (body.sections ?? []).map((title) => section(title));
      const done: GeneratedResponse = { query: body.query, sections, provider: LOCAL_RESPONDER };
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(event('section', sections[0]));
          await released;
          sections.slice(1).forEach((drafted) => controller.enqueue(event('section', drafted)));
          controller.enqueue(event('done', done));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return { release };
}

const open = () => renderToolsPage('/tools/response-generator/new');

const brief = () => screen.findByRole('textbox', { name: 'Brief or questions' });
const sectionNames = () =>
  screen.getAllByRole('textbox', { name: /^Section \d+$/ }).map((input) => (input as HTMLInputElement).value);
const generate = () => userEvent.click(screen.getByRole('button', { name: 'Generate' }));

describe('a new response', () => {
  it('refuses an empty brief and sends nothing', async () => {
    open();
    fireEvent.change(await brief(), { target: { value: '   ' } });
    await generate();
    expect(await screen.findByText('Enter the brief or the questions to answer.')).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('starts from the sample sections; a response has at least one section and at most the limit', async () => {
    open();
    await brief();
    expect(sectionNames()).toEqual([...RESPONSE_SECTIONS]);
    const add = screen.getByRole('button', { name: 'Add a section' });
    for (let count = RESPONSE_SECTIONS.length; count < AI_LIMITS.responseSectionsMax; count += 1)
      await userEvent.click(add);
    expect(sectionNames()).toHaveLength(AI_LIMITS.responseSectionsMax);
    expect(add).toBeDisabled();
    expect(screen.getByText('A response has at most 12 sections.')).toBeVisible();

    for (let count = AI_LIMITS.responseSectionsMax; count > 1; count -= 1)
      await userEvent.click(screen.getByRole('button', { name: `Remove section ${count}` }));
    expect(sectionNames()).toEqual(['General Information']);
    expect(screen.getByRole('button', { name: 'Remove section 1' })).toBeDisabled();
  });

  it('refuses a section without a name or with another’s name', async () => {
    open();
    fireEvent.change(await brief(), { target: { value: BRIEF } });
    await userEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Section 2' }), { target: { value: 'general information' } });
    await generate();
    expect(await screen.findAllByText('Each section needs its own name.')).toHaveLength(2);
    expect(screen.getByText('Name this section or remove it.')).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('sends the brief, the site and the sections, shows each section as it is drafted, then opens the builder', async () => {
    const { release } = streamingServer();
    const { platform } = open();
    fireEvent.change(await brief(), { target: { value: `  ${BRIEF}  ` } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Section 2' }), { target: { value: 'Our capabilities' } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove section 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a section' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Section 3' }), { target: { value: ' Pricing ' } });
    await generate();

    expect(await screen.findByRole('status')).toHaveTextContent('1 of 3 sections drafted');
    const progress = screen
      .getByRole('heading', { name: 'Drafting your response' })
      .closest('.ant-card') as HTMLElement;
    expect(within(progress).getByText('General Information: drafted from the annual report [1].')).toBeVisible();
    expect(asked).toEqual([
      {
        body: { query: BRIEF, index: 12, sections: ['General Information', 'Our capabilities', 'Pricing'] },
        accept: 'text/event-stream',
      },
    ]);

    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Response Builder' })).toBeVisible();
    expect(platform.location$.getValue().pathname).toBe('/tools/response-builder');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Northwind tender 2027');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'General Information',
      'Our capabilities',
      'Pricing',
    ]);
  });

  it('stops drafting when asked, and keeps the form as it was', async () => {
    streamingServer();
    open();
    fireEvent.change(await brief(), { target: { value: BRIEF } });
    await generate();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop drafting' }));
    expect(screen.queryByText('Drafting your response')).not.toBeInTheDocument();
    expect(await brief()).toHaveValue(BRIEF);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('takes a plain JSON answer as the whole response', async () => {
    server.use(
      http.post(GET_RESPONSES, async ({ request }) => {
        const body = (await request.json()) as ResponseGeneratorRequest;
        return HttpResponse.json({
          query: body.query,
          sections: [section('General Information')],
          provider: LOCAL_RESPONDER,
        });
      }),
    );
    open();
    fireEvent.change(await brief(), { target: { value: BRIEF } });
    await generate();
    expect(await screen.findByRole('heading', { level: 3, name: 'General Information' })).toBeVisible();
  });

  it('shows the server’s errorMessage and keeps the brief to try again', async () => {
    server.use(
      http.post(GET_RESPONSES, () =>
        HttpResponse.json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            errorMessage: 'You have made 120 AI calls this hour. Try again in 12 minutes.',
          },
          { status: 429 },
        ),
      ),
    );
    open();
    fireEvent.change(await brief(), { target: { value: BRIEF } });
    await generate();
    expect(await screen.findByText('The response could not be drafted')).toBeVisible();
    expect(screen.getByText('You have made 120 AI calls this hour. Try again in 12 minutes.')).toBeVisible();
    expect(await brief()).toHaveValue(BRIEF);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('shows an error the stream ends with', async () => {
    server.use(
      http.post(GET_RESPONSES, () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(event('section', section('General Information')));
            controller.enqueue(
              event('error', { statusCode: 502, error: 'Bad Gateway', errorMessage: 'The AI service did not answer.' }),
            );
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    open();
    fireEvent.change(await brief(), { target: { value: BRIEF } });
    await generate();
    expect(await screen.findByText('The AI service did not answer.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Drafting your response')).not.toBeInTheDocument());
  });
});
