import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToolsPage } from '../../../testing/render-tools-page';
import { createResponseSession, withResponse } from '../state/response-session';
import type { WorkingResponse } from '../state/working-response';

const open = () => renderToolsPage('/tools/response-generator');

const aResponse = (id: string, extra: Partial<WorkingResponse> = {}): WorkingResponse => ({
  id,
  siteId: 12,
  title: `Bid ${id}`,
  query: 'Brief',
  sections: [{ key: `${id}-0`, title: 'General Information', answer: 'A.', citations: [], dropped: [] }],
  provider: { kind: 'local', label: 'Local extractive assistant', model: 'extractive-v1' },
  stage: 'building',
  updatedAt: new Date().toISOString(),
  ...extra,
});

beforeEach(() => sessionStorage.clear());

describe('the Response Generator home', () => {
  it('says what it does and what to do first when the session has no response yet', async () => {
    const { platform } = open();
    expect(await screen.findByText(/drafts each section from the documents of Nordic Insights/)).toBeVisible();
    expect(screen.getByText(/No responses yet\. Choose New response, paste your brief/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New response' }));
    expect(platform.location$.getValue().pathname).toBe('/tools/response-generator/new');
  });

  it('lists this site’s responses of the session and opens one where it was left', async () => {
    const session = createResponseSession(sessionStorage);
    session.update(withResponse(aResponse('elsewhere', { siteId: 40, title: 'Another site’s bid' })));
    session.update(withResponse(aResponse('done', { stage: 'complete', title: 'Finished bid' })));
    session.update(withResponse(aResponse('draft', { title: 'Northwind bid' })));
    const { platform } = open();

    const list = await screen.findByRole('list', { name: 'Responses in this session' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Northwind bidBeing built · 1 section · changed now',
    );
    expect(screen.queryByText('Another site’s bid')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'View Finished bid' }));
    expect(platform.location$.getValue().pathname).toBe('/tools/response-complete');
    expect(await screen.findByRole('heading', { level: 3, name: 'Finished bid' })).toBeVisible();
  });
});
