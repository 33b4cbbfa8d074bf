import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { portalApi } from '@portal/api-client';
import type { DocumentByIdResponse, SearchDocument } from '@portal/contracts';
import { createMswServer, TEST_API_BASE } from '@portal/test-utils';
import { renderInShell } from '../../../testing/test-shell';
import { TopBar } from './top-bar';

// The icons package loads an ES-module-only colour library jest cannot require; the buttons are named by their labels.
jest.mock(
  '@ant-design/icons',
  () => new Proxy({}, { get: (_icons, name) => (name === '__esModule' ? true : () => null) }),
);

function searchDocument(docId: string, overrides: Partial<SearchDocument> = {}): SearchDocument {
  return {
    doc_id: docId,
    id: docId,
    title: 'Pipeline by region',
    content: '',
    file_name: 'pipeline.png',
    storage_path: '',
    file_extension: 'png',
    created: '2026-01-05T10:00:00.000Z',
    updated: null,
    created_by: null,
    updated_by: null,
    published_date: null,
    content_types: ['Dashboards'],
    content_type_groups: [],
    asset_visibility: 'Public',
    external_url: 'https://bi.example.com/pipeline',
    external_url_label: 'Open dashboard',
    external_url_action: 'embed',
    dashboard_filters: false,
    dashboard_bookmarks: false,
    key_contacts: [],
    author___contact: [],
    contributors___experts: [],
    stakeholder: [],
    support_contact: [],
    dashboard_access: [],
    data_governance: [],
    terms_and_conditions: null,
    confidential: false,
    dashboard_category: null,
    description: null,
    ...overrides,
  };
}

const DOCUMENTS: Record<string, SearchDocument> = {
  'dash-1': searchDocument('dash-1'),
  'no-url': searchDocument('no-url', { external_url: null, external_url_action: null }),
  'action-none': searchDocument('action-none', { external_url_action: 'none' }),
  'not-a-dashboard': searchDocument('not-a-dashboard', { content_types: ['Presentations', 'Dashboards'] }),
};

let documentRequests: { Id: string | null; indexId: string | null }[] = [];
createMswServer(
  http.get(`${TEST_API_BASE}/v2/document/getdocumentbyid`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    documentRequests.push({ Id: query.get('Id'), indexId: query.get('indexId') });
    const document = DOCUMENTS[query.get('Id') ?? ''];
    if (!document) return HttpResponse.json({ statusCode: 404, error: 'The document was not found.' }, { status: 404 });
    const answer: DocumentByIdResponse = {
      document,
      token: null,
      idField: 'id',
      originalFileName: document.file_name,
      isAccessible: true,
    };
    return HttpResponse.json(answer);
  }),
);
beforeEach(() => {
  documentRequests = [];
});

function renderTopBar(path: string) {
  const view = renderInShell(<TopBar />, { path });
  /** Waits until every call the top bar started has been answered and rendered. */
  const settled = () =>
    act(async () => void (await Promise.all(view.store.dispatch(portalApi.util.getRunningQueriesThunk()))));
  return { ...view, settled };
}

const refreshButton = () => screen.queryByRole('button', { name: 'Refresh the dashboard' });

describe('the top bar’s dashboard refresh (spec §2.5)', () => {
  it('shows on the embed page of a dashboard with a dashboard URL, and makes a new marker without asking again', async () => {
    const { platform } = renderTopBar('/sites/12/asset/embed?docId=dash-1');

    const refresh = await screen.findByRole('button', { name: 'Refresh the dashboard' });
    expect(documentRequests).toEqual([{ Id: 'dash-1', indexId: '12' }]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

    await userEvent.click(refresh);
    const marker = new URLSearchParams(platform.location$.getValue().search).get('refresh');
    expect(atob(marker ?? '')).toMatch(/^dash-1:\d+$/);
    expect(refreshButton()).toBeInTheDocument();
    expect(documentRequests).toHaveLength(1);
  });

  it.each([
    ['without an external URL', 'no-url'],
    ['whose external URL action is none', 'action-none'],
    ['whose first content type is not dashboards', 'not-a-dashboard'],
    ['the site does not have', 'unknown-doc'],
  ])('does not show on the embed page of a document %s', async (_case, docId) => {
    const { settled } = renderTopBar(`/sites/12/asset/embed?docId=${docId}`);

    await waitFor(() => expect(documentRequests).toEqual([{ Id: docId, indexId: '12' }]));
    await settled();
    expect(refreshButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('does not show, nor ask for the document, on a page other than the embed page whose address has a document id', async () => {
    const { settled } = renderTopBar('/sites/12/search?docId=dash-1');

    await settled();
    expect(refreshButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(documentRequests).toEqual([]);
  });

  it('does not show on the embed page without a document id', async () => {
    const { settled } = renderTopBar('/sites/12/asset/embed');

    await settled();
    expect(refreshButton()).not.toBeInTheDocument();
    expect(documentRequests).toEqual([]);
  });
});
